import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { getExportQueryOptions } from './api/get-export';
import { settleExport, unwatchExport, useWatchedExports } from './export-watch';

/** Follows the exports this tab started until each one is done, wherever the user goes meanwhile. */
export function ExportWatcher() {
  const { t } = useTranslation('fileExport');
  const navigate = useNavigate();
  const ids = useWatchedExports();
  const results = useQueries({ queries: ids.map((id) => getExportQueryOptions(id)) });
  useEffect(() => {
    // The way to the exports, unless they are the page shown.
    const onExports = window.location.pathname.replace(/\/+$/, '') === '/file-export';
    const view = onExports
      ? undefined
      : { label: t('toast.view'), onClick: () => void navigate({ to: '/file-export' }) };
    results.forEach((result, index) => {
      const id = ids[index];
      if (result.data) settleExport(result.data, view);
      // Deleted meanwhile (here or elsewhere): nothing left to announce.
      else if (id !== undefined && isApiError(result.error) && result.error.status === 404) unwatchExport(id);
    });
  }, [results, ids, t, navigate]);
  return null;
}
