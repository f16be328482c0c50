import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { FileExportPage } from '@/features/file-export/file-export-page';
import { exportSearchSchema } from '@/features/file-export/export-search';

export const Route = createFileRoute('/_authenticated/file-export/')({
  validateSearch: exportSearchSchema,
  beforeLoad: requirePage('/file-export'),
  component: FileExportRoute,
});

function FileExportRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <FileExportPage search={search} onSearchChange={onSearchChange} />;
}
