import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * War Bot → Group Activity Analysis: what raw group events add beyond the daily figures. Messages per
 * member and day give the top members and the day's distinct active members; messages per hour give
 * the peak hour. Groups that report daily rows only leave both empty.
 */
export function warBot(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('group_member_activity_daily')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('war_groups.id'))
        .addColumn('day', col.date, (c) => c.notNull())
        .addColumn('member_tg_id', 'bigint', (c) => c.notNull())
        .addColumn('username', 'text')
        .addColumn('messages', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('group_member_activity_daily_pk', ['group_id', 'day', 'member_tg_id'])
        .execute();

      await db.schema
        .createTable('group_activity_hourly')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('war_groups.id'))
        .addColumn('day', col.date, (c) => c.notNull())
        .addColumn('hour', 'integer', (c) => c.notNull().check(sql`hour >= 0 and hour <= 23`))
        .addColumn('messages', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('group_activity_hourly_pk', ['group_id', 'day', 'hour'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('group_activity_hourly').execute();
      await db.schema.dropTable('group_member_activity_daily').execute();
    },
  };
}
