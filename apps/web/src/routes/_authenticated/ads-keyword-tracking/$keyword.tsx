import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { SlotPage } from '@/features/ads-keyword-tracking/slots/slot-page';
import { slotSearchSchema } from '@/features/ads-keyword-tracking/slots/slot-search';

/** The slots of one tracked keyword; the parameter is the keyword's id. */
export const Route = createFileRoute('/_authenticated/ads-keyword-tracking/$keyword')({
  validateSearch: slotSearchSchema,
  beforeLoad: requirePage('/marketingtool/ads-keyword-tracking'),
  component: SlotRoute,
});

function SlotRoute() {
  const { keyword } = Route.useParams();
  const { search, onSearchChange } = useListRoute(Route);
  // A non-numeric id is no keyword: the page says so above an empty slot table.
  return (
    <SlotPage keywordId={/^\d+$/.test(keyword) ? Number(keyword) : 0} search={search} onSearchChange={onSearchChange} />
  );
}
