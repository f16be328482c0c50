import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  exportFormatsOf,
  exportSchema,
  parseMessage,
  type CreateExport,
  type Export,
  type ExportFormat,
  type ExportType,
} from '@backoffice/contract';
import { DateRangeFilter, type DateRangeValue } from '@/components/data-table/date-range-filter';
import { CheckboxField, FormFieldShell, SelectField, TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordMutations } from '@/components/record-mutations';
import { FormControl } from '@/components/ui/form';
import { isApiError } from '@/lib/http';
import { useSessionUser } from '@/lib/session';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { exportRecords } from './api/export-records';
import { exportableTypes } from './export-access';
import { defaultExportName, exportFormSchema, toCreateExport } from './export-request';
import { exportToastId, watchExport } from './export-watch';

interface ExportRequest {
  /** The list's type, fixed by the page it is exported from; chosen in the form when absent. */
  type?: ExportType;
  /** The list's query (no paging) the export selects its rows with. */
  filters: Record<string, unknown>;
  /** The list's date range, the export's range to start from. */
  range: DateRangeValue;
  /** Start with "All data in view" ticked: the filters name the rows (a selection), not a period. */
  allData?: boolean;
}

/** "Export": what to export, under which name, in which format, and over which dates (or all data in view). */
export default function ExportDialog({ open, onOpenChange, ...request }: RecordDialogProps & ExportRequest) {
  const { t } = useTranslation('fileExport');
  // The title names the file the export makes: "Export to CSV", or to JSON Lines once that is chosen.
  const [format, setFormat] = useState<ExportFormat>('csv');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={t(format === 'jsonl' ? 'dialog.titleJsonl' : 'dialog.title')}
      description={t('dialog.description')}
    >
      <ExportForm {...request} onFormatChange={setFormat} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

interface ExportFormProps extends ExportRequest {
  onFormatChange: (format: ExportFormat) => void;
  onDone: () => void;
}

function ExportForm({ type, filters, range, allData: startWithAll = false, onFormatChange, onDone }: ExportFormProps) {
  const { t } = useTranslation('fileExport');
  const navigate = useNavigate();
  const held = useSessionUser()?.permissions ?? [];
  const typeOptions = (type ? [type] : exportableTypes(held)).map((item) => ({
    value: item,
    label: t(`types.${item}`),
  }));
  const form = useRecordForm(exportFormSchema, {
    type,
    name: type ? defaultExportName(t(`types.${type}`)) : '',
    all_data: startWithAll,
    format: 'csv',
    range,
  });
  const { create: createExport } = useRecordMutations<Export, CreateExport>(exportRecords, exportSchema);
  const allData = useWatch({ control: form.control, name: 'all_data' });
  const chosenType = useWatch({ control: form.control, name: 'type' });
  // Offered only where the list has more than CSV (the audit log's JSON Lines).
  const formats = chosenType ? exportFormatsOf(chosenType) : ['csv'];
  const onSubmit = useRecordSave({
    form,
    save: async (values) => {
      const job = await createExport.mutateAsync(toCreateExport(values, filters));
      watchExport(job.id);
      return job;
    },
    success: (job) => t('toast.started', { name: job.name }),
    // The way to the exports, unless the export was started from them.
    ...(type && { successAction: { label: t('toast.view'), onClick: () => void navigate({ to: '/file-export' }) } }),
    successToastId: (job) => exportToastId(job.id),
    // 'Error: No data available for export' and the like: the error's own wording.
    failure: (reason) => reason,
    fields: ['type', 'name', 'format'],
    // The server names the range's bounds; the form shows them on its one range field.
    onFailure: (error, placed) => {
      const bound =
        isApiError(error) && error.code === 'VALIDATION_FAILED'
          ? error.fieldErrors.find((field) => field.field === 'from' || field.field === 'to')
          : undefined;
      if (bound)
        form.setError(
          'range',
          { type: 'server', message: parseMessage(bound.code) ? bound.code : bound.message },
          { shouldFocus: !placed },
        );
    },
    onDone,
  });
  // A name the user has not typed follows the type; a format the new type does not offer goes back to CSV.
  const onTypeChange = (next: string) => {
    if (!form.getFieldState('name').isDirty) form.setValue('name', defaultExportName(t(`types.${next as ExportType}`)));
    if (!exportFormatsOf(next as ExportType).includes(form.getValues('format') ?? 'csv')) {
      form.setValue('format', 'csv');
      onFormatChange('csv');
    }
  };

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('dialog.cancel')} submitLabel={t('dialog.submit')}>
      <SelectField
        control={form.control}
        name="type"
        label={t('dialog.type')}
        placeholder={t('dialog.typePlaceholder')}
        disabled={type !== undefined}
        options={typeOptions}
        onValueChange={onTypeChange}
      />
      <TextField control={form.control} name="name" label={t('dialog.name')} description={t('dialog.nameHint')} />
      {formats.length > 1 && (
        <SelectField
          control={form.control}
          name="format"
          label={t('dialog.format')}
          description={t('dialog.formatHint')}
          options={formats.map((item) => ({ value: item, label: t(`formats.${item}`) }))}
          onValueChange={(next) => onFormatChange(next as ExportFormat)}
        />
      )}
      <FormFieldShell control={form.control} name="range" label={t('dialog.range')}>
        {(field) => (
          <FormControl>
            <DateRangeFilter
              title={t('dialog.rangePlaceholder')}
              value={field.value as DateRangeValue}
              onChange={(next) => field.onChange(next)}
              onBlur={field.onBlur}
              disabled={allData}
              className="h-9 w-full justify-start"
            />
          </FormControl>
        )}
      </FormFieldShell>
      {/* Ticking it answers a missing range; unticking asks again, once a submit has been tried. */}
      <CheckboxField
        control={form.control}
        name="all_data"
        label={t('dialog.allData')}
        description={t('dialog.allDataHint')}
        onCheckedChange={() => form.formState.isSubmitted && void form.trigger('range')}
      />
    </RecordForm>
  );
}
