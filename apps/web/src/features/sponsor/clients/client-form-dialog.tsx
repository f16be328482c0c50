import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LIMITS, createSponsorClientSchema, type SponsorClient } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateSponsorClient } from '../api/create-sponsor-client';
import { useUpdateSponsorClient } from '../api/update-sponsor-client';

type ClientFormInput = z.input<typeof createSponsorClientSchema>;
type ClientFormValues = z.output<typeof createSponsorClientSchema>;
const CLIENT_FORM_FIELDS = ['name'] as const;

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to rename; none to add one. */
  client?: SponsorClient;
}

/** Add or rename a sponsor client. */
export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  const { t } = useTranslation('sponsor');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={client ? t('client.form.editTitle') : t('client.form.addTitle')}
      description={client ? t('client.form.editDescription', { name: client.name }) : t('client.form.addDescription')}
    >
      <ClientForm key={client?.id ?? 'new'} client={client} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function ClientForm({ client, onDone }: { client: SponsorClient | undefined; onDone: () => void }) {
  const { t } = useTranslation('sponsor');
  const form = useForm<ClientFormInput, unknown, ClientFormValues>({
    resolver: zodResolver(createSponsorClientSchema),
    defaultValues: { name: client?.name ?? '' },
  });
  const createClient = useCreateSponsorClient();
  const updateClient = useUpdateSponsorClient();

  async function onSubmit(values: ClientFormValues) {
    const failedKey = client ? 'client.toast.updateFailed' : 'client.toast.createFailed';
    try {
      if (!client) {
        await createClient.mutateAsync(values);
        notify.success(t('client.toast.created'));
      } else if (values.name !== client.name) {
        await updateClient.mutateAsync({ id: client.id, changes: { name: values.name } });
        notify.success(t('client.toast.updated'));
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, CLIENT_FORM_FIELDS, { SPONSOR_CLIENT_NAME_ALREADY_USED: 'name' });
      notify.error(t(failedKey, { reason: errorMessage(error) }));
    }
  }

  const label = t('client.form.name');
  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="name"
          label={label}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormDescription>{t('client.form.length', { current: field.value.length, max: LIMITS.clientName })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={client ? t('common.save') : t('client.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
