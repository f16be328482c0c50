/** A staff or platform client of the bench server: JSON in, JSON out, a non-2xx answer is an error. */
export interface ApiClient {
  baseUrl: string;
  /** `authorization: Bearer …` and the JSON content type, for autocannon's requests too. */
  headers: Record<string, string>;
  call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T>;
  /** The status and parsed body, whatever the status: the read-back decides what a 404 means. */
  fetchJson(path: string): Promise<{ status: number; body: unknown }>;
}

export function apiClient(baseUrl: string, bearer: string): ApiClient {
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
  return {
    baseUrl,
    headers,
    async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
      const init: RequestInit =
        body === undefined
          ? { method, headers: { authorization: headers.authorization } }
          : { method, headers, body: JSON.stringify(body) };
      const response = await fetch(`${baseUrl}${path}`, init);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async fetchJson(path: string) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: headers.authorization } });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/** Runs `work` over `items`, at most `parallel` at a time, in order of start. */
export async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}
