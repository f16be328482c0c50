/**
 * Test-only helpers for the data table and the pages built on it: jsdom gaps that Radix needs,
 * a render with the app's providers, and a stand-in for the router's URL state.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/sonner';
import i18n from '@/lib/i18n';

/** jsdom lacks a few browser APIs that Radix menus, selects and popovers call. */
export function installDomPolyfills(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.scrollIntoView ??= () => undefined;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  const win = window as unknown as Record<string, unknown>;
  win.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  win.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  queryClient: QueryClient = createTestQueryClient(),
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Holds a page's search params in state, as the route does in the URL, and reports each change,
 * so a test can assert what would be written to the address bar.
 */
export function SearchHarness<S>({
  initial,
  onChange,
  children,
}: {
  initial: S;
  onChange?: (next: S) => void;
  children: (search: S, setSearch: (next: S) => void) => ReactNode;
}) {
  const [search, setSearch] = useState(initial);
  const update = (next: S) => {
    onChange?.(next);
    setSearch(next);
  };
  return <>{children(search, update)}</>;
}
