import type * as React from 'react';

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
 * on the sign-in page, whose JavaScript must stay small. Each button carries its group's `name` and
 * its option's `value`, so the sign-in page's HTML works before its script (apps/web/build/sign-in-page.tsx):
 * `submits` makes them a form's submit buttons, and app/auth/painted-theme-buttons.ts finds the theme's.
 */
export function SegmentedControl<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  submits = false,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange: (value: T) => void;
  submits?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-md border bg-background p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type={submits ? 'submit' : 'button'}
          name={name}
          value={option.value}
          lang={option.lang}
          aria-pressed={option.value === value}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.value)}
          // Styled by aria-pressed, not by the value rendered: the painted page's theme buttons show the
          // stored choice by their attribute alone until React's replace them.
          className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center gap-1 rounded-sm px-1.5 text-xs sm:px-2 font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-3.5"
        >
          {option.content}
        </button>
      ))}
    </div>
  );
}
