import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { GroupListPage } from '@/features/war-bot/groups/group-list-page';
import { groupSearchSchema, type GroupSearch } from '@/features/war-bot/groups/group-search';

/** /war-bot/groups: the tracked groups (permission WAR_BOT). */
export const Route = createFileRoute('/_authenticated/war-bot/groups')({
  validateSearch: groupSearchSchema,
  beforeLoad: requirePermission(['WAR_BOT']),
  component: GroupListRoute,
});

function GroupListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every table change is a new history entry, so back/forward walk through pages and filters.
  const onSearchChange = useCallback((next: GroupSearch) => void navigate({ search: next }), [navigate]);
  return <GroupListPage search={search} onSearchChange={onSearchChange} />;
}
