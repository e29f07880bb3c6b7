import { z } from "zod";

/*
 * The part of Open-Meteo's /v1/forecast JSON answer that we read (https://open-meteo.com/en/docs,
 * "API Response"): one array per hourly variable, aligned on `hourly.time`, numbers or null
 * (null where the model has no value, e.g. past its forecast horizon).
 */
export const HOURLY_VARIABLES = [
  "wind_speed_10m",
  "wind_direction_10m",
  "wind_gusts_10m",
  "temperature_2m",
  "relative_humidity_2m",
  "weather_code",
] as const;

const values = (item: z.ZodNumber) => z.array(item.nullable());

export const OpenMeteoHourlySchema = z
  .object({
    time: z.array(z.string()),
    wind_speed_10m: values(z.number().min(0)),
    wind_direction_10m: values(z.number().min(0).max(360)),
    // Gusts are optional in our data: a missing column is read as "no gust" for every hour.
    wind_gusts_10m: values(z.number().min(0)).optional(),
    temperature_2m: values(z.number().min(-90).max(70)),
    relative_humidity_2m: values(z.number().min(0).max(100)),
    weather_code: values(z.number().int().min(0).max(99)),
  })
  .superRefine((hourly, ctx) => {
    const length = hourly.time.length;
    for (const key of HOURLY_VARIABLES) {
      const column = hourly[key];
      if (column && column.length !== length) {
        ctx.addIssue({ code: "custom", path: [key], message: `has ${column.length} values for ${length} times` });
      }
    }
  });

export const OpenMeteoForecastSchema = z.object({
  utc_offset_seconds: z.number().int().min(-18 * 3600).max(18 * 3600),
  timezone: z.string().optional(),
  hourly: OpenMeteoHourlySchema,
});

export type OpenMeteoForecastBody = z.infer<typeof OpenMeteoForecastSchema>;
