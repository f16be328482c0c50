import { useTranslation } from 'react-i18next';
import {
  GROUP_TITLE_MAX,
  WAR_GROUP_SIDES,
  WAR_GROUP_TYPES,
  createWarGroupSchema,
  type WarGroup,
  warGroupSchema,
  type CreateWarGroup,
  type UpdateWarGroup,
} from '@backoffice/contract';
import { characterCount, SelectField, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { warGroupRecords } from '../api/war-group-records';

/** Track a group (no group), or edit one tracked. */
export const groupForm: RecordListForm<WarGroup> = {
  className: 'sm:max-w-md',
  render: (group, onDone) => <GroupForm group={group} onDone={onDone} />,
};

function GroupForm({ group, onDone }: { group: WarGroup | undefined; onDone: () => void }) {
  const { t } = useTranslation('warBot');
  const initial = {
    link: group?.link ?? '',
    title: group?.title ?? '',
    type: group?.type ?? 'Group',
    side: group?.side ?? 'Own',
  } as const;
  const form = useRecordForm(createWarGroupSchema, initial);
  const { create: createGroup, update: updateGroup } = useRecordMutations<WarGroup, CreateWarGroup, UpdateWarGroup>(
    warGroupRecords,
    warGroupSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: (values) => {
      if (!group) return createGroup.mutateAsync(values);
      const current = { link: group.link, title: group.title, type: group.type, side: group.side };
      return sendChanges(current, values, (changes) => updateGroup.mutateAsync({ id: group.id, changes }));
    },
    ...saveToasts({ t, prefix: 'groups.' }, group !== undefined),
    fields: ['link', 'title', 'type', 'side'],
    conflicts: { WAR_GROUP_LINK_ALREADY_USED: 'link' },
    onDone,
  });

  const options = (values: readonly string[], key: 'type' | 'side') =>
    values.map((value) => ({ value, label: t(`${key}.${value}`) }));
  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={group ? t('common.save') : t('groups.form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="link"
        label={t('groups.form.link')}
        placeholder="https://t.me/…"
        description={t('groups.form.linkHint')}
      />
      <TextField
        control={form.control}
        name="title"
        label={t('groups.form.title')}
        description={characterCount(t, 'groups.form.length', GROUP_TITLE_MAX)}
      />
      <SelectField
        control={form.control}
        name="type"
        label={t('groups.form.type')}
        options={options(WAR_GROUP_TYPES, 'type')}
      />
      <SelectField
        control={form.control}
        name="side"
        label={t('groups.form.side')}
        options={options(WAR_GROUP_SIDES, 'side')}
      />
    </RecordForm>
  );
}
