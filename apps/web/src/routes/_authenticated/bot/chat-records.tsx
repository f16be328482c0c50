import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { ChatRecordPage } from '@/features/bot-analytics/chat-records/chat-record-page';
import { chatRecordSearchSchema, type ChatRecordSearch } from '@/features/bot-analytics/chat-records/chat-record-search';

export const Route = createFileRoute('/_authenticated/bot/chat-records')({
  validateSearch: chatRecordSearchSchema,
  beforeLoad: requirePermission(['CHAT_RECORDS']),
  component: ChatRecordRoute,
});

function ChatRecordRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ChatRecordSearch) => void navigate({ search: next }), [navigate]);
  return <ChatRecordPage search={search} onSearchChange={onSearchChange} />;
}
