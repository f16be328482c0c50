import { toast } from 'sonner';
import { errorMessage } from '@/lib/errors';

/** One place for notifications, so their look and wording stay consistent. */
export const notify = {
  success(message: string): void {
    toast.success(message);
  },
  error(message: string): void {
    toast.error(message);
  },
  /** A failed call: its wording in the current language. */
  failure(error: unknown, fallback?: string): void {
    toast.error(fallback ?? errorMessage(error));
  },
  info(message: string): void {
    toast(message);
  },
  /** Clears what is shown, e.g. an earlier failure once signing in has worked. */
  dismissAll(): void {
    toast.dismiss();
  },
};
