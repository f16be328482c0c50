import { sql } from 'kysely';
import { recordAudit } from '../audit.js';
import type { Db, Executor } from '../db/schema.js';
import { AppError } from '../errors.js';

/**
 * Growing delays after failed credential checks, without a hard lock-out: after the free attempts each
 * further attempt doubles the wait, capped, and the count fades after a quiet period. Kept in the database
 * so every instance sees the same counts.
 *
 * An attempt is counted BEFORE the credential is checked (a reservation), in one transaction that also
 * decides whether the attempt may go ahead, so parallel attempts cannot all slip past the check: on
 * PostgreSQL the upsert takes each row's lock until the transaction ends, on SQLite the transaction holds
 * the write lock. A right credential afterwards releases its reservation.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** One client address guessing one account's password. */
export const PAIR_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
/** One client address guessing any accounts' passwords. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
/**
 * Many addresses guessing one account's password. It only ever holds back addresses that have never signed
 * in to that account, so an attacker cannot use it to keep the owner out of a place the owner used before.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 50, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
/** Wrong current passwords of a signed-in account (change password, removing a second factor). */
export const CURRENT_PASSWORD_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
/** Throttled sign-ins of one address are audited as one row per this window. */
export const REFUSAL_AUDIT_WINDOW_SECONDS = 300;

export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const exponent = Math.min(failures - policy.freeFailures, 20);
  return Math.min(policy.baseDelaySeconds * 2 ** exponent, policy.maxDelaySeconds);
}

export interface ThrottleEntry {
  key: string;
  policy: ThrottlePolicy;
}

export type Reservation = { allowed: true } | { allowed: false; waitSeconds: number; blockedKey: string };

interface ThrottleRow {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

/** Forgotten after a quiet period that starts when the last wait is over, so a client that waits out every delay keeps its count. */
function isStale(row: ThrottleRow, policy: ThrottlePolicy, now: Date): boolean {
  const quietSince = Math.max(Date.parse(row.last_failure_at), row.blocked_until ? Date.parse(row.blocked_until) : 0);
  return now.getTime() - quietSince > policy.forgetAfterSeconds * 1000;
}

/** Takes the row of `key` (created when missing) and, on PostgreSQL, its lock until the transaction ends. */
async function lockRow(trx: Executor, key: string, now: Date): Promise<ThrottleRow> {
  return trx
    .insertInto('login_throttle')
    .values({ key, failures: 0, last_failure_at: now.toISOString(), blocked_until: null })
    // A no-op update rather than DO NOTHING: it locks the existing row and returns it in the same statement.
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ failures: eb.ref('login_throttle.failures') })))
    .returning(['key', 'failures', 'last_failure_at', 'blocked_until'])
    .executeTakeFirstOrThrow();
}

/** Rows quiet for this long count nothing any more (every forget period is shorter) and are deleted now and then. */
const PRUNE_AFTER_SECONDS = 24 * 3600;
/** About one reservation in this many prunes, so the table stays the size of one day's attempts without a timer. */
const PRUNE_ONE_IN = 200;

