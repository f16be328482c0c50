import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  getCoreRowModel,
  useReactTable,
  type PaginationState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdsKeywordSlot, Paged } from "@backoffice/contract";
import { DEFAULT_TABLE_PAGE_SIZE } from "@/components/data-table/table-search";
import { ListExportSlot } from "@/components/data-table/list-export";
import { PageHeader } from "@/components/page-header";
import { RecordBreadcrumb } from "@/components/record-breadcrumb";
import { RecordNotFound } from "@/components/record-not-found";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-error";
import { getAdsKeywordSlotsQueryOptions } from "../api/get-ads-keyword-slots";
import { PagedTable } from "../paged-table";
import { getSlotColumns } from "./slot-columns";
import type { SlotSearch } from "./slot-search";
import { UpdateRemarksDialog } from "./update-remarks-dialog";

interface SlotPageProps {
  keywordId: number;
  search: SlotSearch;
  onSearchChange: (next: SlotSearch) => void;
}

/** /ads-keyword-tracking/{keyword}: the ad slots last observed for one tracked keyword. */
export function SlotPage({ keywordId, search, onSearchChange }: SlotPageProps) {
  const { t } = useTranslation("adsKeywordTracking");
  const [editing, setEditing] = useState<{
    slot: AdsKeywordSlot | undefined;
    open: boolean;
  }>({ slot: undefined, open: false });
  const pagination: PaginationState = {
    pageIndex: (search.page ?? 1) - 1,
    pageSize: search.size ?? DEFAULT_TABLE_PAGE_SIZE,
  };
  const query = useQuery({
    ...getAdsKeywordSlotsQueryOptions(keywordId, {
      per_page: pagination.pageSize,
      current_page: pagination.pageIndex + 1,
    }),
    enabled: keywordId > 0,
  });

  // A failed fetch leaves the table as it was, so the last page that loaded stays on screen
  // (state adjusted while rendering, React's documented pattern for remembering earlier renders).
  const [shown, setShown] = useState<Paged<AdsKeywordSlot> | undefined>(
    undefined,
  );
  if (query.data && query.data !== shown) setShown(query.data);
  const page = query.data ?? shown;
  // The slots of an unknown keyword are an empty list, as the product describes it, under a notice that
  // the keyword itself is gone (the API answers 404 for it).
  const missing = keywordId === 0 || (query.error instanceof ApiError && query.error.status === 404);

  const columns = useMemo(
    () =>
      getSlotColumns(t, search.keywordText, (slot) =>
        setEditing({ slot, open: true }),
      ),
    [t, search.keywordText],
  );

  function onPaginationChange(updater: Updater<PaginationState>) {
    const next = typeof updater === "function" ? updater(pagination) : updater;
    onSearchChange({
      ...search,
      page: next.pageIndex + 1 === 1 ? undefined : next.pageIndex + 1,
      size:
        next.pageSize === DEFAULT_TABLE_PAGE_SIZE ? undefined : next.pageSize,
    });
  }

  // The table instance is mutable by design (TanStack Table v8); nothing memoises it or its functions,
  // and the build runs no React Compiler, so the rule's concern does not apply here.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: page?.data.data ?? [],
    columns,
    getRowId: (slot) => String(slot.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: page?.data.total_page_count ?? 0,
    state: { pagination },
    onPaginationChange,
  });

  return (
    <div className="flex flex-col gap-6">
      {search.keywordText && (
        <RecordBreadcrumb
          section={<Link to="/marketingtool" activeOptions={{ exact: true }}>{t("nav.marketingTool", { ns: "common" })}</Link>}
          list={
            <Link to="/marketingtool/ads-keyword-tracking" activeOptions={{ exact: true }}>
              {t("nav.adsKeywordTracking", { ns: "common" })}
            </Link>
          }
          record={search.keywordText}
        />
      )}
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/marketingtool/ads-keyword-tracking">
            <ArrowLeftIcon aria-hidden="true" />
            {t("slots.back")}
          </Link>
        </Button>
        {/* The slot list pages only; an export takes all of this keyword's slots. */}
        {keywordId > 0 && (
          <ListExportSlot
            type="ads-keyword-slot"
            params={{ keyword_id: keywordId }}
            range={{}}
          />
        )}
      </div>
      {missing ? (
        <RecordNotFound title={t("slots.title")} message={t("slots.notFound")} />
      ) : (
        <PageHeader
          title={t("slots.title")}
          description={t("slots.description", {
            keyword: search.keywordText ?? "-",
          })}
        />
      )}
      <PagedTable
        table={table}
        totalRows={page?.data.total_item_count ?? 0}
        loading={query.isPending && !missing && !page}
        busy={query.isFetching}
      />
      <UpdateRemarksDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        slot={editing.slot}
      />
    </div>
  );
}
