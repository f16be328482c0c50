import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.js';

/**
 * An operator configures the server from .env.example and the README's Configuration table: both must name
 * exactly the variables the configuration schema reads, so a variable added, renamed or removed in
 * config.ts without them fails here.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Variables compose.yaml reads from .env for itself (the database's password); the server never sees them. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD'];

/** `NAME=value` and commented-out `# NAME=value` lines: a commented line documents the default. */
function entriesOf(text: string): { name: string; value: string; commented: boolean }[] {
  return [...text.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => ({
    name: match[2] ?? '',
    value: (match[3] ?? '').trim(),
    commented: match[1] !== undefined,
  }));
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('.env.example', () => {
  const entries = entriesOf(read('.env.example'));

  it('lists every variable of the configuration schema once, and no other', () => {
    const names = entries.map((entry) => entry.name);
    expect(sorted(names)).toEqual(sorted(new Set(names)));
    expect(sorted(names.filter((name) => !COMPOSE_ONLY.includes(name)))).toEqual(sorted(CONFIG_VARIABLES));
  });

  it('shows values the server accepts', () => {
    for (const { name, value } of entries.filter((entry) => !COMPOSE_ONLY.includes(entry.name))) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).not.toThrow();
    }
  });

  it('lists only compose variables that compose.yaml reads', () => {
    const compose = read('compose.yaml');
    for (const name of COMPOSE_ONLY) {
      expect(entries.some((entry) => entry.name === name)).toBe(true);
      expect(compose).toContain(`\${${name}`);
    }
  });
});

describe("the README's Configuration table", () => {
  it('names every variable of the configuration schema, and no other', () => {
    const names = [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1] ?? '');
    expect(sorted(names)).toEqual(sorted(CONFIG_VARIABLES));
  });
});
