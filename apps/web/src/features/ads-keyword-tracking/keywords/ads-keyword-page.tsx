import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  getCoreRowModel,
  useReactTable,
  type PaginationState,
  type Updater,
} from "@tanstack/react-table";
import { PlusIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdsKeyword } from "@backoffice/contract";
import { BulkDeleteAction } from "@/components/bulk-delete-action";
import { selectionColumn, useRowSelection } from "@/components/data-table/data-table-selection";
import { ListExportSlot } from "@/components/data-table/list-export";
import { DEFAULT_TABLE_PAGE_SIZE } from "@/components/data-table/table-search";
import { PageHeader } from "@/components/page-header";
import { RecordDeleteDialog, useRecordDelete } from "@/components/record-delete-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRowDialog } from "@/lib/use-row-dialog";
import { adsKeywordRecords } from "../api/ads-keyword-records";
import { getAdsKeywordsQueryOptions } from "../api/get-ads-keywords";
import { PagedTable } from "../paged-table";
import { AddAdsKeywordDialog } from "./add-ads-keyword-dialog";
import { getAdsKeywordColumns } from "./ads-keyword-columns";
import type { AdsKeywordSearch } from "./ads-keyword-search";
import { filterLoadedKeywords } from "./filter-keywords";

interface AdsKeywordPageProps {
  search: AdsKeywordSearch;
  onSearchChange: (
    next: AdsKeywordSearch,
    options?: { replace?: boolean },
  ) => void;
}

/** /marketingtool/ads-keyword-tracking: the keywords whose ad slots are tracked. */
export function AdsKeywordPage({
  search,
  onSearchChange,
}: AdsKeywordPageProps) {
  const { t } = useTranslation("adsKeywordTracking");
  const { t: tableT } = useTranslation("table");
  const dialog = useRowDialog<AdsKeyword>();
  const { openDialog } = dialog;
  const removal = useRecordDelete(adsKeywordRecords);
  const [addOpen, setAddOpen] = useState(false);
  // The box keeps its own text so typing never waits on the router; the URL follows it.
  const [text, setText] = useState(search.search ?? "");
  const pagination: PaginationState = {
    pageIndex: (search.page ?? 1) - 1,
    pageSize: search.size ?? DEFAULT_TABLE_PAGE_SIZE,
  };
  const query = useQuery(
    getAdsKeywordsQueryOptions({
      per_page: pagination.pageSize,
      current_page: pagination.pageIndex + 1,
    }),
  );
  const rows = useMemo(
    () => filterLoadedKeywords(query.data?.data.data ?? [], text),
    [query.data, text],
  );
  const columns = useMemo(
    () => [
      selectionColumn<AdsKeyword>(tableT),
      ...getAdsKeywordColumns(t, (keyword) => openDialog("delete", keyword)),
    ],
    [t, tableT, openDialog],
  );
  const [rowSelection, setRowSelection] = useRowSelection(`${pagination.pageIndex}/${pagination.pageSize}/${text}`);

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
    data: rows,
    columns,
    getRowId: (keyword) => String(keyword.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: query.data?.data.total_page_count ?? 0,
    state: { pagination, rowSelection },
    onPaginationChange,
    onRowSelectionChange: setRowSelection,
    meta: { rowName: (keyword) => keyword.keyword },
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <PagedTable
        table={table}
        totalRows={query.data?.data.total_item_count ?? 0}
        loading={query.isPending}
        busy={query.isFetching}
        empty={
          text.trim() !== "" && (query.data?.data.total_item_count ?? 0) > 0 ? (
            <PageOnlySearchEmpty
              text={text}
              canGoOn={table.getCanNextPage()}
              onNextPage={() => table.nextPage()}
              onClear={() => {
                setText("");
                onSearchChange({ ...search, search: undefined, page: undefined }, { replace: true });
              }}
            />
          ) : undefined
        }
        bulkActions={(selected, clear) => (
          <BulkDeleteAction
            collection={adsKeywordRecords}
            selected={selected}
            onDone={clear}
          />
        )}
        error={
          query.isError && !query.data
            ? {
                message: t("list.fetchFailed"),
                onRetry: () => void query.refetch(),
              }
            : undefined
        }
        toolbar={
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="relative w-full max-w-xs">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={text}
                // Typing filters the loaded page and goes back to the first page.
                onChange={(event) => {
                  setText(event.target.value);
                  onSearchChange(
                    {
                      ...search,
                      search: event.target.value || undefined,
                      page: undefined,
                    },
                    { replace: true },
                  );
                }}
                placeholder={t("list.searchPlaceholder")}
                aria-label={t("list.searchLabel")}
                className="h-8 pl-8"
              />
            </div>
            <div className="flex gap-2">
              {/* The list API pages only (the search filters the loaded page), so an export takes every keyword. */}
              <ListExportSlot type="ads-keyword" params={{}} range={{}} />
              <Button
                size="sm"
                variant="outline"
                className="h-8"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                <RefreshCwIcon
                  className={query.isFetching ? "animate-spin" : undefined}
                  aria-hidden="true"
                />
                {t("common.refresh")}
              </Button>
              <Button
                size="sm"
                className="h-8"
                onClick={() => setAddOpen(true)}
              >
                <PlusIcon aria-hidden="true" />
                {t("list.add")}
              </Button>
            </div>
          </div>
        }
      />
      <AddAdsKeywordDialog open={addOpen} onOpenChange={setAddOpen} />
      <RecordDeleteDialog
        open={dialog.isOpen("delete")}
        onOpenChange={dialog.onOpenChange}
        record={dialog.kind === "delete" ? dialog.row : undefined}
        {...removal}
        wording={(keyword) => {
          // Names the keyword, or 'Unknown Ads Keyword' when the row has none.
          const name = keyword.keyword.trim() ? keyword.keyword : t("delete.unknown");
          return {
            title: t("delete.title"),
            description: t("delete.description", { keyword: name }),
            success: t("delete.success", { keyword: name }),
            failure: (reason) => t("delete.failed", { reason }),
          };
        }}
      />
    </div>
  );
}

/**
 * The search covers the loaded page only (as the product describes it), so "No results." under a
 * total of many rows would read as a contradiction: say which page was searched, and offer the others.
 */
function PageOnlySearchEmpty({ text, canGoOn, onNextPage, onClear }: { text: string; canGoOn: boolean; onNextPage: () => void; onClear: () => void }) {
  const { t } = useTranslation("adsKeywordTracking");
  return (
    <div className="flex flex-col items-center gap-2">
      <p>{t("list.noMatchOnPage", { text: text.trim() })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {canGoOn && (
          <Button size="sm" variant="outline" onClick={onNextPage}>
            {t("list.searchNextPage")}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onClear}>
          {t("list.clearSearch")}
        </Button>
      </div>
    </div>
  );
}
