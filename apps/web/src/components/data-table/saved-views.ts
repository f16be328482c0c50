import type { VisibilityState } from '@tanstack/react-table';
import { currentPreferenceKey, readPreference, writePreference } from '@/lib/user-preferences';
import { visibilityOf } from './use-column-visibility';

/** A named way of looking at one list: its search, filters, sort and page size, and which columns show. */
export interface SavedView {
  name: string;
  search: Record<string, unknown>;
  columns: VisibilityState;
}

/** How long a view's name may be: it is a menu entry. */
export const VIEW_NAME_MAX = 40;
/** How many views one list keeps; the menu stays short enough to read at a glance. */
export const VIEWS_MAX = 20;

function viewsOf(stored: unknown): SavedView[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return stored.flatMap((item: unknown): SavedView[] => {
    if (item === null || typeof item !== 'object') return [];
    const { name, search, columns } = item as Record<string, unknown>;
    if (typeof name !== 'string' || search === null || typeof search !== 'object' || Array.isArray(search)) return [];
    return [{ name, search: search as Record<string, unknown>, columns: visibilityOf(columns) ?? {} }];
  });
}

export function readViews(listId: string): SavedView[] {
  return readPreference(currentPreferenceKey('views', listId), viewsOf) ?? [];
}

/** Adds the view, or replaces the one of the same name; the newest comes first. */
export function saveView(listId: string, view: SavedView): SavedView[] {
  const views = [view, ...readViews(listId).filter((other) => other.name !== view.name)].slice(0, VIEWS_MAX);
  writePreference(currentPreferenceKey('views', listId), views);
  return views;
}

export function deleteView(listId: string, name: string): SavedView[] {
  const views = readViews(listId).filter((view) => view.name !== name);
  writePreference(currentPreferenceKey('views', listId), views);
  return views;
}

/** What a view keeps of the address: everything but the page, which belongs to the moment, not the view. */
export function viewSearch(search: object): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search) as [string, unknown][])
    if (key !== 'page' && value !== undefined) kept[key] = value;
  return kept;
}

/** The address a view opens: every current param cleared, then the view's. */
export function searchForView<S extends object>(current: S, view: SavedView): S {
  const next: Record<string, unknown> = {};
  for (const key of Object.keys(current)) next[key] = undefined;
  return { ...next, ...view.search } as S;
}
