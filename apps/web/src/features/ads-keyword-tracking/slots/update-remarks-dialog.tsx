import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { slotRemarksSchema, type AdsKeywordSlot } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useUpdateAdsKeywordSlot } from '../api/update-ads-keyword-slot';

const remarksFormSchema = z.object({ remarks: slotRemarksSchema });

/** "Update Remarks": opens with the slot's current remark and no error; sends the trimmed text. */
export function UpdateRemarksDialog({
  open,
  onOpenChange,
  slot,
}: RecordDialogProps & { slot: AdsKeywordSlot | undefined }) {
  const { t } = useTranslation('adsKeywordTracking');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={t('remarks.title')}
      description={t('remarks.description', { slot: slot?.slot ?? '' })}
    >
      {/* Keyed by slot: each opening starts from that slot's remark. */}
      {slot && <UpdateRemarksForm key={slot.id} slot={slot} onDone={() => onOpenChange(false)} />}
    </RecordFormDialog>
  );
}

function UpdateRemarksForm({ slot, onDone }: { slot: AdsKeywordSlot; onDone: () => void }) {
  const { t } = useTranslation('adsKeywordTracking');
  const form = useRecordForm(remarksFormSchema, { remarks: slot.remarks });
  const update = useUpdateAdsKeywordSlot();
  const onSubmit = useRecordSave({
    form,
    save: (values) => update.mutateAsync({ id: slot.id, changes: { remarks: values.remarks } }),
    success: () => t('remarks.success'),
    failure: (reason) => t('remarks.failed', { reason }),
    fields: ['remarks'],
    onDone,
  });

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('common.cancel')} submitLabel={t('remarks.submit')}>
      <TextField control={form.control} name="remarks" label={t('remarks.field')} />
    </RecordForm>
  );
}
