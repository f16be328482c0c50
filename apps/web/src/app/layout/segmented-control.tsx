import type * as React from 'react';
import { cn } from '@/lib/utils';

export interface SegmentOption<T extends string> {
  value: T;
  /** Visible content (text or an icon). */
  content: React.ReactNode;
  /** Accessible name when the content is an icon. */
  label?: string;
  lang?: string;
}

/**
 * A small group of toggle buttons (one pressed). Plain buttons rather than a menu: the switchers sit
 * on the sign-in page, whose JavaScript must stay small.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-md border bg-background p-0.5">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            lang={option.lang}
            aria-pressed={pressed}
            aria-label={option.label}
            title={option.label}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-7 min-w-7 shrink-0 items-center justify-center gap-1 rounded-sm px-1.5 text-xs sm:px-2 font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-3.5',
              // One text colour per state: the sign-in page has no tailwind-merge to drop the other (lib/utils.ts).
              pressed ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.content}
          </button>
        );
      })}
    </div>
  );
}
