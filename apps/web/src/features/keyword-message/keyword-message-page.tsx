import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MESSAGE_LIST, type KeywordMessage } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { RecordList, useRecordList } from '@/components/record-list';
import { getKeywordMessagesQueryOptions } from './api/get-keyword-messages';
import { keywordMessageRecords } from './api/keyword-message-records';
import { getKeywordMessageColumns } from './keyword-message-columns';
import { keywordMessageForm } from './keyword-message-form';
import type { KeywordMessageSearch } from './keyword-message-search';

/** /keyword-message: the bot's replies to forward keywords, with add, edit, delete and a preview. */
export function KeywordMessagePage(route: ListRouteProps<KeywordMessageSearch>) {
  const { t } = useTranslation('keywordMessage');
  const list = useRecordList<KeywordMessage>();
  const columns = useMemo(() => getKeywordMessageColumns(t, list.rows), [t, list.rows]);
  const toolbar = useListToolbar(KEYWORD_MESSAGE_LIST, t, (t) => ({
    facets: {
      message_type: { title: t('columns.messageType'), label: (type) => t(`messageType.${type}`) },
      status: { title: t('columns.status'), label: (status) => t(`status.${status}`) },
    },
    dates: t('createdDate'),
  }));

  return (
    <RecordList
      list={list}
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={getKeywordMessagesQueryOptions}
      listId="keyword-message"
      collection={keywordMessageRecords}
      rowName={(message) => message.keyword}
      exportList={{ type: 'keyword-message', selection: true }}
      // Keeps the actions in view on a laptop screen; "Updated At" is one click away under View.
      initialColumnVisibility={{ updated_at: false }}
      words={{ t, prefix: '' }}
      names={(message) => ({ keyword: message.keyword })}
      form={keywordMessageForm}
    />
  );
}
