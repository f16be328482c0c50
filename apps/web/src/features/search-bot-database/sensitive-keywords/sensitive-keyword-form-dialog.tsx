import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { createSensitiveKeywordSchema, type SensitiveKeyword } from '@backoffice/contract';
import { ActiveStatusField } from '@/components/form-fields/active-status-field';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useCreateSensitiveKeyword } from '../api/create-sensitive-keyword';
import { useUpdateSensitiveKeyword } from '../api/update-sensitive-keyword';

type FormInput = z.input<typeof createSensitiveKeywordSchema>;
type FormValues = z.output<typeof createSensitiveKeywordSchema>;
const FIELDS = ['keyword', 'status'] as const;

interface SensitiveKeywordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword?: SensitiveKeyword;
}

/** Add or edit one sensitive keyword. */
export function SensitiveKeywordFormDialog({ open, onOpenChange, keyword }: SensitiveKeywordFormDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={keyword ? t('sensitive.form.editTitle') : t('sensitive.form.addTitle')}
      description={keyword ? t('sensitive.form.editDescription', { keyword: keyword.keyword }) : t('sensitive.form.addDescription')}
    >
      <SensitiveKeywordForm key={keyword?.id ?? 'new'} keyword={keyword} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function SensitiveKeywordForm({ keyword, onDone }: { keyword: SensitiveKeyword | undefined; onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(createSensitiveKeywordSchema),
    defaultValues: { keyword: keyword?.keyword ?? '', status: keyword?.status ?? 'Active' },
  });
  const create = useCreateSensitiveKeyword();
  const update = useUpdateSensitiveKeyword();

  async function onSubmit(values: FormValues) {
    const failedKey = keyword ? 'sensitive.toast.updateFailed' : 'sensitive.toast.createFailed';
    try {
      if (keyword) {
        const changes = pickChanges({ keyword: keyword.keyword, status: keyword.status }, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: keyword.id, changes });
        notify.success(t('sensitive.toast.updated'));
      } else {
        await create.mutateAsync(values);
        notify.success(t('sensitive.toast.created'));
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, { SENSITIVE_KEYWORD_ALREADY_USED: 'keyword' });
      notify.error(t(failedKey, { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = { keyword: t('sensitive.form.keyword'), status: t('sensitive.form.status') };
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="keyword"
          label={labels.keyword}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.keyword}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <ActiveStatusField control={form.control} name="status" label={labels.status} />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={keyword ? t('common.save') : t('sensitive.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
