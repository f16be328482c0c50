import type * as Sonner from 'sonner';
import { errorMessage } from '@/lib/errors';

type Toast = typeof Sonner.toast;

/**
 * sonner (the toasts) is fetched the first time something is shown, not with the first page: the
 * sign-in page only needs it after a failed attempt. A toast asked for while it loads is shown once
 * it has (sonner's Toaster also shows toasts created before it subscribed), in the order asked.
 */
let loading: Promise<typeof Sonner> | undefined;
let loaded: typeof Sonner | undefined;
const listeners = new Set<() => void>();

function withToast(show: (toast: Toast) => void): void {
  if (loaded) {
    show(loaded.toast);
    return;
  }
  if (!loading) {
    loading = import('sonner').then((module) => {
      loaded = module;
      return module;
    });
    for (const listener of listeners) listener();
  }
  void loading.then((module) => show(module.toast));
}

/** Whether a toast has been asked for, so the Toaster is wanted on the page (see DeferredToaster). */
export function toastsRequested(): boolean {
  return loading !== undefined;
}

export function subscribeToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A button in a toast, e.g. "View exports" after an export has started. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** One place for notifications, so their look and wording stay consistent. */
export const notify = {
  /**
   * `id` names a toast that a later one replaces in place (one toast per export: started, then its
   * outcome), instead of pushing it out of sight (the Toaster shows one toast at a time).
   */
  success(message: string, action?: ToastAction, id?: string): void {
    withToast((toast) => toast.success(message, { ...(action && { action }), ...(id !== undefined && { id }) }));
  },
  /** A success that can be taken back for a while, e.g. a delete with Undo. */
  undoable(message: string, action: ToastAction, durationMs: number): void {
    withToast((toast) => toast.success(message, { action, duration: durationMs }));
  },
  error(message: string, id?: string): void {
    withToast((toast) => toast.error(message, id !== undefined ? { id } : undefined));
  },
  /** A failed call: its wording in the current language. */
  failure(error: unknown, fallback?: string): void {
    const message = fallback ?? errorMessage(error);
    withToast((toast) => toast.error(message));
  },
  info(message: string): void {
    withToast((toast) => toast(message));
  },
  /** Clears what is shown, e.g. an earlier failure once signing in has worked. Nothing shown yet: nothing to do. */
  dismissAll(): void {
    if (loading) withToast((toast) => toast.dismiss());
  },
};
