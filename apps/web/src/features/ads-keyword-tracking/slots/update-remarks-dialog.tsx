import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { slotRemarksSchema, type AdsKeywordSlot } from '@backoffice/contract';
import { FormDialogFooter } from '@/components/record-form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateAdsKeywordSlot } from '../api/update-ads-keyword-slot';

const remarksFormSchema = z.object({ remarks: slotRemarksSchema });
type FormInput = z.input<typeof remarksFormSchema>;
type FormValues = z.output<typeof remarksFormSchema>;

interface UpdateRemarksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slot: AdsKeywordSlot | undefined;
}

/** "Update Remarks": opens with the slot's current remark and no error; sends the trimmed text. */
export function UpdateRemarksDialog({ open, onOpenChange, slot }: UpdateRemarksDialogProps) {
  const { t } = useTranslation('adsKeywordTracking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('remarks.title')}</DialogTitle>
          <DialogDescription>{t('remarks.description', { slot: slot?.slot ?? '' })}</DialogDescription>
        </DialogHeader>
        {/* Keyed by slot: each opening starts from that slot's remark. */}
        {slot && <UpdateRemarksForm key={slot.id} slot={slot} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UpdateRemarksForm({ slot, onDone }: { slot: AdsKeywordSlot; onDone: () => void }) {
  const { t } = useTranslation('adsKeywordTracking');
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(remarksFormSchema), defaultValues: { remarks: slot.remarks } });
  const update = useUpdateAdsKeywordSlot();

  async function onSubmit(values: FormValues) {
    try {
      await update.mutateAsync({ id: slot.id, changes: { remarks: values.remarks } });
      notify.success(t('remarks.success'));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['remarks']);
      notify.error(t('remarks.failed', { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  const label = t('remarks.field');
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="remarks"
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
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={t('remarks.submit')} submitting={submitting} />
      </form>
    </Form>
  );
}
