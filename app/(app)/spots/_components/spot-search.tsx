"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { SpotListIcons } from "./spot-icons";
import { cn } from "@/lib/0-base/utils";

/*
 * The search box with its suggestions: the ARIA 1.2 combobox pattern (list autocomplete). Arrow keys move
 * through the suggestions, Enter chooses one (the box takes the spot's name), Escape closes the list, then
 * clears the box; a click outside closes it. The list is only shown while the box has focus.
 */
const SEARCH_LABEL = "Rechercher un spot";
const SEARCH_PLACEHOLDER = "Rechercher un spot…";

type Props = {
  value: string;
  onChange: (value: string) => void;
  suggestions: SpotListItem[];
  icons: Pick<SpotListIcons, "search" | "clear" | "suggestion">;
};

export function SpotSearch({ value, onChange, suggestions, icons }: Props) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const expanded = open && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [id, activeIndex]);

  const show = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (spot: SpotListItem) => {
    onChange(spot.name);
    close();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!count) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        setOpen(true);
        if (!expanded) setActive(down ? 0 : count - 1);
        else setActive(down ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      }
      case "Enter":
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]!);
        }
        return;
      case "Escape":
        event.preventDefault();
        if (expanded) close();
        else if (value) onChange("");
        return;
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-input`} className="sr-only">
        {SEARCH_LABEL}
      </label>
      {icons.search}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          show();
        }}
        onFocus={show}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={cn("spot-search-input", value ? "pr-10" : "pr-3")}
      />
      {value && (
        <button
          type="button"
          aria-label="Effacer la recherche"
          // Keeps the focus (and the list) in the box.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onChange("");
            inputRef.current?.focus();
          }}
          className="spot-search-clear"
        >
          {icons.clear}
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions de spots"
        hidden={!expanded}
        // A press inside the list (an option, the scroll bar) must not blur the box before the click lands.
        onMouseDown={(e) => e.preventDefault()}
        className="spot-suggestions"
      >
        {expanded &&
          suggestions.map((spot, index) => (
            <li
              key={spot.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => choose(spot)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              className="spot-suggestion"
            >
              {icons.suggestion}
              <span className="min-w-0">
                <span>{spot.name}</span>
                <span>{spot.description}</span>
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
