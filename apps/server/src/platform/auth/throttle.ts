import type { Db } from '../db/schema.js';

/**
 * Growing delays after failed sign-ins, per account and per client address, without a hard lock-out:
 * after the free attempts each failure doubles the wait, capped, and the count fades after a quiet period.
 * Kept in the database so every instance sees the same counts.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };

export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const exponent = Math.min(failures - policy.freeFailures, 20);
  return Math.min(policy.baseDelaySeconds * 2 ** exponent, policy.maxDelaySeconds);
}

export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Seconds the caller must still wait before trying any of these keys, 0 when free. */
  async waitSeconds(keys: readonly string[], now = new Date()): Promise<number> {
    const rows = await this.db.selectFrom('login_throttle').select(['blocked_until']).where('key', 'in', keys).execute();
    const waits = rows.map((row) => (row.blocked_until ? Math.ceil((Date.parse(row.blocked_until) - now.getTime()) / 1000) : 0));
    return Math.max(0, ...waits);
  }

  async recordFailure(key: string, policy: ThrottlePolicy, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const stale = row && now.getTime() - Date.parse(row.last_failure_at) > policy.forgetAfterSeconds * 1000;
      const failures = !row || stale ? 1 : row.failures + 1;
      const delay = delayAfter(failures, policy);
      const values = {
        failures,
        last_failure_at: now.toISOString(),
        blocked_until: delay > 0 ? new Date(now.getTime() + delay * 1000).toISOString() : null,
      };
      await trx
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
        .execute();
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }
}

export const throttleKeys = {
  account: (email: string) => `account:${email.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
};
