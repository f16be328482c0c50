import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { AuditLogPage } from '@/features/audit-log/audit-log-page';
import { auditLogSearchSchema } from '@/features/audit-log/audit-log-search';

export const Route = createFileRoute('/_authenticated/user/audit-log')({
  validateSearch: auditLogSearchSchema,
  beforeLoad: requirePage('/user/audit-log'),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <AuditLogPage search={search} onSearchChange={onSearchChange} />;
}
