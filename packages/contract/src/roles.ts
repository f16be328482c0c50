import * as z from 'zod/mini';
import { listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { LIMITS } from './limits.js';
import { ROLE_LIST } from './lists.js';
import { msg } from './messages.js';
import { PERMISSIONS } from './permissions.js';

/** A role: a named set of section permissions (User Management → Role Management). */
export const roleSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  built_in: z.boolean(),
  /** Holders sign in through single sign-on only; a password sign-in is refused (docs/decisions/0033-single-sign-on.md). */
  requires_sso: z.boolean(),
  account_count: z.number().check(z.int(), z.nonnegative()),
  ...recordStampsShape,
});
export type Role = z.infer<typeof roleSchema>;

const permissionsSchema = z
  .array(z.enum(PERMISSIONS, { error: msg('invalid') }), { error: msg('permission_required') })
  .check(
    z.minLength(1, msg('permission_required')),
    z.maxLength(PERMISSIONS.length),
    z.refine((list) => new Set(list).size === list.length, msg('invalid')),
  );

export const createRoleSchema = z.strictObject({
  name: requiredText(LIMITS.roleName),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(LIMITS.description, msg('max_length', LIMITS.description))),
    '',
  ),
  permissions: permissionsSchema,
  requires_sso: z._default(z.boolean(), false),
});
export type CreateRole = z.input<typeof createRoleSchema>;

/** Only the fields sent change: a role PATCHed with `permissions` alone keeps its description. */
export const updateRoleSchema = updateSchemaOf(createRoleSchema);
export type UpdateRole = z.input<typeof updateRoleSchema>;

export const roleListQuerySchema = listQueryOf(ROLE_LIST);
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

/**
 * Every role, for pickers: id, name, and whether the caller may assign it (holds every permission
 * of it). An account whose role the caller may not assign outranks the caller (docs/decisions/0012-grant-rules.md).
 */
export const roleOptionsSchema = z.object({
  data: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), assignable: z.boolean() })),
});
