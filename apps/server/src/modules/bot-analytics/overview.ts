import type { Bot, BotFigures, BotOverview, botOverviewQuerySchema } from '@backoffice/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import type { Executor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { eachDay } from '../../platform/time.js';

type OverviewQuery = z.output<typeof botOverviewQuerySchema>;

const FIGURES = ['searches', 'new_subscribers', 'lost_subscribers', 'messages_in', 'messages_out'] as const;

function zero(): BotFigures {
  return { searches: 0, new_subscribers: 0, lost_subscribers: 0, messages_in: 0, messages_out: 0 };
}

function add(into: BotFigures, row: Record<(typeof FIGURES)[number], number | string>): void {
  for (const figure of FIGURES) into[figure] += Number(row[figure]);
}

/** Every bot, by username: the choices of the section's bot filters. */
export async function listBots(db: Executor): Promise<Bot[]> {
  return db
    .selectFrom('bots')
    .select(['id', 'username', 'status', 'created_at'])
    .orderBy(sql`lower(username)`)
    .orderBy('id')
    .execute();
}

async function subscribersByBot(db: Executor, botId: number | undefined): Promise<Map<number, number>> {
  let query = db
    .selectFrom('bot_subscriptions')
    .select(['bot_id', sql<number | string>`count(*)`.as('n')])
    .where('status', '=', 'Subscribed')
    .groupBy('bot_id');
  if (botId !== undefined) query = query.where('bot_id', '=', botId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.bot_id, Number(row.n)]));
}

/**
 * The bots' daily figures over a range of UTC days: every day of the range (0 where nothing was
 * counted) summed over the bots shown, and one card per bot with its sums and current subscribers.
 * The bots come from `db`: their status is what staff set, and the console reads it again right
 * after a change. The figures, ingestion's, may come from a read replica (`figuresDb`).
 */
export async function readOverview(db: Executor, query: OverviewQuery, figuresDb: Executor = db): Promise<BotOverview> {
  const bots = (await listBots(db)).filter((bot) => query.bot_id === undefined || bot.id === query.bot_id);
  if (query.bot_id !== undefined && bots.length === 0) throw notFound('bot', query.bot_id);
  let daily = figuresDb
    .selectFrom('bot_daily_stats')
    .select(['bot_id', 'day', ...FIGURES])
    .where('day', '>=', query.from)
    .where('day', '<=', query.to);
  if (query.bot_id !== undefined) daily = daily.where('bot_id', '=', query.bot_id);
  const [rows, subscribers] = await Promise.all([daily.execute(), subscribersByBot(figuresDb, query.bot_id)]);
  const days = new Map(eachDay(query.from, query.to).map((day) => [day, zero()]));
  const perBot = new Map(bots.map((bot) => [bot.id, zero()]));
  const totals = zero();
  for (const row of rows) {
    const day = days.get(row.day);
    const bot = perBot.get(row.bot_id);
    if (day) add(day, row);
    if (bot) add(bot, row);
    add(totals, row);
  }
  return {
    from: query.from,
    to: query.to,
    days: [...days].map(([day, figures]) => ({ day, ...figures })),
    totals,
    bots: bots.map((bot) => ({
      bot_id: bot.id,
      username: bot.username,
      status: bot.status,
      subscribers: subscribers.get(bot.id) ?? 0,
      totals: perBot.get(bot.id) ?? zero(),
    })),
  };
}
