import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BOT_MESSAGE_TYPES,
  CHAT_RECORD_SEARCH_CAP,
  MESSAGE_DIRECTIONS,
  type ChatRecord,
  type Paged,
} from '@backoffice/contract';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { toListParams, type ListParams } from '@/components/data-table/list-params';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useBots } from '../api/get-bots';
import { getChatRecordsQueryOptions, isCappedPage, searchReachedOf } from '../api/get-chat-records';
import { botFilter } from '../bot-filter';
import { getChatRecordColumns } from './chat-record-columns';
import { CHAT_RECORD_FILTER_KEYS, SENT_DATE_PARAMS, type ChatRecordSearch } from './chat-record-search';
import { PageCursors } from './page-cursors';

const NO_SORT: readonly string[] = [];

/** /bot/chat-records: every message between users and the bots, newest first, searchable by content. */
export function ChatRecordPage(route: ListRouteProps<ChatRecordSearch>) {
  const { search, onSearchChange } = route;
  const { t } = useTranslation('botAnalytics');
  const bots = useBots();
  // One memory of page cursors per visit of the page; the table asks through it.
  const [cursors] = useState(() => new PageCursors());
  const tgId = search.tg_id;
  // The user filter is typed, not picked, so the table does not send it: it is added here.
  const queryOptions = useCallback(
    (params: ListParams) =>
      getChatRecordsQueryOptions(tgId === undefined ? params : { ...params, tg_id: String(tgId) }, cursors),
    [tgId, cursors],
  );
  const columns = useMemo(() => getChatRecordColumns(t), [t]);
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      botFilter(t, bots.data),
      {
        id: 'message_type',
        title: t('filters.messageType'),
        options: BOT_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`messageType.${type}`) })),
      },
      {
        id: 'direction',
        title: t('filters.direction'),
        options: MESSAGE_DIRECTIONS.map((direction) => ({ value: direction, label: t(`direction.${direction}`) })),
      },
    ],
    [t, bots.data],
  );
  // The page the table shows, read from the shared cache (the table fetches it), for the capped-total note.
  const shown = useQuery({
    ...queryOptions(toListParams(search, { filterKeys: CHAT_RECORD_FILTER_KEYS, dateParams: SENT_DATE_PARAMS })),
    enabled: false,
  });
  const capped = isCappedPage(shown.data?.data);
  const reached = searchReachedOf(shown.data?.data);
  // A capped total and a bounded search's total are both lower bounds: "Total n+ rows".
  const describeTotal = useCallback(
    (page: Paged<ChatRecord>['data']) => {
      if (isCappedPage(page)) return t('chatRecords.totalCapped', { total: CHAT_RECORD_SEARCH_CAP });
      if (searchReachedOf(page) !== undefined) return t('chatRecords.totalCapped', { total: page.total_item_count });
      return undefined;
    },
    [t],
  );

  return (
    <ListPage
      header={
        <>
          <PageHeader title={t('chatRecords.title')} description={t('chatRecords.description')} />
          {capped && (
            <p role="status" className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('chatRecords.cappedHint', { total: CHAT_RECORD_SEARCH_CAP })}
            </p>
          )}
          {!capped && reached !== undefined && (
            <p role="status" className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('chatRecords.reachedHint', { time: formatDateTime(reached) })}
            </p>
          )}
        </>
      }
      listId="chat-record"
      columns={columns}
      sortable={NO_SORT}
      {...route}
      queryOptions={queryOptions}
      filters={filters}
      dateFilter={{ title: t('chatRecords.sentDate'), params: SENT_DATE_PARAMS }}
      searchPlaceholder={t('chatRecords.searchPlaceholder')}
      exportList={{ type: 'chat-record', filters: { tg_id: tgId === undefined ? undefined : String(tgId) } }}
      describeTotal={describeTotal}
      actions={
        <DataTableSearch
          value={tgId === undefined ? undefined : String(tgId)}
          onCommit={(text) =>
            onSearchChange({ ...search, tg_id: text && /^\d+$/.test(text) ? Number(text) : undefined, page: undefined })
          }
          placeholder={t('chatRecords.tgIdPlaceholder')}
        />
      }
    />
  );
}
