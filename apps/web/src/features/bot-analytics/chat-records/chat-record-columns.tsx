import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ChatRecord } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { ConversationLink } from '../conversation-link';

/** The user's side of a record opens the conversation; the bot's side is plain text. */
function Party({ record, name, t }: { record: ChatRecord; name: string; t: TFunction<'botAnalytics'> }) {
  const isUser = name !== `@${record.bot_username}`;
  if (!isUser) return <span>{name}</span>;
  const label = t('chatRecords.openConversation', { user: name, bot: `@${record.bot_username}` });
  return (
    <ConversationLink botId={record.bot_id} tgId={record.tg_id} label={label}>
      {name}
    </ConversationLink>
  );
}

/** Columns of the chat-record list (newest first; the list has no other order). */
export function getChatRecordColumns(t: TFunction<'botAnalytics'>): ColumnDef<ChatRecord>[] {
  const header =
    (title: string): ColumnDef<ChatRecord>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'sent_at',
      accessorKey: 'sent_at',
      header: header(t('chatRecords.columns.sentAt')),
      meta: { title: t('chatRecords.columns.sentAt'), className: 'whitespace-nowrap' },
      enableHiding: false,
      cell: ({ row }) => formatDateTime(row.original.sent_at),
    },
    {
      id: 'content',
      accessorKey: 'content',
      header: header(t('chatRecords.columns.content')),
      meta: { title: t('chatRecords.columns.content'), className: 'max-w-md' },
      enableHiding: false,
      cell: ({ row }) => (
        <p className="line-clamp-2 break-words whitespace-pre-wrap" title={row.original.content}>
          {row.original.content}
        </p>
      ),
    },
    {
      id: 'sender',
      accessorKey: 'sender',
      header: header(t('chatRecords.columns.sender')),
      meta: { title: t('chatRecords.columns.sender') },
      cell: ({ row }) => <Party record={row.original} name={row.original.sender} t={t} />,
    },
    {
      id: 'receiver',
      accessorKey: 'receiver',
      header: header(t('chatRecords.columns.receiver')),
      meta: { title: t('chatRecords.columns.receiver') },
      cell: ({ row }) => <Party record={row.original} name={row.original.receiver} t={t} />,
    },
    {
      id: 'message_type',
      accessorKey: 'message_type',
      header: header(t('chatRecords.columns.messageType')),
      meta: { title: t('chatRecords.columns.messageType') },
      cell: ({ row }) => (
        <Badge variant={row.original.message_type === 'Button' ? 'default' : 'outline'}>
          {t(`messageType.${row.original.message_type}`)}
        </Badge>
      ),
    },
    {
      id: 'direction',
      accessorKey: 'direction',
      header: header(t('chatRecords.columns.direction')),
      meta: { title: t('chatRecords.columns.direction') },
      cell: ({ row }) => (
        <Badge variant={row.original.direction === 'Inbound' ? 'secondary' : 'outline'}>
          {t(`direction.${row.original.direction}`)}
        </Badge>
      ),
    },
  ];
}
