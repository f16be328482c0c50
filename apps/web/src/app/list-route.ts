import { useCallback } from 'react';

/** What a route gives its list page: its validated search and a navigate that writes a new one. */
interface SearchRoute<S> {
  useSearch: () => S;
  // S is read from useSearch alone: navigate accepts more than a search object (reducers, `true`).
  useNavigate: () => (options: { search: NoInfer<S>; replace?: boolean }) => Promise<void>;
}

/** A search change: a new history entry, or with `replace` the current one (a refinement while typing). */
export type ListSearchChange<S> = (next: S, options?: { replace?: boolean }) => void;

/** A list page's search, kept in the address: the route's validated search and the change that writes the next. */
export function useListRoute<S>(route: SearchRoute<S>): { search: S; onSearchChange: ListSearchChange<S> } {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback<ListSearchChange<S>>(
    (next, options) => void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return { search, onSearchChange };
}
