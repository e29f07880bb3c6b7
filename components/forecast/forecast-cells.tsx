"use client";

import { ArrowDown, ArrowUp, Cloud, CloudFog, CloudRain, CloudSun, Sun, type LucideIcon } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { parisTime } from "@/lib/forecast/paris-time";
import { formatTideHeight, type TideDirection } from "@/lib/tides/helpers";
import { cn } from "@/lib/utils";
import {
  arrowRotation,
  directionTooltip,
  formatKnots,
  KNOTS_UNIT,
  weatherIcon,
  windColorBandForMs,
  type WeatherIcon,
  type WindColorBand,
} from "@/lib/wind";
import type { TideEntry } from "@/lib/forecast-data/types";

/* One table cell per forecast hour; the bands' colours are the theme's (app/globals.css). */
const BAND_CLASSES: Record<WindColorBand, string> = {
  grey: "bg-wind-calm text-wind-calm-foreground",
  green: "bg-wind-good text-wind-good-foreground",
  yellow: "bg-wind-strong text-wind-strong-foreground",
  red: "bg-wind-danger text-wind-danger-foreground",
};

export const CELL = "px-1 py-1.5 text-center align-middle";

export function WindCell({ speed, gust }: { speed: number; gust: number | null }) {
  const band = windColorBandForMs(speed);
  return (
    <td className={cn(CELL, "border-x border-card tabular-nums", BAND_CLASSES[band])} data-band={band}>
      <span className="block text-sm font-semibold leading-tight">
        {formatKnots(speed)}
        <span className="sr-only"> {KNOTS_UNIT}</span>
      </span>
      {gust !== null && (
        <span className="block text-[0.7rem] leading-tight" data-gust>
          <span className="sr-only">rafales </span>
          {formatKnots(gust)}
        </span>
      )}
    </td>
  );
}

export function DirectionCell({ direction }: { direction: number }) {
  const label = directionTooltip(direction);
  const rotation = arrowRotation(direction);
  return (
    <td className={CELL}>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={label}
            className="mx-auto inline-flex size-8 items-center justify-center rounded-full text-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowUp aria-hidden className="size-5" data-rotation={rotation} style={{ transform: `rotate(${rotation}deg)` }} />
          </button>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
    </td>
  );
}

const WEATHER_ICONS: Record<WeatherIcon, LucideIcon> = {
  rain: CloudRain,
  fog: CloudFog,
  cloud: Cloud,
  partly: CloudSun,
  sun: Sun,
};
const WEATHER_ICON_COLORS: Record<WeatherIcon, string> = {
  rain: "text-primary",
  fog: "text-muted-foreground",
  cloud: "text-muted-foreground",
  partly: "text-foreground",
  sun: "text-sun",
};

export function WeatherCell({ description }: { description: string }) {
  const icon = weatherIcon(description);
  const Icon = WEATHER_ICONS[icon];
  return (
    <td className={CELL} title={description}>
      <Icon role="img" aria-label={description} data-icon={icon} className={cn("mx-auto size-5", WEATHER_ICON_COLORS[icon])} />
    </td>
  );
}

export const TIDE_DIRECTION_LABEL: Record<TideDirection, string> = {
  rising: "Marée montante",
  falling: "Marée descendante",
};
const TIDE_TYPE_LABEL: Record<TideEntry["type"], string> = { high: "Pleine mer", low: "Basse mer" };

export function TideCell({ nearest, direction }: { nearest: TideEntry | null; direction: TideDirection | null }) {
  if (!nearest) return <td className={cn(CELL, "text-muted-foreground")}>–</td>;
  const Arrow = direction === "falling" ? ArrowDown : ArrowUp;
  const event = `${TIDE_TYPE_LABEL[nearest.type]} à ${parisTime(nearest.tideTime)}`;
  return (
    <td className={cn(CELL, "text-xs tabular-nums")} title={event}>
      {direction && (
        <Arrow
          role="img"
          aria-label={TIDE_DIRECTION_LABEL[direction]}
          data-direction={direction}
          className={cn("mx-auto size-4", direction === "rising" ? "text-primary" : "text-muted-foreground")}
        />
      )}
      <span className="block whitespace-nowrap">{formatTideHeight(nearest.height)}</span>
      <span className="sr-only">{event}</span>
    </td>
  );
}
