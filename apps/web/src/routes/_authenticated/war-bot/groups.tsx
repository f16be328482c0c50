import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { GroupListPage } from '@/features/war-bot/groups/group-list-page';
import { groupSearchSchema } from '@/features/war-bot/groups/group-search';

/** /war-bot/groups: the tracked groups (permission WAR_BOT). */
export const Route = createFileRoute('/_authenticated/war-bot/groups')({
  validateSearch: groupSearchSchema,
  beforeLoad: requirePage('/war-bot/groups'),
  component: GroupListRoute,
});

function GroupListRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <GroupListPage search={search} onSearchChange={onSearchChange} />;
}
