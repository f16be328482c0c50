import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { LIMITS, createSponsorSchema, type Sponsor, type SponsorClient } from '@backoffice/contract';
import { DateField, TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useCreateSponsor } from '../api/create-sponsor';
import { useUpdateSponsor } from '../api/update-sponsor';

/** The contract's create schema without client_id: the page's client is the sponsor's client. */
const sponsorFormSchema = z.omit(createSponsorSchema, { client_id: true });

/** Add (no sponsor) or edit a sponsor of one client. */
export function SponsorFormDialog({ open, onOpenChange, client, sponsor }: RecordDialogProps & { client: SponsorClient; sponsor?: Sponsor }) {
  const { t } = useTranslation('sponsor');
  const title = sponsor ? t('sponsor.form.editTitle') : t('sponsor.form.addTitle');
  const description = sponsor ? t('sponsor.form.editDescription', { name: sponsor.display }) : t('sponsor.form.addDescription', { client: client.name });
  return (
    <RecordFormDialog open={open} onOpenChange={onOpenChange} className="sm:max-w-lg" title={title} description={description}>
      <SponsorForm key={sponsor?.id ?? 'new'} client={client} sponsor={sponsor} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function SponsorForm({ client, sponsor, onDone }: { client: SponsorClient; sponsor: Sponsor | undefined; onDone: () => void }) {
  const { t } = useTranslation('sponsor');
  const initial = { display: sponsor?.display ?? '', link: sponsor?.link ?? '', expired_date: sponsor?.expired_date ?? '' };
  const form = useRecordForm(sponsorFormSchema, initial);
  const createSponsor = useCreateSponsor();
  const updateSponsor = useUpdateSponsor();
  const onSubmit = useRecordSave({
    form,
    save: (values) =>
      sponsor
        ? sendChanges(initial, values, (changes) => updateSponsor.mutateAsync({ id: sponsor.id, changes }))
        : createSponsor.mutateAsync({ client_id: client.id, ...values }),
    success: () => t(sponsor ? 'sponsor.toast.updated' : 'sponsor.toast.created'),
    failure: (reason) => t(sponsor ? 'sponsor.toast.updateFailed' : 'sponsor.toast.createFailed', { reason }),
    fields: ['display', 'link', 'expired_date'],
    onDone,
  });

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('common.cancel')} submitLabel={sponsor ? t('common.save') : t('sponsor.form.submitAdd')}>
      <TextField
        control={form.control}
        name="display"
        label={t('sponsor.form.display')}
        description={(value) => t('sponsor.form.length', { current: String(value).length, max: LIMITS.displayName })}
      />
      <TextField control={form.control} name="link" label={t('sponsor.form.link')} placeholder="t.me/…" description={t('sponsor.form.linkHint')} />
      <DateField control={form.control} name="expired_date" label={t('sponsor.form.expiredDate')} placeholder={t('sponsor.form.pickDate')} />
    </RecordForm>
  );
}
