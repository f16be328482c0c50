/** Says a sign-in failure to screen readers as well as the toast that shows it. */
export function FailureAnnouncer({ failure }: { failure: string }) {
  return (
    <p className="sr-only" aria-live="polite">
      {failure}
    </p>
  );
}
