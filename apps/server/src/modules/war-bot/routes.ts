import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWarGroupSchema,
  idParamSchema,
  updateWarGroupSchema,
  warActivityQuerySchema,
  warActivitySchema,
  warGroupListQuerySchema,
  warGroupSchema,
  warTopMembersQuerySchema,
  warTopMembersSchema,
} from '@backoffice/contract';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
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

  registerRecordRoutes(app, {
    base: '/v1/war-bot/groups',
    tags,
    access: config.access,
    record: warGroupSchema,
    actions: groups,
    list: {
      path: '',
      summary: 'Tracked groups, paged',
      query: warGroupListQuerySchema,
      run: (query) => listGroups(context.db, query),
    },
    get: { summary: 'One tracked group' },
    create: { summary: 'Track a group', body: createWarGroupSchema, errors: ['WAR_GROUP_LINK_ALREADY_USED'] },
    update: { summary: 'Update a tracked group', body: updateWarGroupSchema, errors: ['WAR_GROUP_LINK_ALREADY_USED'] },
    remove: { summary: 'Stop tracking a group' },
    bulk: { noun: 'tracked groups', restoreErrors: ['WAR_GROUP_LINK_ALREADY_USED'] },
  });
  routes.get(
    '/v1/war-bot/groups/:id/top-members',
    {
      config,
      schema: {
        tags,
        summary: 'A group’s members by messages over a range of UTC days',
        params: idParamSchema,
        querystring: warTopMembersQuerySchema,
        response: { 200: warTopMembersSchema },
      },
    },
    async (request) => ({ data: await readTopMembers(context.db, request.params.id, request.query) }),
  );
  routes.get(
    '/v1/war-bot/activity',
    {
      config,
      schema: {
        tags,
        summary: 'Groups’ activity per UTC day (at most 10 groups, 366 days), own versus rival',
        querystring: warActivityQuerySchema,
        response: { 200: warActivitySchema },
      },
    },
    async (request) => ({ data: await readActivity(context.db, request.query) }),
  );
}
