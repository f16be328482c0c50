import { expect } from 'vitest';

function leafKeys(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf key of a translation file as a dotted path, sorted: the languages of one namespace give the same list. */
export function translationKeys(messages: unknown): string[] {
  return leafKeys(messages, '').sort();
}

/** Test: both languages of a namespace carry the same keys. */
export function expectSameKeys(enUS: unknown, zhCN: unknown) {
  expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
}

/**
 * Test: each language names every value of the contract's lists, and no other; `groups` maps a group of the
 * namespace (a dotted path, e.g. `analysis.charts`) to the values it words.
 */
export function expectToName(languages: readonly object[], groups: Record<string, readonly string[]>) {
  for (const messages of languages) {
    for (const [path, values] of Object.entries(groups)) {
      const group = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      expect(Object.keys(group as object).sort(), path).toEqual([...values].sort());
    }
  }
}
