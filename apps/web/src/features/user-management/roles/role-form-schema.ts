import type * as z from 'zod/mini';
import type { DefaultValues } from 'react-hook-form';
import { createRoleSchema, type Role } from '@backoffice/contract';

/** Add and edit use the contract's create schema: every field is shown, so every field is checked. */
export const roleFormSchema = createRoleSchema;
export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export const ROLE_FORM_FIELDS = ['name', 'description', 'permissions', 'requires_sso'] as const;

export function roleFormDefaults(role?: Role): DefaultValues<RoleFormInput> {
  if (!role) return { name: '', description: '', permissions: [], requires_sso: false };
  return {
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    requires_sso: role.requires_sso,
  };
}
