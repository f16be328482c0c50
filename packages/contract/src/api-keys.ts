import * as z from 'zod/mini';
import { bodyIdSchema, listQueryOf, requiredText } from './common.js';
import { API_KEY_SCOPES } from './enums.js';
import { msg } from './messages.js';
import { API_KEY_LIST, API_KEY_NAME_MAX, API_KEY_STALKERS_MAX, API_KEY_STATUSES } from './api-key-lists.js';

// Re-exported from here so the package index needs one line for the section; api-key-lists.ts stays zod-free.
export {
  API_KEY_LIST,
  API_KEY_NAME_MAX,
  API_KEY_SORTABLE,
  API_KEY_STALKERS_MAX,
  API_KEY_STATUSES,
  type ApiKeyStatus,
} from './api-key-lists.js';

/**
 * A platform API key as the console lists it. Never the secret nor its hash: the whole key
 * (`bok_<prefix>_<secret>`) is answered once, by the create call, and cannot be read again.
 */
export const apiKeySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The key's public part, `bok_<prefix>_…`: how staff recognise a key in logs and in the list. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /**
   * The stalkers a `stalker`-scope key serves, by id order: the only session strings it can read
   * (empty for other keys). A deleted stalker drops out.
   */
  stalkers: z.array(z.object({ id: z.number().check(z.int()), username: z.string() })),
  status: z.enum(API_KEY_STATUSES),
  created_at: z.string(),
  /** E-mail of the staff member who created it; null when it was created from the command line. */
  created_by: z.nullable(z.string()),
  /** Updated at most once a minute per key. */
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  revoked_by: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyNameSchema = requiredText(API_KEY_NAME_MAX);

/** Longest scopes list accepted: every scope, each possibly named twice by a script. */
const SCOPES_LIST_MAX = 10;

/** At least one scope; a scope named twice counts once. */
export const apiKeyScopesSchema = z
  .array(z.enum(API_KEY_SCOPES, { error: msg('invalid') }), { error: msg('scope_required') })
  .check(z.minLength(1, msg('scope_required')), z.maxLength(SCOPES_LIST_MAX, msg('invalid')));

const stalkerIdSchema = bodyIdSchema();

/** Distinct stalker ids, at most API_KEY_STALKERS_MAX. */
export const apiKeyStalkerIdsSchema = z.array(stalkerIdSchema, { error: msg('invalid') }).check(
  z.maxLength(API_KEY_STALKERS_MAX, msg('max_value', API_KEY_STALKERS_MAX)),
  z.refine((ids) => new Set(ids).size === ids.length, msg('invalid')),
);

/**
 * A `stalker`-scope key names the stalkers it serves (at least one); other keys name none, since
 * bindings would grant them nothing.
 */
export const createApiKeySchema = z
  .strictObject({
    name: apiKeyNameSchema,
    scopes: apiKeyScopesSchema,
    stalker_ids: z.optional(apiKeyStalkerIdsSchema),
  })
  .check(
    z.superRefine((body, context) => {
      const bound = body.stalker_ids ?? [];
      if (body.scopes.includes('stalker') && bound.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['stalker_ids'],
          message: msg('stalker_binding_required'),
          input: body.stalker_ids,
        });
      }
      if (!body.scopes.includes('stalker') && bound.length > 0) {
        context.addIssue({ code: 'custom', path: ['stalker_ids'], message: msg('invalid'), input: body.stalker_ids });
      }
    }),
  );
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** The answer of the create call: the key itself, shown once. */
export const createdApiKeySchema = z.object({
  data: z.object({ ...apiKeySchema.shape, key: z.string() }),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>['data'];

export const apiKeyListQuerySchema = listQueryOf(API_KEY_LIST);
export type ApiKeyListQuery = z.input<typeof apiKeyListQuerySchema>;

/** Scopes in their canonical order, each once: how they are stored and shown. */
export function canonicalScopes(scopes: readonly string[]): (typeof API_KEY_SCOPES)[number][] {
  return API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
}
