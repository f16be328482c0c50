import { ERROR_CODES, LOCALES, VALIDATION_MESSAGES, type Locale } from '@backoffice/contract';

export type NamespaceFiles = Record<string, Record<string, unknown>>;
export type Resources = Record<Locale, Record<string, Record<string, unknown>>>;

/** The network/parse failure of the http client (spec §8). Not a server code, so it is added here. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** '../locales/zh-CN/common.json' → ['zh-CN', 'common']. */
export function parseLocalePath(path: string): [string, string] | undefined {
  const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

function errorWording(lng: Locale): Record<string, string> {
  const side = lng === 'zh-CN' ? 'zh' : 'en';
  const wording: Record<string, string> = {};
  for (const [code, entry] of Object.entries(ERROR_CODES)) wording[code] = entry[side];
  wording[NETWORK_ERROR] = ERROR_CODES.INTERNAL_ERROR[side];
  return wording;
}

/**
 * One folder per locale, one JSON file per namespace (file name = namespace). Any file added to a
 * locale folder is picked up. The contract's validation messages and error wording join as the
 * 'validation' and 'errors' namespaces.
 */
export function buildResources(files: NamespaceFiles): Resources {
  const resources = Object.fromEntries(LOCALES.map((lng) => [lng, {}])) as Resources;
  for (const [path, content] of Object.entries(files)) {
    const parsed = parseLocalePath(path);
    if (!parsed) continue;
    const [lng, ns] = parsed;
    const bucket = (resources as Record<string, Record<string, Record<string, unknown>>>)[lng];
    if (bucket) bucket[ns] = content;
  }
  for (const lng of LOCALES) {
    resources[lng].validation = { ...VALIDATION_MESSAGES[lng] };
    resources[lng].errors = errorWording(lng);
  }
  return resources;
}
