import { infiniteQueryOptions } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE, conversationSchema, type Conversation } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { botAnalyticsKeys } from './query-keys';

/** GET /v1/bot/chat-records/conversation — the latest messages, or those before a cursor. */
export async function getConversation(
  botId: number,
  tgId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<Conversation> {
  const answer = await appApi.get('/v1/bot/chat-records/conversation', {
    query: { bot_id: botId, tg_id: tgId, before, size: CONVERSATION_PAGE_SIZE },
    signal,
    parse: (body) => conversationSchema.parse(body),
  });
  return answer.data;
}

/** Pages go back in time: each one holds the messages before the previous one's oldest. */
export function getConversationQueryOptions(botId: number, tgId: string) {
  return infiniteQueryOptions({
    queryKey: botAnalyticsKeys.conversation(botId, tgId),
    queryFn: ({ pageParam, signal }) => getConversation(botId, tgId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.older_cursor ?? undefined,
  });
}
