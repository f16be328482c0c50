import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';
import { chunksFor } from '../../platform/db/bulk.js';

export type BotDailyCounter = 'searches' | 'new_subscribers' | 'lost_subscribers' | 'messages_in' | 'messages_out';
const COUNTERS: readonly BotDailyCounter[] = [
  'searches',
  'new_subscribers',
  'lost_subscribers',
  'messages_in',
  'messages_out',
];

/** A batch's increments of bot_daily_stats, summed in memory so each (bot, day) is written once. */
export class BotDailyTally {
  private readonly rows = new Map<string, { bot_id: number; day: string } & Record<BotDailyCounter, number>>();

  add(botId: number, day: string, counter: BotDailyCounter, by = 1): void {
    const key = `${botId}|${day}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        bot_id: botId,
        day,
        searches: 0,
        new_subscribers: 0,
        lost_subscribers: 0,
        messages_in: 0,
        messages_out: 0,
      };
      this.rows.set(key, row);
    }
    row[counter] += by;
  }

  async write(db: Executor): Promise<void> {
    // Sorted, so concurrent batches lock the rows in the same order.
    const rows = [...this.rows.values()].sort(
      (a, b) => a.bot_id - b.bot_id || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
    );
    for (const chunk of chunksFor(rows, 7)) {
      await db
        .insertInto('bot_daily_stats')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['bot_id', 'day'])
            .doUpdateSet(
              Object.fromEntries(
                COUNTERS.map((c) => [c, sql<number>`${sql.ref(`bot_daily_stats.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
              ),
            ),
        )
        .execute();
    }
  }
}
