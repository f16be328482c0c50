import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { ErrorCode } from '@backoffice/contract';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify, type ToastAction } from '@/lib/toast';

/** A record's form, checked by its contract schema: the values typed in are the schema's input, those saved its output. */
export function useRecordForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodMiniType<TOut, TIn>,
  defaultValues: NoInfer<DefaultValues<TIn>>,
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<TIn, unknown, TOut> {
  return useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues, ...options });
}

/** What a save may answer when there was nothing to send: the dialog closes without a toast. */
export const NOTHING_CHANGED = Symbol('nothing changed');

/** Sends the fields of `values` that differ from `initial`; nothing changed, nothing sent. */
export async function sendChanges<T extends Record<string, unknown>>(
  initial: T,
  values: T,
  send: (changes: Partial<T>) => Promise<unknown>,
): Promise<unknown> {
  const changes = pickChanges(initial, values);
  return Object.keys(changes).length === 0 ? NOTHING_CHANGED : send(changes);
}

interface RecordSaveOptions<TIn extends FieldValues, TOut extends FieldValues, TSaved> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Creates or updates; resolves to NOTHING_CHANGED when an edit changed nothing. */
  save: (values: TOut) => Promise<TSaved | typeof NOTHING_CHANGED>;
  /** The success toast, in the product's wording (it may quote what the server answered). */
  success: (saved: TSaved) => string;
  /** The failure toast, given the server's reason in the current language (and the error, for special cases). */
  failure: (reason: string, error: unknown) => string;
  /** The fields a VALIDATION_FAILED answer may name. */
  fields: readonly Path<TIn>[];
  /** Conflicts that name a field (a taken e-mail, name, link…): shown under it. */
  conflicts?: Partial<Record<ErrorCode, Path<TIn>>>;
  /** A button in the success toast (e.g. "View exports"). */
  successAction?: ToastAction;
  /** Names the success toast, for a later toast about the same record to replace it in place. */
  successToastId?: (saved: TSaved) => string;
  /** Puts what the form shows in its own way onto it (e.g. a range's bounds onto the range field). */
  onFailure?: (error: unknown, placedOnField: boolean) => void;
  /** Closes the dialog once saved; given what the save answered (nothing when nothing changed). */
  onDone: (saved?: TSaved) => void;
}

/**
 * The submit of a record form: save, toast, close. A failure lands on the form: field errors under their
 * fields; a conflict that names a field only under that field (it says it all, a toast would repeat it);
 * anything else in the failure toast. Invalid fields are toasted too, since a field may be out of sight.
 */
export function useRecordSave<TIn extends FieldValues, TOut extends FieldValues, TSaved = unknown>({
  form,
  save,
  success,
  failure,
  fields,
  conflicts = {},
  successAction,
  successToastId,
  onFailure,
  onDone,
}: RecordSaveOptions<TIn, TOut, TSaved>): (values: TOut) => Promise<void> {
  return async (values: TOut) => {
    try {
      const saved = await save(values);
      if (saved === NOTHING_CHANGED) return onDone();
      notify.success(success(saved), successAction, successToastId?.(saved));
      onDone(saved);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, fields, conflicts);
      onFailure?.(error, placed);
      const conflictShown = placed && isApiError(error) && error.code !== 'VALIDATION_FAILED';
      if (!conflictShown) notify.error(failure(errorMessage(error), error));
    }
  };
}
