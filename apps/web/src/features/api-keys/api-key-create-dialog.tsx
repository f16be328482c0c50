import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { API_KEY_SCOPES, createApiKeySchema, type ApiKeyScope, type CreatedApiKey } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateApiKey } from './api/create-api-key';
import { StalkerPicker } from './stalker-picker';

type FormInput = z.input<typeof createApiKeySchema>;
type FormValues = z.output<typeof createApiKeySchema>;
const FIELDS = ['name', 'scopes', 'stalker_ids'] as const;

interface ApiKeyCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes at every opening, so the form starts empty each time (and stays drawn while closing). */
  round: number;
  /** Receives the new key, whole: the one moment it can be shown. */
  onCreated: (key: CreatedApiKey) => void;
}

/** Create an API key: a name for the caller, the scopes it may use and, for a stalker key, the stalkers it serves. */
export function ApiKeyCreateDialog({ open, onOpenChange, round, onCreated }: ApiKeyCreateDialogProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <RecordFormDialog open={open} onOpenChange={onOpenChange} className="sm:max-w-md" title={t('form.title')} description={t('form.description')}>
      <ApiKeyCreateForm key={round} onCreated={onCreated} />
    </RecordFormDialog>
  );
}

function ApiKeyCreateForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('apiKeys');
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: '', scopes: ['read'] } });
  const create = useCreateApiKey();
  const scopes = useWatch({ control: form.control, name: 'scopes' });
  const servesStalkers = scopes.includes('stalker');

  async function onSubmit(values: FormValues) {
    try {
      const created = await create.mutateAsync(values);
      // The key is handed on and not kept in the mutation's state.
      create.reset();
      notify.success(t('toast.created'));
      onCreated(created);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      notify.error(t('toast.createFailed', { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = { name: t('form.name'), scopes: t('form.scopes'), stalkers: t('form.stalkers') };
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="name"
          label={labels.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.name}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" placeholder={t('form.namePlaceholder')} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="scopes"
          label={labels.scopes}
          render={({ field, fieldState }) => (
            <FormItem>
              <ScopeChecklist
                legend={labels.scopes}
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
            label={labels.stalkers}
            render={({ field, fieldState }) => (
              <FormItem>
                <StalkerPicker legend={labels.stalkers} value={field.value ?? []} onChange={field.onChange} invalid={fieldState.invalid} />
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormDialogFooter cancelLabel={t('form.cancel')} submitLabel={t('form.submit')} submitting={submitting} />
      </form>
    </Form>
  );
}

interface ScopeChecklistProps {
  legend: string;
  value: readonly ApiKeyScope[];
  onChange: (value: ApiKeyScope[]) => void;
  invalid: boolean;
}

/** One checkbox per scope, with what the scope allows. */
function ScopeChecklist({ legend, value, onChange, invalid }: ScopeChecklistProps) {
  const { t } = useTranslation('apiKeys');
  const baseId = useId();
  const selected = new Set(value);
  // Rebuilt in the contract's order, so what is sent never depends on the clicking order.
  const toggle = (scope: ApiKeyScope, checked: boolean) => onChange(API_KEY_SCOPES.filter((candidate) => (candidate === scope ? checked : selected.has(candidate))));
  return (
    <fieldset className="grid gap-3" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium" data-error={invalid || undefined}>
        {legend}
      </legend>
      {API_KEY_SCOPES.map((scope) => {
        const id = `${baseId}-${scope}`;
        return (
          <div key={scope} className="flex items-start gap-2">
            <Checkbox id={id} checked={selected.has(scope)} onCheckedChange={(checked) => toggle(scope, checked === true)} aria-describedby={`${id}-hint`} />
            <div className="grid gap-0.5">
              <Label htmlFor={id} className="font-normal">
                {t(`scope.${scope}`)}
              </Label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t(`scopeHint.${scope}`)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
