import type { FastifyInstance } from 'fastify';
import { validationError } from '../errors.js';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(key, [...path, key]) ?? findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses NUL characters in any body or query value, on both databases alike, naming the field. */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query);
    if (field) throw validationError([{ field, code: 'invalid' }]);
  });
}
