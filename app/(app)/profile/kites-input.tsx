"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CONDITIONS } from "@/lib/1-domain/forecast/messages-conditions";
import { MAX_KITES } from "@/lib/1-domain/validation/preferences-limits";
import { formatKn } from "@/lib/0-base/format";

type Props = { value: number[]; onChange: (sizes: number[]) => void; error?: string; invalid?: boolean };

/** The quiver: one chip per kite with its remove button, and a field to add a size (« 9 », « 10,5 »). */
export function KitesInput({ value, onChange, error, invalid }: Props) {
  const [draft, setDraft] = useState("");
  const ids = { label: useId(), input: useId(), error: useId(), hint: useId() };
  const add = () => {
    const size = Number(draft.replace(",", ".").trim());
    if (!draft.trim() || !Number.isFinite(size)) return;
    // The schema judges the size (range, half metres, duplicates): the rider sees its French message.
    onChange([...value, size].sort((a, b) => a - b));
    setDraft("");
  };
  return (
    <div role="group" aria-labelledby={ids.label} aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint} className="space-y-2">
      <p id={ids.label} className="text-sm leading-none font-medium">
        {CONDITIONS.kites}
      </p>
      <ul className="flex min-h-11 flex-wrap items-center gap-2" data-testid="kites">
        {value.length === 0 ? <li className="text-sm text-muted-foreground">{CONDITIONS.kitesEmpty}</li> : null}
        {value.map((size, i) => (
          <li key={`${size}-${i}`} className="flex items-center rounded-full border border-primary/40 bg-primary/5 pl-3 text-base font-semibold">
            {formatKn(size)} m²
            <button
              type="button"
              className="ml-1 flex size-11 items-center justify-center rounded-full text-lg text-muted-foreground hover:bg-primary/10 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              aria-label={CONDITIONS.kiteRemove(formatKn(size))}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {value.length < MAX_KITES ? (
        <div className="flex gap-2">
          <Input
            id={ids.input}
            aria-label={CONDITIONS.kiteNew}
            placeholder="9"
            inputMode="decimal"
            className="h-11 w-28"
            aria-invalid={invalid ? true : undefined}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" className="h-11" onClick={add}>
            {CONDITIONS.kiteAdd}
          </Button>
        </div>
      ) : null}
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {CONDITIONS.kitesHint}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
