import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { isApiError } from '@/lib/http';
import { getExportQueryOptions } from './api/get-export';
import { settleExport, unwatchExport, useWatchedExports } from './export-watch';

/** Follows the exports this tab started until each one is done, wherever the user goes meanwhile. */
export function ExportWatcher() {
  const ids = useWatchedExports();
  const results = useQueries({ queries: ids.map((id) => getExportQueryOptions(id)) });
  useEffect(() => {
    results.forEach((result, index) => {
      const id = ids[index];
      if (result.data) settleExport(result.data);
      // Deleted meanwhile (here or elsewhere): nothing left to announce.
      else if (id !== undefined && isApiError(result.error) && result.error.status === 404) unwatchExport(id);
    });
  }, [results, ids]);
  return null;
}
