import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adsKeywordSchema, createAdsKeywordSchema, type AdsKeyword, type CreateAdsKeyword } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordMutations } from '@/components/record-mutations';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { adsKeywordRecords } from '../api/ads-keyword-records';

/**
 * "Keyword Monitoring Input": one field, sent trimmed. The form lives inside the dialog's content,
 * which unmounts on close, so closing in any way (Cancel, Escape, outside click, success) clears the
 * text and its error.
 */
export function AddAdsKeywordDialog({ open, onOpenChange }: RecordDialogProps) {
  const { t } = useTranslation('adsKeywordTracking');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={t('add.title')}
      description={t('add.description')}
    >
      <AddAdsKeywordForm onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function AddAdsKeywordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('adsKeywordTracking');
  // Validated as the user types, so whitespace alone shows the required message at once.
  const form = useRecordForm(createAdsKeywordSchema, { keyword: '' }, { mode: 'onChange' });
  const { create } = useRecordMutations<AdsKeyword, CreateAdsKeyword>(adsKeywordRecords, adsKeywordSchema);
  const text = useWatch({ control: form.control, name: 'keyword' });
  const onSubmit = useRecordSave({
    form,
    save: (values) => create.mutateAsync(values),
    success: (created) => t('add.success', { keyword: created.keyword }),
    failure: (reason) => t('add.failed', { reason }),
    fields: ['keyword'],
    conflicts: { ADS_KEYWORD_ALREADY_TRACKED: 'keyword' },
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={t('add.submit')}
      submitDisabled={(text ?? '').trim() === ''}
    >
      <TextField control={form.control} name="keyword" label={t('add.newKeyword')} />
    </RecordForm>
  );
}
