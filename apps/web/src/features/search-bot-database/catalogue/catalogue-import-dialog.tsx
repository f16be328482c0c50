import { useState, type ChangeEvent } from 'react';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_IMPORT, type CatalogueImportPreview } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useImportCatalogue } from '../api/import-catalogue';
import { usePreviewCatalogueImport } from '../api/preview-catalogue-import';
import { PreviewResult } from './catalogue-import-preview';

/** The import dialog's steps: upload → preview with row-level errors → confirm. The server imports every row or none. */
export function CatalogueImportSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const [csv, setCsv] = useState<string>();
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<CatalogueImportPreview>();
  const previewImport = usePreviewCatalogueImport();
  const runImport = useImportCatalogue();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(undefined);
    setCsv(undefined);
    if (!file) return;
    const large = file.size > CATALOGUE_IMPORT.maxBytes;
    setTooLarge(large);
    if (!large) setCsv(await file.text());
  }

  async function onPreview() {
    if (csv === undefined) return;
    try {
      setPreview(await previewImport.mutateAsync(csv));
    } catch (error) {
      notify.error(t('catalogue.toast.importFailed', { reason: errorMessage(error) }));
    }
  }

  async function onImport() {
    if (csv === undefined) return;
    try {
      const count = await runImport.mutateAsync(csv);
      notify.success(t('catalogue.toast.imported', { count }));
      onDone();
    } catch (error) {
      notify.error(t('catalogue.toast.importFailed', { reason: errorMessage(error) }));
    }
  }

  const clean = preview !== undefined && preview.errors.length === 0 && preview.total_rows > 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="catalogue-import-file">{t('catalogue.importDialog.file')}</Label>
        <Input id="catalogue-import-file" type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
        {tooLarge && (
          <p role="alert" className="text-destructive text-sm">
            {t('catalogue.importDialog.tooLarge')}
          </p>
        )}
      </div>
      {preview && <PreviewResult preview={preview} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button
          variant={clean ? 'outline' : 'default'}
          disabled={csv === undefined || previewImport.isPending}
          onClick={() => void onPreview()}
        >
          {previewImport.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t('catalogue.importDialog.preview')}
        </Button>
        {clean && (
          <Button disabled={runImport.isPending} onClick={() => void onImport()}>
            {runImport.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {t('catalogue.importDialog.confirm', { count: preview.total_rows })}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
