import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { FileExportPage } from '@/features/file-export/file-export-page';
import { exportSearchSchema, type ExportSearch } from '@/features/file-export/export-search';

export const Route = createFileRoute('/_authenticated/file-export/')({
  validateSearch: exportSearchSchema,
  beforeLoad: requireAccess({ permissions: ['FILE_EXPORT'], flag: 'FILE_EXPORT' }),
  component: FileExportRoute,
});

function FileExportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every table change is a new history entry, so back/forward walk through pages and filters.
  const onSearchChange = useCallback((next: ExportSearch) => void navigate({ search: next }), [navigate]);
  return <FileExportPage search={search} onSearchChange={onSearchChange} />;
}
