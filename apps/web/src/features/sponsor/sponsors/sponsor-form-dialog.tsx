import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { LIMITS, createSponsorSchema, type Sponsor, type SponsorClient, type UpdateSponsor } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useCreateSponsor } from '../api/create-sponsor';
import { useUpdateSponsor } from '../api/update-sponsor';
import { DatePicker } from '@/components/form-fields/date-picker';

/** The contract's create schema without client_id: the page's client is the sponsor's client. */
const sponsorFormSchema = z.omit(createSponsorSchema, { client_id: true });
type SponsorFormInput = z.input<typeof sponsorFormSchema>;
type SponsorFormValues = z.output<typeof sponsorFormSchema>;
const SPONSOR_FORM_FIELDS = ['display', 'link', 'expired_date'] as const;

interface SponsorFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: SponsorClient;
  /** The sponsor to edit; none to add one. */
  sponsor?: Sponsor;
}

/** Add or edit a sponsor of one client. */
export function SponsorFormDialog({ open, onOpenChange, client, sponsor }: SponsorFormDialogProps) {
  const { t } = useTranslation('sponsor');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={sponsor ? t('sponsor.form.editTitle') : t('sponsor.form.addTitle')}
      description={sponsor ? t('sponsor.form.editDescription', { name: sponsor.display }) : t('sponsor.form.addDescription', { client: client.name })}
    >
      <SponsorForm key={sponsor?.id ?? 'new'} client={client} sponsor={sponsor} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function SponsorForm({ client, sponsor, onDone }: { client: SponsorClient; sponsor: Sponsor | undefined; onDone: () => void }) {
  const { t } = useTranslation('sponsor');
  const initial: SponsorFormValues = { display: sponsor?.display ?? '', link: sponsor?.link ?? '', expired_date: sponsor?.expired_date ?? '' };
  const form = useForm<SponsorFormInput, unknown, SponsorFormValues>({ resolver: zodResolver(sponsorFormSchema), defaultValues: initial });
  const createSponsor = useCreateSponsor();
  const updateSponsor = useUpdateSponsor();

  async function onSubmit(values: SponsorFormValues) {
    const failedKey = sponsor ? 'sponsor.toast.updateFailed' : 'sponsor.toast.createFailed';
    try {
      if (!sponsor) {
        await createSponsor.mutateAsync({ client_id: client.id, ...values });
        notify.success(t('sponsor.toast.created'));
      } else {
        const changes: UpdateSponsor = pickChanges(initial, values);
        if (Object.keys(changes).length > 0) {
          await updateSponsor.mutateAsync({ id: sponsor.id, changes });
          notify.success(t('sponsor.toast.updated'));
        }
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, SPONSOR_FORM_FIELDS);
      notify.error(t(failedKey, { reason: errorMessage(error) }));
    }
  }

  const labels = { display: t('sponsor.form.display'), link: t('sponsor.form.link'), expiredDate: t('sponsor.form.expiredDate') };
  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="display"
          label={labels.display}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.display}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormDescription>{t('sponsor.form.length', { current: field.value.length, max: LIMITS.displayName })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="link"
          label={labels.link}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.link}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" placeholder="t.me/…" />
              </FormControl>
              <FormDescription>{t('sponsor.form.linkHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="expired_date"
          label={labels.expiredDate}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.expiredDate}</FormLabel>
              <FormControl>
                <DatePicker
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  placeholder={t('sponsor.form.pickDate')}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={sponsor ? t('common.save') : t('sponsor.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
