import { lazy, Suspense, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListExportRequest } from '@/components/data-table/list-export';
import { Button } from '@/components/ui/button';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useSessionUser } from '@/lib/session';
import { canExport } from './export-access';
import { exportFilters } from './export-request';

// Loaded on first use: the form and its schema are not needed to show a list.
const ExportDialog = lazy(() => import('./export-dialog'));

/** "Export" on a list page: the list as filtered and sorted now, to a CSV file made in the background. */
export function ExportAction({ type, params, range, selected }: ListExportRequest) {
  // Not suspending: the list shows at once and the button joins it when its words have loaded.
  const { t, ready } = useTranslation('fileExport', { useSuspense: false });
  const user = useSessionUser();
  const flags = useFeatureFlags();
  const [open, setOpen] = useState(false);
  // Each opening starts from the view as it is then.
  const [round, setRound] = useState(0);

  if (!ready || !flags.FILE_EXPORT || !user || !canExport(user.permissions, type)) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="h-8"
        onClick={() => {
          setRound((current) => current + 1);
          setOpen(true);
        }}
      >
        <DownloadIcon aria-hidden="true" />
        {selected === undefined ? t('action.export') : t('action.exportSelected', { count: selected })}
      </Button>
      {round > 0 && (
        <Suspense fallback={null}>
          <ExportDialog
            key={round}
            open={open}
            onOpenChange={setOpen}
            type={type}
            filters={exportFilters(params)}
            range={range}
            allData={selected !== undefined}
          />
        </Suspense>
      )}
    </>
  );
}
