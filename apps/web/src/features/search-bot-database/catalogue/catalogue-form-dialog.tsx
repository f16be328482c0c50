import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { CATALOGUE_CATEGORIES, TIERS, createCatalogueEntrySchema, type CatalogueEntry } from '@backoffice/contract';
import { ActiveStatusField } from '@/components/form-fields/active-status-field';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useCreateCatalogueEntry } from '../api/create-catalogue-entry';
import { useUpdateCatalogueEntry } from '../api/update-catalogue-entry';

type FormInput = z.input<typeof createCatalogueEntrySchema>;
type FormValues = z.output<typeof createCatalogueEntrySchema>;
const FIELDS = ['link', 'category', 'display_name', 'tier', 'member_count', 'status'] as const;

interface CatalogueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: CatalogueEntry;
}

/** Add or edit one keyword database entry. */
export function CatalogueFormDialog({ open, onOpenChange, entry }: CatalogueFormDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={entry ? t('catalogue.form.editTitle') : t('catalogue.form.addTitle')}
      description={entry ? t('catalogue.form.editDescription', { name: entry.display_name }) : t('catalogue.form.addDescription')}
    >
      <CatalogueForm key={entry?.id ?? 'new'} entry={entry} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function CatalogueForm({ entry, onDone }: { entry: CatalogueEntry | undefined; onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(createCatalogueEntrySchema),
    // category stays empty until picked, so the form says "Please select a Category" instead of guessing.
    defaultValues: entry
      ? { link: entry.link, category: entry.category, display_name: entry.display_name, tier: entry.tier, member_count: entry.member_count, status: entry.status }
      : { link: '', display_name: '', tier: 'Public', member_count: 0, status: 'Active' },
  });
  const create = useCreateCatalogueEntry();
  const update = useUpdateCatalogueEntry();

  async function onSubmit(values: FormValues) {
    const failedKey = entry ? 'catalogue.toast.updateFailed' : 'catalogue.toast.createFailed';
    try {
      if (entry) {
        const { id: _id, created_at: _c, created_by: _cb, updated_at: _u, updated_by: _ub, ...initial } = entry;
        const changes = pickChanges(initial, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: entry.id, changes });
        notify.success(t('catalogue.toast.updated'));
      } else {
        await create.mutateAsync(values);
        notify.success(t('catalogue.toast.created'));
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, { CATALOGUE_LINK_ALREADY_USED: 'link' });
      notify.error(t(failedKey, { reason: errorMessage(error) }));
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = {
    link: t('catalogue.form.link'),
    category: t('catalogue.form.category'),
    displayName: t('catalogue.form.displayName'),
    tier: t('catalogue.form.tier'),
    memberCount: t('catalogue.form.memberCount'),
    status: t('catalogue.form.status'),
  };
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="link"
          label={labels.link}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.link}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" placeholder="https://t.me/…" />
              </FormControl>
              <FormDescription>{t('catalogue.form.linkHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="display_name"
          label={labels.displayName}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.displayName}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="category"
            label={labels.category}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.category}</FormLabel>
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue placeholder={t('catalogue.form.categoryPlaceholder')} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {CATALOGUE_CATEGORIES.map((category) => (
                      <SelectItem key={category} value={category}>
                        {t(`category.${category}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="tier"
            label={labels.tier}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.tier}</FormLabel>
                <Select value={field.value ?? 'Public'} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {TIERS.map((tier) => (
                      <SelectItem key={tier} value={tier}>
                        {t(`tier.${tier}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="member_count"
            label={labels.memberCount}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.memberCount}</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    min={0}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
                    // An emptied box is NaN, which the contract reports as "must be a whole number".
                    onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <ActiveStatusField control={form.control} name="status" label={labels.status} />
        </div>
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={entry ? t('common.save') : t('catalogue.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
