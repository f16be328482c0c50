import type { ReactNode } from 'react';
import { TriangleAlertIcon } from 'lucide-react';

/** A warning that goes with what is shown once (a new API key, recovery codes): it will not be shown again. */
export function WarningNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-300"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