/** The generic counter: atomic reserve, release after success. */
export class Throttle {
  constructor(private readonly db: Db) {}

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (Math.floor(Math.random() * PRUNE_ONE_IN) !== 0) return;
    await this.db.deleteFrom('login_throttle').where('last_failure_at', '<', new Date(now.getTime() - PRUNE_AFTER_SECONDS * 1000).toISOString()).execute();
  }

  /**
   * Counts one attempt against every entry, or none when any entry must still wait. Atomic: N parallel
   * callers on a fresh key get exactly `freeFailures` allowances before the first wait.
   */
  async reserve(entries: readonly ThrottleEntry[], now = new Date()): Promise<Reservation> {
    // The same lock order everywhere, so two transactions never wait for each other's rows.
    const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    await this.pruneNowAndThen(now);
    return this.db.transaction().execute(async (trx) => {
      const rows: { entry: ThrottleEntry; row: ThrottleRow; stale: boolean }[] = [];
      let refusal: { allowed: false; waitSeconds: number; blockedKey: string } | undefined;
      for (const entry of sorted) {
        const row = await lockRow(trx, entry.key, now);
        const stale = isStale(row, entry.policy, now);
        rows.push({ entry, row, stale });
        const wait = !stale && row.blocked_until ? Math.ceil((Date.parse(row.blocked_until) - now.getTime()) / 1000) : 0;
        if (wait > 0 && wait > (refusal?.waitSeconds ?? 0)) refusal = { allowed: false, waitSeconds: wait, blockedKey: entry.key };
      }
      if (refusal) return refusal;
      for (const { entry, row, stale } of rows) {
        const failures = stale ? 1 : row.failures + 1;
        const delay = delayAfter(failures, entry.policy);
        await trx
          .updateTable('login_throttle')
          .set({
            failures,
            last_failure_at: now.toISOString(),
            blocked_until: delay > 0 ? new Date(now.getTime() + delay * 1000).toISOString() : null,
          })
          .where('key', '=', entry.key)
          .execute();
      }
      return { allowed: true } as const;
    });
  }

  /** The credential was right: gives back one reserved attempt of `key`, lifting its wait when under the free allowance. */
  async release(entry: ThrottleEntry): Promise<void> {
    // One statement, so it cannot lose a count reserved at the same moment.
    await this.db
      .updateTable('login_throttle')
      .set({
        failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`,
        blocked_until: sql<string | null>`case when failures - 1 < ${entry.policy.freeFailures} then null else blocked_until end`,
      })
      .where('key', '=', entry.key)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }

  /**
   * Counts a refused attempt of `source` in the current audit window and answers whether it is the first one
   * of that window (the only one to be audited), with the count of the window before when it just ended.
   */
  async countRefusal(source: string, now = new Date()): Promise<{ first: boolean; previousWindowCount: number }> {
    const key = `refused:${source}`;
    return this.db.transaction().execute(async (trx) => {
      const row = await lockRow(trx, key, now);
      const windowOver = now.getTime() - Date.parse(row.last_failure_at) >= REFUSAL_AUDIT_WINDOW_SECONDS * 1000;
      const first = row.failures === 0 || windowOver;
      await trx
        .updateTable('login_throttle')
        .set(first ? { failures: 1, last_failure_at: now.toISOString() } : { failures: row.failures + 1 })
        .where('key', '=', key)
        .execute();
      return { first, previousWindowCount: first ? row.failures : 0 };
    });
  }
}

export const throttleKeys = {
  pair: (ip: string, email: string) => `pair:${ip}|${email.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
  account: (email: string) => `account:${email.toLowerCase()}`,
  currentPassword: (accountId: number) => `password:${accountId}`,
};

/** A reserved sign-in attempt; hand it back to `succeeded` when the credential was right. */
export interface SignInAttempt {
  readonly entries: readonly ThrottleEntry[];
}

/**
 * The sign-in throttle, shared by the password step and the second-factor step (wrong codes count like wrong
 * passwords, with the same keys):
 *
 *   const attempt = await signInThrottle.reserveAttempt(ip, email, accountId); // 429 TOO_MANY_ATTEMPTS when held back
 *   …check the credential; when wrong, do nothing: the reservation is the counted failure…
 *   await signInThrottle.succeeded(attempt);
 *
 * Keys: the address with the e-mail (5 free), the address alone (20 free), and the e-mail alone (50 free)
 * for addresses that never signed in to that account. The e-mail alone is never a reason to refuse an
 * address the account was used from, so nobody can keep the owner out.
 */
export class SignInThrottle {
  readonly counter: Throttle;

  constructor(
    private readonly db: Db,
    /** Told of each attempt held back (the app's metrics); the audit log keeps one row per window only. */
    private readonly onThrottled: () => void = () => undefined,
  ) {
    this.counter = new Throttle(db);
  }

  private async knownAddress(accountId: number | null, ip: string | null): Promise<boolean> {
    if (accountId === null || ip === null) return false;
    const session = await this.db.selectFrom('sessions').select('id').where('account_id', '=', accountId).where('ip', '=', ip).limit(1).executeTakeFirst();
    return session !== undefined;
  }

  /**
   * Counts this attempt before the credential is checked. Throws TOO_MANY_ATTEMPTS (429, retry_after_seconds)
   * when this source must wait; refused attempts are audited as one row per address and window.
   */
  async reserveAttempt(ip: string | null, email: string, accountId: number | null): Promise<SignInAttempt> {
    const address = ip ?? 'unknown';
    const entries: ThrottleEntry[] = [
      { key: throttleKeys.pair(address, email), policy: PAIR_POLICY },
      { key: throttleKeys.address(address), policy: ADDRESS_POLICY },
    ];
    if (!(await this.knownAddress(accountId, ip))) entries.push({ key: throttleKeys.account(email), policy: ACCOUNT_POLICY });
    const reservation = await this.counter.reserve(entries);
    if (!reservation.allowed) {
      this.onThrottled();
      const { first, previousWindowCount } = await this.counter.countRefusal(address);
      if (first) {
        await recordAudit(this.db, { id: null, email, ip }, {
          action: 'auth.login_throttled',
          entity: 'account',
          changes: {
            // Later refusals of this window write nothing; the next window's row says how many there were.
            audit_window_seconds: { to: REFUSAL_AUDIT_WINDOW_SECONDS },
            ...(previousWindowCount > 0 ? { refused_in_previous_window: { to: previousWindowCount } } : {}),
          },
        });
      }
      throw new AppError('TOO_MANY_ATTEMPTS', { retry_after_seconds: reservation.waitSeconds });
    }
    return { entries };
  }

  /** The credential was right: this source's own count starts over, the shared counts give back this attempt. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.settle(attempt, 'complete');
  }

  /**
   * The password was right but a second step follows: every count only gives this attempt back. Wiping the
   * source's own count here would let a holder of the password reset the wrong codes before each new guess.
   */
  async passwordRightStepPending(attempt: SignInAttempt): Promise<void> {
    await this.settle(attempt, 'pending');
  }

  private async settle(attempt: SignInAttempt, signIn: 'complete' | 'pending'): Promise<void> {
    for (const entry of attempt.entries) {
      if (signIn === 'complete' && entry.key.startsWith('pair:')) await this.counter.clear(entry.key);
      else await this.counter.release(entry);
    }
  }

  /**
   * For a signed-in account's current-password check. Throws TOO_MANY_PASSWORD_ATTEMPTS (429,
   * retry_after_seconds) when it must wait; call `currentPasswordRight` when the password was right.
   */
  async reserveCurrentPassword(accountId: number): Promise<void> {
    const reservation = await this.counter.reserve([{ key: throttleKeys.currentPassword(accountId), policy: CURRENT_PASSWORD_POLICY }]);
    if (!reservation.allowed) throw new AppError('TOO_MANY_PASSWORD_ATTEMPTS', { retry_after_seconds: reservation.waitSeconds });
  }

  async currentPasswordRight(accountId: number): Promise<void> {
    await this.counter.clear(throttleKeys.currentPassword(accountId));
  }
}
