import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { Keyword, KeywordType } from "@backoffice/contract";
import { DataTableColumnHeader } from "@/components/data-table/data-table-column-header";
import { RowActions } from "@/components/data-table/row-actions";
import { formatDateTime, formatPrice, orMissing, formatCount } from "@/lib/format";
import { KeywordStatusSwitch } from "./keyword-status-switch";

export interface KeywordRowHandlers {
  onEdit: (keyword: Keyword) => void;
  onDelete: (keyword: Keyword) => void;
}

/** Columns of a keyword list. Ids are the API's sort names where sortable (KEYWORD_SORTABLE). */
export function getKeywordColumns(
  t: TFunction<"keyword">,
  type: KeywordType,
  { onEdit, onDelete }: KeywordRowHandlers,
): ColumnDef<Keyword>[] {
  const header =
    (title: string): ColumnDef<Keyword>["header"] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  const column = (
    id: keyof Keyword & string,
    title: string,
    rest: Partial<ColumnDef<Keyword>> = {},
  ): ColumnDef<Keyword> => ({
    id,
    accessorKey: id,
    header: header(title),
    meta: { title },
    ...rest,
  });
  return [
    column("keyword", t("columns.keyword"), {
      enableHiding: false,
      cell: ({ row }) => (
        <span className="font-medium">{row.original.keyword}</span>
      ),
    }),
    column("queue_number", t("columns.queueNumber"), {
      meta: { title: t("columns.queueNumber"), className: "text-right" },
    }),
    column("price", t("columns.price"), {
      meta: { title: t("columns.price"), className: "text-right" },
      cell: ({ row }) => formatPrice(row.original.price),
    }),
    column("remarks", t("columns.remarks"), {
      meta: { title: t("columns.remarks"), className: "max-w-48" },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.remarks}>
          {orMissing(row.original.remarks)}
        </span>
      ),
    }),
    column("trigger_count", t("columns.triggerCount"), {
      meta: { title: t("columns.triggerCount"), className: "text-right" },
      cell: ({ row }) => formatCount(row.original.trigger_count),
    }),
    column("last_trigger_at", t("columns.lastTriggerAt"), {
      cell: ({ row }) => formatDateTime(row.original.last_trigger_at),
    }),
    column("created_at", t("columns.createdAt"), {
      cell: ({ row }) => formatDateTime(row.original.created_at),
    }),
    column("created_by", t("columns.createdBy"), {
      cell: ({ row }) => orMissing(row.original.created_by),
    }),
    column("updated_at", t("columns.updatedAt"), {
      cell: ({ row }) => formatDateTime(row.original.updated_at),
    }),
    column("status", t("columns.status"), {
      cell: ({ row }) => (
        <KeywordStatusSwitch type={type} keyword={row.original} />
      ),
    }),
    {
      id: "actions",
      header: () => <div className="text-right">{t("actions")}</div>,
      meta: { title: t("actions"), className: "w-24 text-right" },
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          name={row.original.keyword}
          onEdit={() => onEdit(row.original)}
          onDelete={() => onDelete(row.original)}
        />
      ),
    },
  ];
}
