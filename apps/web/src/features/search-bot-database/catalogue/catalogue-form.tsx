import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_CATEGORIES,
  TIERS,
  createCatalogueEntrySchema,
  type CatalogueEntry,
  catalogueEntrySchema,
  type CreateCatalogueEntry,
  type UpdateCatalogueEntry,
} from '@backoffice/contract';
import { ActiveStatusField, NumberField, SelectField, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { pickChanges } from '@/lib/pick-changes';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { catalogueRecords } from '../api/catalogue-records';

/** What the edit and delete dialogs call an entry. */
export const catalogueNames = (entry: CatalogueEntry) => ({ name: entry.display_name, link: entry.link });

/** Add (no entry) or edit one keyword database entry. */
export const catalogueForm: RecordListForm<CatalogueEntry> = {
  className: 'sm:max-w-lg',
  render: (entry, onDone) => <CatalogueForm entry={entry} onDone={onDone} />,
};

function CatalogueForm({ entry, onDone }: { entry: CatalogueEntry | undefined; onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const initial = entry && {
    link: entry.link,
    category: entry.category,
    display_name: entry.display_name,
    tier: entry.tier,
    member_count: entry.member_count,
    status: entry.status,
  };
  // category stays empty until picked, so the form says "Please select a Category" instead of guessing.
  const form = useRecordForm(
    createCatalogueEntrySchema,
    initial ?? { link: '', display_name: '', tier: 'Public', member_count: 0, status: 'Active' },
  );
  const { create, update } = useRecordMutations<CatalogueEntry, CreateCatalogueEntry, UpdateCatalogueEntry>(
    catalogueRecords,
    catalogueEntrySchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: async (values) => {
      if (!entry || !initial) return create.mutateAsync(values);
      // An unchanged edit is not sent, yet said saved like any other.
      const changes = pickChanges(initial, values);
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: entry.id, changes });
    },
    ...saveToasts({ t, prefix: 'catalogue.' }, entry !== undefined),
    fields: ['link', 'category', 'display_name', 'tier', 'member_count', 'status'],
    conflicts: { CATALOGUE_LINK_ALREADY_USED: 'link' },
    onDone,
  });

  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={entry ? t('common.save') : t('catalogue.form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="link"
        label={t('catalogue.form.link')}
        placeholder="https://t.me/…"
        description={t('catalogue.form.linkHint')}
      />
      <TextField control={form.control} name="display_name" label={t('catalogue.form.displayName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="category"
          label={t('catalogue.form.category')}
          placeholder={t('catalogue.form.categoryPlaceholder')}
          options={options(CATALOGUE_CATEGORIES, (category) => t(`category.${category}`))}
        />
        <SelectField
          control={form.control}
          name="tier"
          label={t('catalogue.form.tier')}
          emptyValue="Public"
          options={options(TIERS, (tier) => t(`tier.${tier}`))}
        />
        <NumberField control={form.control} name="member_count" label={t('catalogue.form.memberCount')} />
        <ActiveStatusField control={form.control} name="status" label={t('catalogue.form.status')} />
      </div>
    </RecordForm>
  );
}
