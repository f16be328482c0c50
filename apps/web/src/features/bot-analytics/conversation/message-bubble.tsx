import { MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatRecord } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** One message of a conversation: the user's on the left, the bot's on the right, button presses marked. */
export function MessageBubble({ message, user }: { message: ChatRecord; user: string }) {
  const { t } = useTranslation('botAnalytics');
  const inbound = message.direction === 'Inbound';
  const from = inbound
    ? t('conversation.fromUser', { user })
    : t('conversation.fromBot', { bot: message.bot_username });
  return (
    <li className={cn('flex', inbound ? 'justify-start' : 'justify-end')} data-direction={message.direction}>
      <div className={cn('flex max-w-[75%] flex-col gap-1', inbound ? 'items-start' : 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap',
            inbound ? 'rounded-bl-sm bg-muted' : 'rounded-br-sm bg-primary text-primary-foreground',
          )}
        >
          <span className="sr-only">{`${from}: `}</span>
          {message.message_type === 'Button' && (
            <Badge variant={inbound ? 'outline' : 'secondary'} className="mr-2 align-middle">
              <MousePointerClickIcon aria-hidden="true" />
              {t('messageType.Button')}
            </Badge>
          )}
          {message.content}
        </div>
        <time dateTime={message.sent_at} className="text-xs text-muted-foreground">
          {formatDateTime(message.sent_at)}
        </time>
      </div>
    </li>
  );
}
