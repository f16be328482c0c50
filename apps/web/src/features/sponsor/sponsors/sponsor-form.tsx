import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  LIMITS,
  createSponsorSchema,
  expiredDateRefusal,
  type Sponsor,
  type SponsorClient,
  sponsorSchema,
  type CreateSponsor,
  type UpdateSponsor,
} from '@backoffice/contract';
import { characterCount, DateField, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { sponsorRecords } from '../api/sponsor-records';

/**
 * The contract's create schema without client_id (the page's client is the sponsor's client), refusing
 * a newly chosen expired date in the past as the server does: `kept`, the date an edited sponsor already
 * has, may stay even once it has passed, so an ended sponsor is edited without being made to renew.
 */
function sponsorFormSchema(kept: string | undefined) {
  return z.omit(createSponsorSchema, { client_id: true }).check(
    z.superRefine((values, context) => {
      // Today in UTC days, as the server judges expiry.
      const refusal = expiredDateRefusal(values.expired_date, new Date().toISOString().slice(0, 10), kept);
      if (refusal)
        context.addIssue({ code: 'custom', path: ['expired_date'], message: refusal, input: values.expired_date });
    }),
  );
}

/** Add (no sponsor) or edit a sponsor of one client. */
export function sponsorForm(client: SponsorClient, addDescription: string): RecordListForm<Sponsor> {
  return {
    className: 'sm:max-w-lg',
    addDescription,
    render: (sponsor, onDone) => <SponsorForm client={client} sponsor={sponsor} onDone={onDone} />,
  };
}

function SponsorForm({
  client,
  sponsor,
  onDone,
}: {
  client: SponsorClient;
  sponsor: Sponsor | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('sponsor');
  const initial = {
    display: sponsor?.display ?? '',
    link: sponsor?.link ?? '',
    expired_date: sponsor?.expired_date ?? '',
  };
  const kept = sponsor?.expired_date;
  const schema = useMemo(() => sponsorFormSchema(kept), [kept]);
  const form = useRecordForm(schema, initial);
  const { create: createSponsor, update: updateSponsor } = useRecordMutations<Sponsor, CreateSponsor, UpdateSponsor>(
    sponsorRecords,
    sponsorSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: (values) =>
      sponsor
        ? sendChanges(initial, values, (changes) => updateSponsor.mutateAsync({ id: sponsor.id, changes }))
        : createSponsor.mutateAsync({ client_id: client.id, ...values }),
    ...saveToasts({ t, prefix: 'sponsor.' }, sponsor !== undefined),
    fields: ['display', 'link', 'expired_date'],
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={sponsor ? t('common.save') : t('sponsor.form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="display"
        label={t('sponsor.form.display')}
        description={characterCount(t, 'sponsor.form.length', LIMITS.displayName)}
      />
      <TextField
        control={form.control}
        name="link"
        label={t('sponsor.form.link')}
        placeholder="t.me/…"
        description={t('sponsor.form.linkHint')}
      />
      <DateField
        control={form.control}
        name="expired_date"
        label={t('sponsor.form.expiredDate')}
        placeholder={t('sponsor.form.pickDate')}
      />
    </RecordForm>
  );
}
