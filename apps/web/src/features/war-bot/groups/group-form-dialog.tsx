import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { GROUP_TITLE_MAX, WAR_GROUP_SIDES, WAR_GROUP_TYPES, createWarGroupSchema, type WarGroup } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { SelectField } from '@/components/form-fields/select-field';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useCreateWarGroup } from '../api/create-war-group';
import { useUpdateWarGroup } from '../api/update-war-group';
import { groupName } from '../group-name';

type GroupFormInput = z.input<typeof createWarGroupSchema>;
type GroupFormValues = z.output<typeof createWarGroupSchema>;
const GROUP_FORM_FIELDS = ['link', 'title', 'type', 'side'] as const;

interface GroupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to edit; none to add one. */
  group?: WarGroup;
}

/** Track a group, or edit one tracked. */
export function GroupFormDialog({ open, onOpenChange, group }: GroupFormDialogProps) {
  const { t } = useTranslation('warBot');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={group ? t('groups.form.editTitle') : t('groups.form.addTitle')}
      description={group ? t('groups.form.editDescription', { name: groupName(group) }) : t('groups.form.addDescription')}
    >
      <GroupForm key={group?.id ?? 'new'} group={group} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function GroupForm({ group, onDone }: { group: WarGroup | undefined; onDone: () => void }) {
  const { t } = useTranslation('warBot');
  const initial: GroupFormInput = { link: group?.link ?? '', title: group?.title ?? '', type: group?.type ?? 'Group', side: group?.side ?? 'Own' };
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({ resolver: zodResolver(createWarGroupSchema), defaultValues: initial });
  const createGroup = useCreateWarGroup();
  const updateGroup = useUpdateWarGroup();

  async function onSubmit(values: GroupFormValues) {
    const failedKey = group ? 'groups.toast.updateFailed' : 'groups.toast.createFailed';
    try {
      if (!group) {
        await createGroup.mutateAsync(values);
        notify.success(t('groups.toast.created'));
      } else {
        const changes = pickChanges({ link: group.link, title: group.title, type: group.type, side: group.side }, values);
        if (Object.keys(changes).length > 0) {
          await updateGroup.mutateAsync({ id: group.id, changes });
          notify.success(t('groups.toast.updated'));
        }
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, GROUP_FORM_FIELDS, { WAR_GROUP_LINK_ALREADY_USED: 'link' });
      notify.error(t(failedKey, { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="link"
          label={t('groups.form.link')}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('groups.form.link')}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" placeholder="https://t.me/…" />
              </FormControl>
              <FormDescription>{t('groups.form.linkHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="title"
          label={t('groups.form.title')}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('groups.form.title')}</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ''} autoComplete="off" />
              </FormControl>
              <FormDescription>{t('groups.form.length', { current: (field.value ?? '').length, max: GROUP_TITLE_MAX })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <SelectField control={form.control} name="type" label={t('groups.form.type')} options={WAR_GROUP_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
        <SelectField control={form.control} name="side" label={t('groups.form.side')} options={WAR_GROUP_SIDES.map((value) => ({ value, label: t(`side.${value}`) }))} />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={group ? t('common.save') : t('groups.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
