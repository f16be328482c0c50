import { Link } from '@tanstack/react-router';
import { MessagesSquareIcon } from 'lucide-react';
import { hasPermission } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { getStoredUser } from '@/lib/session';

/** Whether this user may open conversations (they are part of Chat Records). */
export function canOpenConversations(): boolean {
  return hasPermission(getStoredUser()?.permissions ?? [], 'CHAT_RECORDS');
}

interface ConversationLinkProps {
  botId: number;
  tgId: string;
  /** What the link opens, e.g. "Conversation of @alice with @hi7_bot": the icon button's name, the text link's title. */
  label: string;
  /** The visible text (the link's name); an icon button when absent. */
  children?: string;
}

/** Opens one user's conversation with one bot. */
export function ConversationLink({ botId, tgId, label, children }: ConversationLinkProps) {
  const target = { to: '/bot/chat-records/conversation', search: { bot_id: botId, tg_id: Number(tgId) } } as const;
  if (children !== undefined) {
    return (
      <Link {...target} className="font-medium underline-offset-4 hover:underline" title={label}>
        {children}
      </Link>
    );
  }
  return (
    <Button asChild variant="ghost" size="icon-sm">
      <Link {...target} aria-label={label} title={label}>
        <MessagesSquareIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}
