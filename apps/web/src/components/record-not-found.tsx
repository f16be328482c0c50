import type { ReactNode } from 'react';
import { FileQuestionIcon } from 'lucide-react';

interface RecordNotFoundProps {
  /** The way back to the list, where the page does not show one already. */
  back?: ReactNode;
  /** The page's own title, where it keeps its heading (the slot list of a keyword that is gone). */
  title?: string;
  /** "This … does not exist or was deleted.", in the section's words. */
  message: string;
}

/**
 * The one state of a detail page whose record does not exist (an unknown id, or deleted since): the way
 * back and why, the same on every detail page. Without a title of its own the message is the page's heading,
 * so a screen reader's list of headings still names what the page is about.
 */
export function RecordNotFound({ back, title, message }: RecordNotFoundProps) {
  return (
    <div className="flex flex-col gap-4">
      {back}
      {title && <h1 className="text-2xl font-bold tracking-tight">{title}</h1>}
      <div role="alert" className="flex items-center gap-3 rounded-md border border-dashed px-4 py-6 text-sm">
        <FileQuestionIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {title ? <p>{message}</p> : <h1>{message}</h1>}
      </div>
    </div>
  );
}
