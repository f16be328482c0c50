import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createApiKeySchema, type CreatedApiKey } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useCreateApiKey } from './api/create-api-key';
import { ScopeChecklist } from './scope-checklist';
import { StalkerPicker } from './stalker-picker';

interface ApiKeyCreateDialogProps extends RecordDialogProps {
  /** Changes at every opening, so the form starts empty each time (and stays drawn while closing). */
  round: number;
  /** Receives the new key, whole: the one moment it can be shown. */
  onCreated: (key: CreatedApiKey) => void;
}

/** Create an API key: a name for the caller, the scopes it may use and, for a stalker key, the stalkers it serves. */
export function ApiKeyCreateDialog({ open, onOpenChange, round, onCreated }: ApiKeyCreateDialogProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={t('form.title')}
      description={t('form.description')}
    >
      <ApiKeyCreateForm key={round} onCreated={onCreated} />
    </RecordFormDialog>
  );
}

function ApiKeyCreateForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('apiKeys');
  const form = useRecordForm(createApiKeySchema, { name: '', scopes: ['read'] });
  const create = useCreateApiKey();
  const servesStalkers = useWatch({ control: form.control, name: 'scopes' }).includes('stalker');
  const onSubmit = useRecordSave({
    form,
    save: async (values) => {
      const created = await create.mutateAsync(values);
      // The key is handed on and not kept in the mutation's state.
      create.reset();
      return created;
    },
    success: () => t('toast.created'),
    failure: (reason) => t('toast.createFailed', { reason }),
    fields: ['name', 'scopes', 'stalker_ids'],
    onDone: (created) => created && onCreated(created),
  });

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('form.cancel')} submitLabel={t('form.submit')}>
      <TextField control={form.control} name="name" label={t('form.name')} placeholder={t('form.namePlaceholder')} />
      <FormField
        control={form.control}
        name="scopes"
        label={t('form.scopes')}
        render={({ field, fieldState }) => (
          <FormItem>
            <ScopeChecklist
              legend={t('form.scopes')}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Only a stalker key serves stalkers: unchecking the scope forgets the ones picked.
                if (!next.includes('stalker')) form.setValue('stalker_ids', undefined);
              }}
              invalid={fieldState.invalid}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      {servesStalkers && (
        <FormField
          control={form.control}
          name="stalker_ids"
          label={t('form.stalkers')}
          render={({ field, fieldState }) => (
            <FormItem>
              <StalkerPicker
                legend={t('form.stalkers')}
                value={field.value ?? []}
                onChange={field.onChange}
                invalid={fieldState.invalid}
              />
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </RecordForm>
  );
}
