import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { ChatRecordPage } from '@/features/bot-analytics/chat-records/chat-record-page';
import { chatRecordSearchSchema } from '@/features/bot-analytics/chat-records/chat-record-search';

export const Route = createFileRoute('/_authenticated/bot/chat-records')({
  validateSearch: chatRecordSearchSchema,
  beforeLoad: requirePage('/bot/chat-records'),
  component: ChatRecordRoute,
});

function ChatRecordRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <ChatRecordPage search={search} onSearchChange={onSearchChange} />;
}
