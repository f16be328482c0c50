import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@backoffice/contract';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

/** Every leaf key of a JSON object, as dotted paths. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(locale: string): string[] {
  return readdirSync(path.join(localesDir, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function read(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(localesDir, locale, file), 'utf8'));
}

describe('locale files', () => {
  it('has one folder per supported locale', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it('has the same namespace files in every locale', () => {
    const [first, ...rest] = LOCALES;
    for (const locale of rest) expect(namespaces(locale)).toEqual(namespaces(first));
  });

  for (const file of namespaces('en-US')) {
    it(`${file}: the same keys in every locale, none empty`, () => {
      const reference = keyPaths(read('en-US', file)).sort();
      for (const locale of LOCALES) {
        const content = read(locale, file);
        expect(keyPaths(content).sort(), `${locale}/${file}`).toEqual(reference);
        for (const key of reference) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
          expect(typeof text === 'string' && text.trim() !== '', `${locale}/${file}: ${key}`).toBe(true);
        }
      }
    });
  }

  it('uses real Chinese in zh-CN, not copied English', () => {
    const en = keyPaths(read('en-US', 'common.json'));
    const zhText = JSON.stringify(read('zh-CN', 'common.json'));
    expect(en.length).toBeGreaterThan(0);
    expect(/[\u4e00-\u9fff]/.test(zhText)).toBe(true);
  });
});
