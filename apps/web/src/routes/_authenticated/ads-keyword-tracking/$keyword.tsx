import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "@/app/access";
import { SlotPage } from "@/features/ads-keyword-tracking/slots/slot-page";
import {
  slotSearchSchema,
  type SlotSearch,
} from "@/features/ads-keyword-tracking/slots/slot-search";

/** The slots of one tracked keyword; the parameter is the keyword's id. */
export const Route = createFileRoute(
  "/_authenticated/ads-keyword-tracking/$keyword",
)({
  validateSearch: slotSearchSchema,
  beforeLoad: requirePermission(["ADS_KEYWORD_TRACKING"]),
  component: SlotRoute,
});

function SlotRoute() {
  const { keyword } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: SlotSearch) => void navigate({ search: next }),
    [navigate],
  );
  // A non-numeric id is no keyword: the table stays empty.
  return (
    <SlotPage
      keywordId={/^\d+$/.test(keyword) ? Number(keyword) : 0}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
