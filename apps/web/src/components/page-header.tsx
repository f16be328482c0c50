import { PAGE_HEADING, mark } from '@/lib/page-regions';

/**
 * The title and one-line description at the top of a section page; where the page has no list toolbar, the
 * skip link lands here (focusable by script only, ringed while the keyboard put it there).
 */
export function PageHeader({ title, description }: { title: string; description?: string }) {
  return (
    <div
      {...mark(PAGE_HEADING)}
      tabIndex={-1}
      className="flex flex-col gap-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description && <p className="text-muted-foreground">{description}</p>}
    </div>
  );
}
