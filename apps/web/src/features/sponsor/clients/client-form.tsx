import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  createSponsorClientSchema,
  type SponsorClient,
  sponsorClientSchema,
  type CreateSponsorClient,
  type UpdateSponsorClient,
} from '@backoffice/contract';
import { characterCount, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { NOTHING_CHANGED, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { sponsorClientRecords } from '../api/sponsor-client-records';

/** Add (no client) or rename a sponsor client. */
export const clientForm: RecordListForm<SponsorClient> = {
  className: 'sm:max-w-md',
  render: (client, onDone) => <ClientForm client={client} onDone={onDone} />,
};

function ClientForm({ client, onDone }: { client: SponsorClient | undefined; onDone: () => void }) {
  const { t } = useTranslation('sponsor');
  const form = useRecordForm(createSponsorClientSchema, { name: client?.name ?? '' });
  const { create: createClient, update: updateClient } = useRecordMutations<
    SponsorClient,
    CreateSponsorClient,
    UpdateSponsorClient
  >(sponsorClientRecords, sponsorClientSchema);
  const onSubmit = useRecordSave({
    form,
    save: (values) => {
      if (!client) return createClient.mutateAsync(values);
      if (values.name === client.name) return Promise.resolve(NOTHING_CHANGED);
      return updateClient.mutateAsync({ id: client.id, changes: { name: values.name } });
    },
    ...saveToasts({ t, prefix: 'client.' }, client !== undefined),
    fields: ['name'],
    conflicts: { SPONSOR_CLIENT_NAME_ALREADY_USED: 'name' },
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={client ? t('common.save') : t('client.form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('client.form.name')}
        description={characterCount(t, 'client.form.length', LIMITS.clientName)}
      />
    </RecordForm>
  );
}
