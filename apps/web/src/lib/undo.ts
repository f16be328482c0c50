import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { translate } from '@/lib/texts';

/** How long Undo is offered after a delete. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * Shows that records were deleted, with Undo for ten seconds: Undo brings them back (the rows were only
 * marked deleted) and says so, or says why it could not (another record took a name meanwhile).
 */
export function notifyDeletedWithUndo(message: string, count: number, restore: () => Promise<unknown>): void {
  notify.undoable(
    message,
    {
      label: translate('undo.action', { ns: 'common' }),
      onClick: () => {
        restore().then(
          () => notify.success(translate('undo.restored', { ns: 'common', count })),
          (error: unknown) => notify.error(translate('undo.failed', { ns: 'common', reason: errorMessage(error) })),
        );
      },
    },
    UNDO_WINDOW_MS,
  );
}
