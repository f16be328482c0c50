import { z } from 'zod';
import { listQuerySchema } from './common.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import { PERMISSIONS } from './permissions.js';

/** A role: a named set of section permissions (User Management → Role Management). */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  built_in: z.boolean(),
  account_count: z.number().int().nonnegative(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

const permissionsSchema = z
  .array(z.enum(PERMISSIONS, { error: msg('invalid') }), { error: msg('permission_required') })
  .min(1, msg('permission_required'))
  .max(PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, msg('invalid'));

export const createRoleSchema = z
  .object({
    name: z
      .string({ error: msg('required') })
      .trim()
      .min(1, msg('required'))
      .max(LIMITS.roleName, msg('max_length', LIMITS.roleName)),
    description: z
      .string()
      .trim()
      .max(LIMITS.description, msg('max_length', LIMITS.description))
      .default(''),
    permissions: permissionsSchema,
  })
  .strict();
export type CreateRole = z.input<typeof createRoleSchema>;

export const updateRoleSchema = createRoleSchema.partial().strict();
export type UpdateRole = z.input<typeof updateRoleSchema>;

export const ROLE_SORTABLE = ['name', 'created_at', 'updated_at'] as const;
export const roleListQuerySchema = listQuerySchema(ROLE_SORTABLE);
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

/** Every role, for pickers: id and name only. */
export const roleOptionsSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
