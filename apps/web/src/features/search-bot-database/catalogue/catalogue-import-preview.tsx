import { useTranslation } from 'react-i18next';
import { CATALOGUE_IMPORT, type CatalogueImportPreview } from '@backoffice/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** What an import would do: how many rows are valid, the errors by row and field, and the first rows as read. */
export function PreviewResult({ preview }: { preview: CatalogueImportPreview }) {
  const { t } = useTranslation('searchBotDatabase');
  return (
    <div className="grid gap-3" data-testid="import-preview">
      <p className="text-sm">
        {t('catalogue.importDialog.summary', { count: preview.total_rows, valid: preview.valid_rows })}{' '}
        {preview.errors.length === 0
          ? t('catalogue.importDialog.clean')
          : t('catalogue.importDialog.hasErrors', { count: preview.errors.length })}
      </p>
      {preview.errors.length > 0 && (
        <div className="max-h-56 overflow-auto rounded-md border">
          <Table aria-label={t('catalogue.importDialog.hasErrors', { count: preview.errors.length })}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('catalogue.importDialog.row')}</TableHead>
                <TableHead className="w-32">{t('catalogue.importDialog.field')}</TableHead>
                <TableHead>{t('catalogue.importDialog.message')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.errors.map((error) => (
                <TableRow key={`${error.row}-${error.field}-${error.code}`}>
                  <TableCell className="tabular-nums">{error.row}</TableCell>
                  <TableCell className="font-mono text-xs">{error.field}</TableCell>
                  {/* Wrapped, not cut at the dialog's edge: the reason is the one thing to read here. */}
                  <TableCell className="whitespace-normal break-words text-destructive">{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {preview.rows.length > 0 && (
        <div className="max-h-56 overflow-auto rounded-md border">
          <Table aria-label={t('catalogue.importDialog.firstRows')}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('catalogue.importDialog.row')}</TableHead>
                {CATALOGUE_IMPORT.columns.map((column) => (
                  <TableHead key={column} className="font-mono text-xs">
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell className="tabular-nums">{row.row}</TableCell>
                  {CATALOGUE_IMPORT.columns.map((column) => (
                    <TableCell key={column} className="max-w-48 truncate">
                      {row[column]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
