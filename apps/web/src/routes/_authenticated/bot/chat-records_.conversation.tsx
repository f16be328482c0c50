import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { ConversationPage } from '@/features/bot-analytics/conversation/conversation-page';
import { conversationSearchSchema } from '@/features/bot-analytics/conversation/conversation-search';

/** /bot/chat-records/conversation?bot_id=…&tg_id=…: part of Chat Records, not nested in its list. */
export const Route = createFileRoute('/_authenticated/bot/chat-records_/conversation')({
  validateSearch: conversationSearchSchema,
  beforeLoad: requirePage('/bot/chat-records'),
  component: ConversationRoute,
});

function ConversationRoute() {
  return <ConversationPage search={Route.useSearch()} />;
}
