import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { AuditLogPage } from '@/features/audit-log/audit-log-page';
import { auditLogSearchSchema, type AuditLogSearch } from '@/features/audit-log/audit-log-search';

export const Route = createFileRoute('/_authenticated/user/audit-log')({
  validateSearch: auditLogSearchSchema,
  beforeLoad: requirePermission(['ALL']),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: AuditLogSearch) => void navigate({ search: next }), [navigate]);
  return <AuditLogPage search={search} onSearchChange={onSearchChange} />;
}
