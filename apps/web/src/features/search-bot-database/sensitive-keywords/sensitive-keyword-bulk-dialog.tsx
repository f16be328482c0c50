import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { bulkSensitiveKeywordSchema, type BulkSensitiveKeywordResult } from '@backoffice/contract';
import { FormDialogFooter } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useBulkAddSensitiveKeywords } from '../api/bulk-add-sensitive-keywords';

type FormInput = z.input<typeof bulkSensitiveKeywordSchema>;
type FormValues = z.output<typeof bulkSensitiveKeywordSchema>;

/** The batch dialog's form: many sensitive words at once, one a line; afterwards, what was left out and why. */
export function SensitiveKeywordBatchForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const [result, setResult] = useState<BulkSensitiveKeywordResult>();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(bulkSensitiveKeywordSchema),
    defaultValues: { text: '' },
  });
  const bulkAdd = useBulkAddSensitiveKeywords();

  async function onSubmit(values: FormValues) {
    try {
      const outcome = await bulkAdd.mutateAsync(values.text);
      notify.success(t('sensitive.toast.bulkAdded', { count: outcome.added.length }));
      // Nothing left out: nothing more to say. Otherwise the dialog stays to list what was skipped.
      if (outcome.already_present.length === 0 && outcome.too_long.length === 0) onDone();
      else setResult(outcome);
    } catch (error) {
      applyServerErrors(error, form.setError, ['text']);
      notify.error(t('sensitive.toast.bulkFailed', { reason: errorMessage(error) }));
    }
  }

  if (result) {
    return (
      <div className="grid gap-4" data-testid="bulk-result">
        <p>{t('sensitive.bulk.added', { count: result.added.length })}</p>
        <SkippedList
          title={t('sensitive.bulk.alreadyPresent', { count: result.already_present.length })}
          words={result.already_present}
        />
        <SkippedList title={t('sensitive.bulk.tooLong', { count: result.too_long.length })} words={result.too_long} />
        <DialogFooter>
          <Button onClick={onDone}>{t('sensitive.bulk.done')}</Button>
        </DialogFooter>
      </div>
    );
  }

  const label = t('sensitive.bulk.words');
  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="text"
          label={label}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={10} className="font-mono" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter
          cancelLabel={t('common.cancel')}
          submitLabel={t('sensitive.bulk.submit')}
          submitting={submitting}
        />
      </form>
    </Form>
  );
}

function SkippedList({ title, words }: { title: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <section className="grid gap-1" aria-label={title}>
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="text-muted-foreground max-h-32 overflow-auto text-sm break-all">
        {words.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>
    </section>
  );
}
