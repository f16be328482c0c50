import { useEffect, useEffectEvent, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** How long typing must pause before the search is applied (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

interface DataTableSearchProps {
  /** The search in the URL. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  placeholder: string;
  /** The box's accessible name, where the placeholder says more than its name. */
  label?: string | undefined;
}

/**
 * The search box. Keeps what is typed locally and writes it to the URL after a pause. When the URL
 * changes for another reason (Reset, back/forward) the box follows it; its own writes do not
 * overwrite text typed since.
 */
export function DataTableSearch({ value, onCommit, placeholder, label }: DataTableSearchProps) {
  const urlText = value ?? '';
  const [text, setText] = useState(urlText);
  const [committed, setCommitted] = useState(urlText);
  const [seenUrl, setSeenUrl] = useState(urlText);

  // Adjusting state while rendering (React's documented pattern) rather than in an effect.
  if (urlText !== seenUrl) {
    setSeenUrl(urlText);
    if (urlText !== committed.trim()) {
      setText(urlText);
      setCommitted(urlText);
    }
  }

  // An effect event: a new onCommit from the parent must not restart the pause.
  const commit = useEffectEvent((next: string) => {
    setCommitted(next);
    onCommit(next.trim() || undefined);
  });

  useEffect(() => {
    if (text.trim() === committed.trim()) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  return (
    <div className="relative w-full sm:w-64">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        className="h-8 pl-8"
        maxLength={200}
      />
    </div>
  );
}
