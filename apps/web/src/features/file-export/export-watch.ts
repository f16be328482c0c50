import { useSyncExternalStore } from 'react';
import { EXPORT_MESSAGES, type Export } from '@backoffice/contract';
import { currentLocale } from '@/lib/i18n';
import { notify } from '@/lib/toast';

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

/** Announces a watched export that has left Pending, and stops watching it. */
export function settleExport(job: Export): void {
  if (job.status === 'Pending') {
    watchExport(job.id);
    return;
  }
  if (!watched.includes(job.id)) return;
  unwatchExport(job.id);
  const messages = EXPORT_MESSAGES[currentLocale()];
  if (job.status === 'Completed') notify.success(messages.success);
  else if (job.status === 'Failed') notify.error(messages.failed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWatchedExports(): readonly number[] {
  return useSyncExternalStore(subscribe, () => watched);
}
