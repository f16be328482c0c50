import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRoleSchema,
  roleListQuerySchema,
  roleOptionsSchema,
  roleSchema,
  updateRoleSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { principalOf } from '../../platform/auth/guard.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import { listRoles, roleOptions } from './repo.js';
import { RoleService } from './service.js';

/** Roles (User Management → Role Management), under /um. */
export async function roleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const roles = new RoleService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const config = { access: 'ROLE_MANAGEMENT' } as const;

  routes.get(
    '/v1/roles/options',
    {
      config: { access: ['ROLE_MANAGEMENT', 'USER_ACCOUNT'] },
      schema: {
        tags,
        summary: 'Every role’s id and name, and whether the caller may assign it, for pickers',
        response: { 200: roleOptionsSchema },
      },
    },
    async (request) => ({ data: await roleOptions(context.db, principalOf(request).role.permissions) }),
  );
  registerRecordRoutes(app, {
    base: '/v1/roles',
    tags,
    access: config.access,
    record: roleSchema,
    actions: roles,
    list: {
      path: '/list',
      summary: 'Roles, paged',
      query: roleListQuerySchema,
      run: (query) => listRoles(context.db, query),
    },
    get: { summary: 'One role' },
    create: {
      summary: 'Create a role',
      body: createRoleSchema,
      errors: ['PERMISSION_NOT_HELD', 'ROLE_NAME_ALREADY_USED'],
    },
    update: {
      summary: 'Update a role',
      body: updateRoleSchema,
      errors: [
        'PERMISSION_NOT_HELD',
        'ROLE_OUTRANKS_YOU',
        'OWN_ROLE_CHANGE',
        'ROLE_NAME_ALREADY_USED',
        'BUILT_IN_ROLE',
      ],
    },
    remove: {
      summary: 'Delete a role that no account uses',
      errors: ['ROLE_OUTRANKS_YOU', 'OWN_ROLE_CHANGE', 'BUILT_IN_ROLE', 'ROLE_IN_USE'],
    },
    bulk: {
      noun: 'roles (none may be in use or built in)',
      restoreErrors: ['ROLE_OUTRANKS_YOU', 'ROLE_NAME_ALREADY_USED'],
    },
  });
}
