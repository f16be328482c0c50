import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { GROUP_TYPES, type Stalker, type UpdateStalker } from '@backoffice/contract';
import { ActiveStatusField } from '@/components/form-fields/active-status-field';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { SelectField } from '@/components/form-fields/select-field';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useCreateStalker } from './api/create-stalker';
import { useUpdateStalker } from './api/update-stalker';
import {
  STALKER_FORM_FIELDS,
  createStalkerFormSchema,
  editStalkerFormSchema,
  stalkerFormDefaults,
  type StalkerFormInput,
  type StalkerFormValues,
} from './stalker-form-schema';

interface StalkerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stalker to edit; none to add one. */
  stalker?: Stalker;
}

/** Add or edit a stalker. The session string can be replaced, never read back. */
export function StalkerFormDialog({ open, onOpenChange, stalker }: StalkerFormDialogProps) {
  const { t } = useTranslation('stalker');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={stalker ? t('form.editTitle') : t('form.addTitle')}
      description={stalker ? t('form.editDescription', { name: `@${stalker.username}` }) : t('form.addDescription')}
    >
      {/* Mounted only while open, so every opening starts from the record's current values. */}
      <StalkerForm key={stalker?.id ?? 'new'} stalker={stalker} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function StalkerForm({ stalker, onDone }: { stalker: Stalker | undefined; onDone: () => void }) {
  const { t } = useTranslation('stalker');
  const form = useForm<StalkerFormInput, unknown, StalkerFormValues>({
    resolver: zodResolver(stalker ? editStalkerFormSchema : createStalkerFormSchema),
    defaultValues: stalkerFormDefaults(stalker),
  });
  const createStalker = useCreateStalker();
  const updateStalker = useUpdateStalker();

  async function save(values: StalkerFormValues): Promise<'created' | 'updated' | 'unchanged'> {
    if (!stalker) {
      await createStalker.mutateAsync(values);
      return 'created';
    }
    const { session_string: sessionString, ...rest } = values;
    const initial: typeof rest = {
      tg_id: stalker.tg_id,
      username: stalker.username,
      group_type: stalker.group_type,
      remarks: stalker.remarks,
      status: stalker.status,
      premium: stalker.premium,
    };
    const changes: UpdateStalker = pickChanges(initial, rest);
    // Blank keeps the stored session string.
    if (sessionString) changes.session_string = sessionString;
    if (Object.keys(changes).length === 0) return 'unchanged';
    await updateStalker.mutateAsync({ id: stalker.id, changes });
    return 'updated';
  }

  async function onSubmit(values: StalkerFormValues) {
    try {
      const outcome = await save(values);
      if (outcome !== 'unchanged') notify.success(t(outcome === 'created' ? 'toast.created' : 'toast.updated'));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, STALKER_FORM_FIELDS, { STALKER_SESSION_STRING_INVALID: 'session_string', STALKER_ALREADY_EXISTS: 'tg_id' });
      notify.error(t(stalker ? 'toast.updateFailed' : 'toast.createFailed', { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="tg_id" label={t('form.tgId')} inputMode="numeric" />
          <TextField control={form.control} name="username" label={t('form.username')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <GroupTypeField control={form.control} />
          <ActiveStatusField control={form.control} name="status" label={t('form.status')} />
        </div>
        <SessionStringField control={form.control} isEdit={stalker !== undefined} />
        <FormField
          control={form.control}
          name="remarks"
          label={t('form.remarks')}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.remarks')}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={2} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <PremiumField control={form.control} />
        <FormDialogFooter cancelLabel={t('form.cancel')} submitLabel={stalker ? t('form.save') : t('form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}

type StalkerControl = Control<StalkerFormInput, unknown, StalkerFormValues>;

function TextField({ control, name, label, inputMode }: { control: StalkerControl; name: 'tg_id' | 'username'; label: string; inputMode?: 'numeric' }) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} autoComplete="off" inputMode={inputMode} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function GroupTypeField({ control }: { control: StalkerControl }) {
  const { t } = useTranslation('stalker');
  const options = GROUP_TYPES.map((type) => ({ value: type, label: t(`groupType.${type}`) }));
  return <SelectField control={control} name="group_type" label={t('form.groupType')} options={options} placeholder={t('form.groupTypePlaceholder')} />;
}

/** A secret: typed hidden, never prefilled; on edit, blank keeps the stored one. */
function SessionStringField({ control, isEdit }: { control: StalkerControl; isEdit: boolean }) {
  const { t } = useTranslation('stalker');
  const label = t('form.sessionString');
  return (
    <FormField
      control={control}
      name="session_string"
      label={label}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <PasswordInput {...field} autoComplete="off" spellCheck={false} className="font-mono" />
          </FormControl>
          <FormDescription>{isEdit ? t('form.sessionStringKeep') : t('form.sessionStringHint')}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function PremiumField({ control }: { control: StalkerControl }) {
  const { t } = useTranslation('stalker');
  return (
    <FormField
      control={control}
      name="premium"
      render={({ field }) => (
        <FormItem className="flex items-center gap-2">
          <FormControl>
            <Switch checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          </FormControl>
          <FormLabel className="font-normal">{t('form.premium')}</FormLabel>
        </FormItem>
      )}
    />
  );
}
