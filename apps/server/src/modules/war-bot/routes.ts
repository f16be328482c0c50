import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWarGroupSchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  updateWarGroupSchema,
  warActivityQuerySchema,
  warActivitySchema,
  warGroupListQuerySchema,
  warGroupSchema,
  warTopMembersQuerySchema,
  warTopMembersSchema,
  noContentSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import type { AppContext } from '../../platform/context.js';
import { readActivity } from './activity.js';
import { listGroups } from './group-repo.js';
import { WarGroupService } from './group-service.js';
import { readTopMembers } from './top-members.js';

/** War Bot → Group Activity Analysis: the tracked groups and their activity. */
export async function warBotRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const groups = new WarGroupService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'WAR_BOT' } as const;
  const tags = ['war bot'];

  routes.get(
    '/v1/war-bot/groups',
    { config, schema: { tags, summary: 'Tracked groups, paged', querystring: warGroupListQuerySchema, response: { 200: pagedSchema(warGroupSchema) } } },
    async (request) => listGroups(context.db, request.query),
  );
  routes.get(
    '/v1/war-bot/groups/:id',
    { config, schema: { tags, summary: 'One tracked group', params: idParamSchema, response: { 200: dataSchema(warGroupSchema) } } },
    async (request) => ({ data: await groups.get(request.params.id) }),
  );
  routes.post(
    '/v1/war-bot/groups',
    { config: { ...config, errors: ['WAR_GROUP_LINK_ALREADY_USED'] }, schema: { tags, summary: 'Track a group', body: createWarGroupSchema, response: { 201: dataSchema(warGroupSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await groups.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/war-bot/groups/:id',
    { config: { ...config, errors: ['WAR_GROUP_LINK_ALREADY_USED'] }, schema: { tags, summary: 'Update a tracked group', params: idParamSchema, body: updateWarGroupSchema, response: { 200: dataSchema(warGroupSchema) } } },
    async (request) => ({ data: await groups.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    '/v1/war-bot/groups/:id',
    { config, schema: { tags, summary: 'Stop tracking a group', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await groups.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base: '/v1/war-bot/groups',
    tags,
    noun: 'tracked groups',
    access: config.access,
    remove: { run: (ids, request) => groups.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => groups.restoreMany(ids, actorOf(request)), errors: ['WAR_GROUP_LINK_ALREADY_USED'] },
  });
  routes.get(
    '/v1/war-bot/groups/:id/top-members',
    {
      config,
      schema: { tags, summary: 'A group’s members by messages over a range of UTC days', params: idParamSchema, querystring: warTopMembersQuerySchema, response: { 200: warTopMembersSchema } },
    },
    async (request) => ({ data: await readTopMembers(context.db, request.params.id, request.query) }),
  );
  routes.get(
    '/v1/war-bot/activity',
    {
      config,
      schema: { tags, summary: 'Groups’ activity per UTC day (at most 10 groups, 366 days), own versus rival', querystring: warActivityQuerySchema, response: { 200: warActivitySchema } },
    },
    async (request) => ({ data: await readActivity(context.db, request.query) }),
  );
}
