import { useTranslation } from 'react-i18next';
import type { KeywordMessageButton } from '@backoffice/contract';
import { cn } from '@/lib/utils';

interface MessagePreviewProps {
  content: string;
  buttons: readonly Partial<KeywordMessageButton>[];
  className?: string;
}

/**
 * How the bot's reply will look in a Telegram chat: the text in a bubble, its buttons as an inline
 * keyboard under it (one per row, as the bot sends them). Links are shown, never followed, here.
 */
export function MessagePreview({ content, buttons, className }: MessagePreviewProps) {
  const { t } = useTranslation('keywordMessage');
  const text = content.trim();
  return (
    <figure className={cn('flex flex-col gap-2 rounded-lg bg-muted/60 p-4', className)} aria-label={t('preview.title')}>
      <figcaption className="text-xs font-medium text-muted-foreground">{t('preview.title')}</figcaption>
      <div className="flex max-w-[85%] flex-col gap-1" data-testid="message-preview">
        <div className="rounded-2xl rounded-bl-sm bg-background px-3 py-2 text-sm whitespace-pre-wrap break-words shadow-xs">
          {text === '' ? <span className="text-muted-foreground italic">{t('preview.empty')}</span> : text}
        </div>
        {buttons.map((button, index) => (
          <div
            key={index}
            className="truncate rounded-md bg-background/80 px-3 py-1.5 text-center text-sm font-medium text-primary shadow-xs"
            title={button.url}
          >
            {button.label?.trim() || t('preview.untitledButton')}
          </div>
        ))}
      </div>
    </figure>
  );
}
