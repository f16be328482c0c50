import { closest, distance } from 'fastest-levenshtein';
import { CONFIG_VARIABLES } from './config.js';

/** A variable of the environment the server does not read, named like one it does. */
export interface MisspeltVariable {
  variable: string;
  closest: string;
}

/**
 * The first word of the names two or more settings share (`DB_`, `EXPORT_`, `WEBAUTHN_`, …): a variable
 * starting with one is meant for the server even when it is far from every name it reads.
 */
function productPrefixes(known: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of known) {
    const prefix = /^[A-Z0-9]+_/.exec(name)?.[0];
    if (prefix !== undefined) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 2).map(([prefix]) => prefix);
}

/**
 * A typo costs an edit or two, more in a long name: a quarter of the name's length, at least one. Short everyday
 * variables (HOME, PATH, TERM, HOSTNAME) stay further than that from PORT and HOST.
 */
function closeEnough(name: string, known: string): boolean {
  return distance(name, known) <= Math.max(1, Math.floor(known.length / 4));
}

/**
 * The variables of `env` that look like the server's own settings but are none of them, each with the setting
 * it is closest to, so a misspelt `DATABSE_URL` is noticed instead of the server quietly starting on SQLite.
 * Names only: the values are never read.
 */
export function misspeltVariables(
  env: NodeJS.ProcessEnv,
  known: readonly string[] = CONFIG_VARIABLES,
): MisspeltVariable[] {
  const names = new Set(known);
  const prefixes = productPrefixes(known);
  const found: MisspeltVariable[] = [];
  for (const variable of Object.keys(env).sort()) {
    if (names.has(variable)) continue;
    const upper = variable.toUpperCase();
    const prefix = prefixes.find((candidate) => upper.startsWith(candidate));
    if (prefix !== undefined) {
      found.push({
        variable,
        closest: closest(
          upper,
          known.filter((name) => name.startsWith(prefix)),
        ),
      });
      continue;
    }
    const nearest = closest(upper, [...known]);
    if (closeEnough(upper, nearest)) found.push({ variable, closest: nearest });
  }
  return found;
}
