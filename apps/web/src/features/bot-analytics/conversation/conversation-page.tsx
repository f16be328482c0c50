import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { getConversationQueryOptions } from '../api/get-conversation';
import type { ConversationSearch } from './conversation-search';
import { MessageBubble } from './message-bubble';

/** /bot/chat-records/conversation?bot_id=…&tg_id=…: one user's messages with one bot. */
export function ConversationPage({ search }: { search: ConversationSearch }) {
  const { t } = useTranslation('botAnalytics');
  if (search.bot_id === undefined || search.tg_id === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('conversation.title')} description={t('conversation.missing')} />
        <BackLink />
      </div>
    );
  }
  return <Conversation botId={search.bot_id} tgId={String(search.tg_id)} />;
}

function BackLink({ botId, tgId }: { botId?: number; tgId?: string }) {
  const { t } = useTranslation('botAnalytics');
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/bot/chat-records" search={{ bot_id: botId, tg_id: tgId === undefined ? undefined : Number(tgId) }}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('conversation.back')}
        </Link>
      </Button>
    </div>
  );
}

function Conversation({ botId, tgId }: { botId: number; tgId: string }) {
  const { t } = useTranslation('botAnalytics');
  const conversation = useInfiniteQuery(getConversationQueryOptions(botId, tgId));
  const pages = conversation.data?.pages ?? [];
  const first = pages[0];
  const user = first?.account.username ? `@${first.account.username}` : tgId;
  // Each page holds the messages before the previous page's: the oldest page comes first on screen.
  const messages = [...pages].reverse().flatMap((page) => page.messages);

  return (
    <div className="flex flex-col gap-6">
      <BackLink botId={botId} tgId={tgId} />
      <PageHeader
        title={t('conversation.title')}
        description={first ? t('conversation.description', { user, bot: first.bot.username }) : undefined}
      />
      {conversation.isError && (
        <p className="text-destructive">{`${t('conversation.loadFailed')} ${errorMessage(conversation.error)}`}</p>
      )}
      {conversation.isPending && <Skeleton className="h-64 w-full" />}
      {first && (
        <div className="flex flex-col gap-4 rounded-lg border p-4">
          {conversation.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              onClick={() => void conversation.fetchNextPage()}
              disabled={conversation.isFetchingNextPage}
            >
              {conversation.isFetchingNextPage ? t('conversation.loading') : t('conversation.loadOlder')}
            </Button>
          ) : (
            messages.length > 0 && (
              <p className="self-center text-xs text-muted-foreground">{t('conversation.start')}</p>
            )
          )}
          {messages.length === 0 ? (
            <p className="self-center text-muted-foreground">{t('conversation.empty')}</p>
          ) : (
            <ol aria-label={t('conversation.messages')} className="flex flex-col gap-3">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} user={user} />
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
