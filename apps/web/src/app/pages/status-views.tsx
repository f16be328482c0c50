import * as React from 'react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { SearchX, ShieldX, TriangleAlert } from 'lucide-react';
import { useTexts } from '@/lib/texts';
import { Button } from '@/components/ui/button';
import { isForbiddenError } from '@/app/access';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';

function StatusFrame({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** Unknown routes and routes of disabled features ("Not Found"). */
export function NotFoundView() {
  const { t } = useTexts();
  return (
    <StatusFrame icon={SearchX} title={t('status.notFound')}>
      <p className="text-sm text-muted-foreground">{t('status.notFoundHint')}</p>
      <Button variant="outline" asChild>
        <Link to="/login/">{t('actions.goBack')}</Link>
      </Button>
    </StatusFrame>
  );
}

/** A route the user's role does not open. */
export function ForbiddenView() {
  const { t } = useTexts();
  return (
    <StatusFrame icon={ShieldX} title={t('status.forbidden')}>
      <p className="max-w-md text-sm text-muted-foreground">{t('status.forbiddenHint')}</p>
    </StatusFrame>
  );
}

/** The generic error view: Something went wrong! with a Show Error / Hide Error toggle. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTexts();
  const [shown, setShown] = React.useState(false);
  const detailsId = React.useId();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <StatusFrame icon={TriangleAlert} title={t('status.error')}>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? t('actions.hideError') : t('actions.showError')}
      </Button>
      {shown && (
        <pre
          id={detailsId}
          className="max-w-2xl overflow-auto rounded-md border bg-muted p-3 text-left text-xs whitespace-pre-wrap"
        >
          {message}
        </pre>
      )}
    </StatusFrame>
  );
}

/** The router's error component: 403 for missing permission, one reload for a stale chunk, else the error view. */
export function RouteErrorView({ error }: ErrorComponentProps) {
  // Decided once per error view: reloading is the only way to fetch the new build's chunks.
  const [reloading] = React.useState(() => isChunkLoadError(error) && reloadOnceForChunkError());
  if (isForbiddenError(error)) return <ForbiddenView />;
  if (reloading) return null;
  return <ErrorView error={error} />;
}
