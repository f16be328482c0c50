import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { createAdsKeywordSchema } from '@backoffice/contract';
import { FormDialogFooter } from '@/components/record-form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateAdsKeyword } from '../api/create-ads-keyword';

type FormInput = z.input<typeof createAdsKeywordSchema>;
type FormValues = z.output<typeof createAdsKeywordSchema>;

interface AddAdsKeywordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Keyword Monitoring Input": one field, sent trimmed. The form lives inside the dialog's content,
 * which unmounts on close, so closing in any way (Cancel, Escape, outside click, success) clears the
 * text and its error.
 */
export function AddAdsKeywordDialog({ open, onOpenChange }: AddAdsKeywordDialogProps) {
  const { t } = useTranslation('adsKeywordTracking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <AddAdsKeywordForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddAdsKeywordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('adsKeywordTracking');
  // Validated as the user types, so whitespace alone shows the required message at once.
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(createAdsKeywordSchema), defaultValues: { keyword: '' }, mode: 'onChange' });
  const create = useCreateAdsKeyword();
  const text = useWatch({ control: form.control, name: 'keyword' });

  async function onSubmit(values: FormValues) {
    try {
      const created = await create.mutateAsync(values);
      notify.success(t('add.success', { keyword: created.keyword }));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['keyword'], { ADS_KEYWORD_ALREADY_TRACKED: 'keyword' });
      notify.error(t('add.failed', { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  const label = t('add.newKeyword');
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="keyword"
          label={label}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={t('add.submit')} submitting={submitting} disabled={(text ?? '').trim() === ''} />
      </form>
    </Form>
  );
}
