import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parseMessage, type ExportType } from '@backoffice/contract';
import type { DateRangeValue } from '@/components/data-table/date-range-filter';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/http';
import { useSessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useCreateExport } from './api/create-export';
import { exportableTypes } from './export-access';
import { defaultExportName, exportFormSchema, toCreateExport, type ExportFormInput, type ExportFormValues } from './export-request';
import { watchExport } from './export-watch';

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's type, fixed by the page it is exported from; chosen in the form when absent. */
  type?: ExportType;
  /** The list's query (no paging) the export selects its rows with. */
  filters: Record<string, unknown>;
  /** The list's date range, the export's range to start from. */
  range: DateRangeValue;
}

/** "Export": what to export, under which name, and over which dates (or all data in view). */
export default function ExportDialog({ open, onOpenChange, type, filters, range }: ExportDialogProps) {
  const { t } = useTranslation('fileExport');
  return (
    <RecordFormDialog open={open} onOpenChange={onOpenChange} className="sm:max-w-lg" title={t('dialog.title')} description={t('dialog.description')}>
      <ExportForm type={type} filters={filters} range={range} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

/** The server names the range's bounds; the form shows them on its one range field. */
function applyExportErrors(error: unknown, setError: UseFormSetError<ExportFormInput>): void {
  const placed = applyServerErrors(error, setError, ['type', 'name'] as const);
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return;
  const bound = error.fieldErrors.find((field) => field.field === 'from' || field.field === 'to');
  if (bound) setError('range', { type: 'server', message: parseMessage(bound.code) ? bound.code : bound.message }, { shouldFocus: !placed });
}

function ExportForm({ type, filters, range, onDone }: Omit<ExportDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('fileExport');
  const navigate = useNavigate();
  const user = useSessionUser();
  const types = exportableTypes(user?.permissions ?? []);
  const form = useForm<ExportFormInput, unknown, ExportFormValues>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { type, name: type ? defaultExportName(t(`types.${type}`)) : '', all_data: false, range },
  });
  const createExport = useCreateExport();
  const allData = useWatch({ control: form.control, name: 'all_data' });

  async function onSubmit(values: ExportFormValues) {
    try {
      const job = await createExport.mutateAsync(toCreateExport(values, filters));
      watchExport(job.id);
      notify.success(t('toast.started', { name: job.name }), { label: t('toast.view'), onClick: () => void navigate({ to: '/file-export' }) });
      onDone();
    } catch (error) {
      applyExportErrors(error, form.setError);
      // 'Error: No data available for export' and the like: the error's own wording.
      notify.error(errorMessage(error));
    }
  }

  const labels = { type: t('dialog.type'), name: t('dialog.name'), range: t('dialog.range'), allData: t('dialog.allData') };
  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="type"
          label={labels.type}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.type}</FormLabel>
              <Select
                value={field.value ?? ''}
                onValueChange={(next) => {
                  field.onChange(next);
                  // A name the user has not typed follows the type.
                  if (!form.getFieldState('name').isDirty) form.setValue('name', defaultExportName(t(`types.${next as ExportType}`)));
                }}
                disabled={type !== undefined}
              >
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue placeholder={t('dialog.typePlaceholder')} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {(type ? [type] : types).map((item) => (
                    <SelectItem key={item} value={item}>
                      {t(`types.${item}`)}
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
          name="name"
          label={labels.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.name}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormDescription>{t('dialog.nameHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="range"
          label={labels.range}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.range}</FormLabel>
              <FormControl>
                <DateRangeFilter
                  title={t('dialog.rangePlaceholder')}
                  value={field.value}
                  onChange={(next) => field.onChange(next)}
                  onBlur={field.onBlur}
                  disabled={allData}
                  className="h-9 w-full justify-start"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="all_data"
          label={labels.allData}
          render={({ field }) => (
            <FormItem className="flex flex-row items-start gap-3">
              <FormControl>
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked === true);
                    // Ticking it answers a missing range; unticking asks again, once a submit has been tried.
                    if (form.formState.isSubmitted) void form.trigger('range');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormControl>
              <div className="grid gap-1.5">
                <FormLabel>{labels.allData}</FormLabel>
                <FormDescription>{t('dialog.allDataHint')}</FormDescription>
              </div>
            </FormItem>
          )}
        />
        <FormDialogFooter cancelLabel={t('dialog.cancel')} submitLabel={t('dialog.submit')} submitting={submitting} />
      </form>
    </Form>
  );
}
