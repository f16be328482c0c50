import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { ConversationPage } from '@/features/bot-analytics/conversation/conversation-page';
import { conversationSearchSchema } from '@/features/bot-analytics/conversation/conversation-search';

/** /bot/chat-records/conversation?bot_id=…&tg_id=…: part of Chat Records, not nested in its list. */
export const Route = createFileRoute('/_authenticated/bot/chat-records_/conversation')({
  validateSearch: conversationSearchSchema,
  beforeLoad: requirePermission(['CHAT_RECORDS']),
  component: ConversationRoute,
});

function ConversationRoute() {
  return <ConversationPage search={Route.useSearch()} />;
}
