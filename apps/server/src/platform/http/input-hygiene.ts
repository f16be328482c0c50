import type { FastifyInstance } from 'fastify';
import { AppError, validationError } from '../errors.js';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body of the API is an
 * ingest row inside `rows` (three levels); 64 leaves room for any shape a client means to send, while
 * a body nested hundreds of thousands of levels deep is refused before JSON.parse allocates it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * JSON.parse takes time by the arrays, objects, keys and elements it builds, not by the bytes: 1 MB of
 * `{},{},…` takes about 100 ms and 1 MB of nested arrays several hundred, all of it holding the event
 * loop. A body may hold one such value per BYTES_PER_VALUE bytes of its route's body limit, and at
 * least MIN_JSON_VALUES: thousands of times what any console form sends (an ingest batch of 5,000 rows
 * fits its route's larger limit), and little enough that a body within the default 1 MB limit never
 * holds the loop for long (`npm run bench -- request-shapes`).
 */
export const MIN_JSON_VALUES = 20_000;
const BYTES_PER_VALUE = 64;

export function maxJsonValues(bodyLimit: number): number {
  return Math.max(MIN_JSON_VALUES, Math.floor(bodyLimit / BYTES_PER_VALUE));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export type JsonShapeVerdict = 'ok' | 'too-deep' | 'too-many-values';

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, or holds more than `maxValues`
 * arrays, objects, keys and further elements: one pass over the characters, none of them inside
 * strings counted. Malformed text is left to JSON.parse, which refuses it.
 */
export function checkJsonShape(text: string, maxDepth: number, maxValues: number): JsonShapeVerdict {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Jump over the string to its closing quote: the next quote not escaped by an odd run of
      // backslashes (each run is counted once, so this stays linear). indexOf is native and many
      // times faster than looking at each character of a long string.
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      // Unterminated: JSON.parse refuses it.
      if (end === -1) return 'ok';
      i = end;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'too-deep';
      if (++values > maxValues) return 'too-many-values';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    } else if (code === COMMA || code === COLON) {
      if (++values > maxValues) return 'too-many-values';
    }
  }
  return 'ok';
}

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL text cannot
 * store. Walks with a stack of its own, not recursion, so no nesting can overflow the call stack, and
 * builds a path only for the string it reports, so a wide body costs one look per value.
 */
export function findNulCharacter(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? 'value' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  // Every container met: the container, the index of its parent here, and its key in that parent.
  const containers: object[] = [value];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  const pathOf = (parent: number, key: string | number): string => {
    const parts = [String(key)];
    for (let at = parent; at > 0; at = parents[at] as number) parts.push(String(keys[at]));
    return parts.reverse().join('.');
  };
  // Containers are visited in the order met, each once; `containers` only grows while walking.
  for (let at = 0; at < containers.length; at++) {
    const current = containers[at] as Record<string | number, unknown>;
    const visit = (key: string | number, item: unknown): string | undefined => {
      if (typeof item === 'string') return item.includes('\u0000') ? pathOf(at, key) : undefined;
      if (item && typeof item === 'object') {
        containers.push(item);
        parents.push(at);
        keys.push(key);
      }
      return undefined;
    };
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        const found = visit(index, current[index]);
        if (found) return found;
      }
      continue;
    }
    for (const key of Object.keys(current)) {
      if (key.includes('\u0000')) return pathOf(at, key);
      const found = visit(key, current[key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** JSON bodies that cannot hold a NUL character: their text has no `\u0000` escape (a raw NUL is invalid JSON). */
const nulFreeBodies = new WeakSet<object>();

/**
 * Parses JSON bodies through Fastify's own parser (prototype-poisoning checks included) after
 * refusing, in one linear pass over the text, nesting deeper than MAX_JSON_DEPTH (400
 * REQUEST_TOO_DEEP) and more values than maxJsonValues (413 PAYLOAD_TOO_LARGE); an empty body is no body. Refuses NUL characters in any body or query value, on both databases alike,
 * naming the field.
 */
export function installInputHygiene(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Many clients send the JSON content type on every request, also on a DELETE or a POST that carries
    // nothing: no body is then what the route gets, and a route that needs one answers its own validation error.
    if (text === '') {
      done(null, undefined);
      return;
    }
    const verdict = checkJsonShape(text, MAX_JSON_DEPTH, maxJsonValues(request.routeOptions.bodyLimit));
    if (verdict !== 'ok') {
      done(
        verdict === 'too-deep'
          ? new AppError('REQUEST_TOO_DEEP', { max_depth: MAX_JSON_DEPTH })
          : new AppError('PAYLOAD_TOO_LARGE'),
        undefined,
      );
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error && parsed && typeof parsed === 'object' && !text.includes('\\u0000')) nulFreeBodies.add(parsed);
      done(error, parsed);
    });
  });
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    const bodyField = body && typeof body === 'object' && nulFreeBodies.has(body) ? undefined : findNulCharacter(body);
    const field = bodyField ?? findNulCharacter(request.query);
    if (field) throw validationError([{ field, code: 'invalid' }]);
  });
}
