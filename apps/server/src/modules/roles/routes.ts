import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRoleSchema, dataSchema, idParamSchema, pagedSchema, roleListQuerySchema, roleOptionsSchema, roleSchema, updateRoleSchema, noContentSchema } from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf, principalOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { listRoles, roleOptions } from './repo.js';
import { RoleService } from './service.js';

/** Roles (User Management → Role Management), under /um. */
export async function roleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const roles = new RoleService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const config = { access: 'ROLE_MANAGEMENT' } as const;

  routes.get('/v1/roles/list', { config, schema: { tags, summary: 'Roles, paged', querystring: roleListQuerySchema, response: { 200: pagedSchema(roleSchema) } } }, async (request) =>
    listRoles(context.db, request.query),
  );
  routes.get(
    '/v1/roles/options',
    { config: { access: ['ROLE_MANAGEMENT', 'USER_ACCOUNT'] }, schema: { tags, summary: 'Every role’s id and name, and whether the caller may assign it, for pickers', response: { 200: roleOptionsSchema } } },
    async (request) => ({ data: await roleOptions(context.db, principalOf(request).role.permissions) }),
  );
  routes.get('/v1/roles/:id', { config, schema: { tags, summary: 'One role', params: idParamSchema, response: { 200: dataSchema(roleSchema) } } }, async (request) => ({
    data: await roles.get(request.params.id),
  }));
  routes.post('/v1/roles', { config: { ...config, errors: ['PERMISSION_NOT_HELD', 'ROLE_NAME_ALREADY_USED'] }, schema: { tags, summary: 'Create a role', body: createRoleSchema, response: { 201: dataSchema(roleSchema) } } }, async (request, reply) =>
    reply.status(201).send({ data: await roles.create(request.body, actorOf(request)) }),
  );
  routes.patch('/v1/roles/:id', { config: { ...config, errors: ['PERMISSION_NOT_HELD', 'ROLE_OUTRANKS_YOU', 'OWN_ROLE_CHANGE', 'ROLE_NAME_ALREADY_USED', 'BUILT_IN_ROLE'] }, schema: { tags, summary: 'Update a role', params: idParamSchema, body: updateRoleSchema, response: { 200: dataSchema(roleSchema) } } }, async (request) => ({
    data: await roles.update(request.params.id, request.body, actorOf(request)),
  }));
  routes.delete('/v1/roles/:id', { config: { ...config, errors: ['ROLE_OUTRANKS_YOU', 'OWN_ROLE_CHANGE', 'BUILT_IN_ROLE', 'ROLE_IN_USE'] }, schema: { tags, summary: 'Delete a role that no account uses', params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await roles.remove(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
  registerBulkRoutes(app, {
    base: '/v1/roles',
    tags,
    noun: 'roles (none may be in use or built in)',
    access: config.access,
    remove: { run: (ids, request) => roles.removeMany(ids, actorOf(request)), errors: ['ROLE_OUTRANKS_YOU', 'OWN_ROLE_CHANGE', 'BUILT_IN_ROLE', 'ROLE_IN_USE'] },
    restore: { run: (ids, request) => roles.restoreMany(ids, actorOf(request)), errors: ['ROLE_OUTRANKS_YOU', 'ROLE_NAME_ALREADY_USED'] },
  });
}
