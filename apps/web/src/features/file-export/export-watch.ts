import { useSyncExternalStore } from 'react';
import { EXPORT_MESSAGES, type Export } from '@backoffice/contract';
import { currentLocale } from '@/lib/i18n';
import { notify, type ToastAction } from '@/lib/toast';

/**
 * The exports this tab has seen Pending. Each one's outcome is announced once — 'File successfully
 * exported!' or 'Export failed, please try again.' — whether the user watches it on /file-export/ or
 * started it from a list and went on working elsewhere.
 */
let watched: readonly number[] = [];
const listeners = new Set<() => void>();

function setWatched(next: readonly number[]): void {
  watched = next;
  for (const listener of listeners) listener();
}

export function watchExport(id: number): void {
  if (!watched.includes(id)) setWatched([...watched, id]);
}

export function unwatchExport(id: number): void {
  if (watched.includes(id)) setWatched(watched.filter((item) => item !== id));
}

/**
 * The one toast an export shows: "Export started" becomes its outcome in place, so a job that ends a
 * moment after it started does not push the started toast (and its way to the exports) out of sight.
 */
export function exportToastId(id: number): string {
  return `export-${id}`;
}

/**
 * Announces a watched export that has left Pending, and stops watching it; `view` (the way to the
 * exports, from another page) stays on the toast.
 */
export function settleExport(job: Export, view?: ToastAction): void {
  if (job.status === 'Pending') {
    watchExport(job.id);
    return;
  }
  if (!watched.includes(job.id)) return;
  unwatchExport(job.id);
  const messages = EXPORT_MESSAGES[currentLocale()];
  if (job.status === 'Completed') notify.success(messages.success, view, exportToastId(job.id));
  else if (job.status === 'Failed') notify.error(messages.failed, exportToastId(job.id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWatchedExports(): readonly number[] {
  return useSyncExternalStore(subscribe, () => watched);
}
