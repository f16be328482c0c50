import type { ReactNode } from 'react';
import { ListExportProvider, type ListExportRequest } from '@/components/data-table/list-export';
import { ExportAction } from './export-action';
import { ExportWatcher } from './export-watcher';

function renderExportAction(request: ListExportRequest) {
  return <ExportAction {...request} />;
}

/** Gives every list its Export action and follows started exports; inside the query provider. */
export function FileExportProvider({ children }: { children: ReactNode }) {
  return (
    <ListExportProvider value={renderExportAction}>
      <ExportWatcher />
      {children}
    </ListExportProvider>
  );
}
