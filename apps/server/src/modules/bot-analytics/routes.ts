import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  botAnswerSchema,
  botListSchema,
  botStatusUpdateSchema,
  botOverviewQuerySchema,
  botOverviewSchema,
  botSubscriptionListQuerySchema,
  botSubscriptionPageSchema,
  chatRecordListQuerySchema,
  chatRecordPageSchema,
  conversationQuerySchema,
  conversationSchema,
  idParamSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { setBotStatus } from './bot-status.js';
import { listChatRecords } from './chat-record-list.js';
import { readConversation } from './conversation.js';
import { listBots, readOverview } from './overview.js';
import { listSubscriptions } from './subscriptions.js';

/** Bot Analytics: overview, subscriptions and chat records, written by ingestion; staff decide which bots are Active. */
export async function botAnalyticsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bot analytics'];
  // Writes, and the bots' status staff set (the console reads it again right after a change), stay on the
  // primary (`db`); the rows ingestion wrote earlier a replica within the lag bound serves as well (decision 42).
  const { db, replicaReads } = context;

  routes.get(
    '/v1/bot/bots',
    {
      config: { access: ['BOT', 'BOT_SUBSCRIPTION', 'CHAT_RECORDS'] },
      schema: { tags, summary: 'Every bot, by username (for the section’s filters)', response: { 200: botListSchema } },
    },
    async () => ({ data: await listBots(db) }),
  );
  routes.patch(
    '/v1/bot/bots/:id',
    {
      config: { access: 'BOT' },
      schema: {
        tags,
        summary:
          'Make a bot Active or Inactive (a bot first named by ingestion is Inactive until staff make it Active)',
        params: idParamSchema,
        body: botStatusUpdateSchema,
        response: { 200: botAnswerSchema },
      },
    },
    async (request) => ({ data: await setBotStatus(db, request.params.id, request.body.status, actorOf(request)) }),
  );
  routes.get(
    '/v1/bot/overview',
    {
      config: { access: 'BOT' },
      schema: {
        tags,
        summary: 'Daily figures of the bots over a range of UTC days, and per-bot totals',
        querystring: botOverviewQuerySchema,
        response: { 200: botOverviewSchema },
      },
    },
    async (request) => ({ data: await readOverview(db, request.query, replicaReads) }),
  );
  routes.get(
    '/v1/bot/subscriptions',
    {
      config: { access: 'BOT_SUBSCRIPTION' },
      schema: {
        tags,
        summary: 'Bot subscriptions, paged',
        querystring: botSubscriptionListQuerySchema,
        response: { 200: botSubscriptionPageSchema },
      },
    },
    async (request) => listSubscriptions(replicaReads, request.query),
  );
  routes.get(
    '/v1/bot/chat-records',
    {
      config: { access: 'CHAT_RECORDS' },
      schema: {
        tags,
        summary: 'Chat records, newest first, by page number or keyset cursor; text search totals are capped',
        querystring: chatRecordListQuerySchema,
        response: { 200: chatRecordPageSchema },
      },
    },
    async (request) => listChatRecords(replicaReads, context.database.kind, request.query),
  );
  routes.get(
    '/v1/bot/chat-records/conversation',
    {
      config: { access: 'CHAT_RECORDS' },
      schema: {
        tags,
        summary: 'One user’s messages with one bot, in time order, older ones on demand',
        querystring: conversationQuerySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => ({ data: await readConversation(db, request.query, replicaReads) }),
  );
}
