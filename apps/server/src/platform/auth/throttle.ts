import { sql } from 'kysely';
import { recordAudit } from '../audit.js';
import type { Db, Executor } from '../db/schema.js';
import { AppError } from '../errors.js';

/**
 * Growing delays after failed credential checks, without a hard lock-out: after the free attempts each
 * further attempt doubles the wait, capped, and the count fades after a quiet period. Kept in the database
 * so every instance sees the same counts (docs/decisions/0013).
 *
 * A check is reserved BEFORE the credential is checked, in one transaction that also decides whether it may
 * go ahead (on PostgreSQL the upsert takes each row's lock until the transaction ends, on SQLite the
 * transaction holds the write lock), and settled afterwards: a wrong credential becomes a failure, a right
 * one counts nothing. Checks in flight are counted apart from settled failures: only settled failures refuse
 * an attempt, while the checks in flight take the places of the free attempts left, so an attempt finding no
 * place waits for one to settle instead of being refused. Parallel wrong guesses therefore get exactly the
 * free attempts checked, and parallel right ones all get in.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** One client address guessing one account's password. */
export const PAIR_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 900,
};
/** One client address guessing any accounts' passwords. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 900,
};
/**
 * Many addresses guessing one account's password. It only ever holds back addresses that have never signed
 * in to that account, so an attacker cannot use it to keep the owner out of a place the owner used before.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 50,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 900,
};
/** Wrong current passwords of a signed-in account (change password, removing a second factor). */
export const CURRENT_PASSWORD_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 900,
};
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
  in_flight: number;
  in_flight_since: string | null;
}

/**
 * A check reserved this long ago and never settled belongs to a process that stopped mid-check: it counts
 * as a failed attempt, the cautious reading, and gives its place back. Far longer than a hash check takes.
 */
export const IN_FLIGHT_EXPIRY_SECONDS = 30;
/** How often an attempt waiting for a place looks again when no check of this process settles (another instance's may). */
const WAIT_POLL_MS = 100;

/** Forgotten after a quiet period that starts when the last wait is over, so a client that waits out every delay keeps its count. */
function isStale(row: ThrottleRow, policy: ThrottlePolicy, now: Date): boolean {
  const quietSince = Math.max(Date.parse(row.last_failure_at), row.blocked_until ? Date.parse(row.blocked_until) : 0);
  return now.getTime() - quietSince > policy.forgetAfterSeconds * 1000;
}

/** The row after one more failure at `at`: counted, and waiting when past the free attempts. */
function withFailures(row: ThrottleRow, failures: number, at: Date, policy: ThrottlePolicy): ThrottleRow {
  const delay = delayAfter(failures, policy);
  return {
    ...row,
    failures,
    last_failure_at: at.toISOString(),
    blocked_until: delay > 0 ? new Date(at.getTime() + delay * 1000).toISOString() : null,
  };
}

/** Checks left unsettled past the expiry become failures, as of when the latest of them began. */
function foldExpiredChecks(row: ThrottleRow, policy: ThrottlePolicy, now: Date): ThrottleRow {
  if (row.in_flight === 0 || row.in_flight_since === null) return row;
  const since = new Date(row.in_flight_since);
  if (now.getTime() - since.getTime() <= IN_FLIGHT_EXPIRY_SECONDS * 1000) return row;
  return { ...withFailures(row, row.failures + row.in_flight, since, policy), in_flight: 0, in_flight_since: null };
}

/** How many checks may run at once: the free attempts left, or one after a wait is over. */
function placesOf(row: ThrottleRow, policy: ThrottlePolicy): number {
  return row.failures < policy.freeFailures ? policy.freeFailures - row.failures : 1;
}

const ROW_COLUMNS = ['key', 'failures', 'last_failure_at', 'blocked_until', 'in_flight', 'in_flight_since'] as const;

/** Takes the row of `key` (created when missing) and, on PostgreSQL, its lock until the transaction ends. */
async function lockRow(trx: Executor, key: string, now: Date): Promise<ThrottleRow> {
  return (
    trx
      .insertInto('login_throttle')
      .values({
        key,
        failures: 0,
        last_failure_at: now.toISOString(),
        blocked_until: null,
        in_flight: 0,
        in_flight_since: null,
      })
      // A no-op update rather than DO NOTHING: it locks the existing row and returns it in the same statement.
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({ failures: eb.ref('login_throttle.failures') })),
      )
      .returning(ROW_COLUMNS)
      .executeTakeFirstOrThrow()
  );
}

async function writeRow(trx: Executor, row: ThrottleRow): Promise<void> {
  const { key, ...values } = row;
  await trx.updateTable('login_throttle').set(values).where('key', '=', key).execute();
}

/**
 * Wakes the attempts of this process waiting for a place when a check of one of their keys settles; those
 * waiting on another instance's checks look again every WAIT_POLL_MS.
 */
const waiting = new Map<string, Set<() => void>>();

function settledSignal(keys: readonly string[]): { promise: Promise<void>; cancel: () => void } {
  let wake: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const timer = setTimeout(() => done(), WAIT_POLL_MS);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    for (const key of keys) {
      const set = waiting.get(key);
      set?.delete(done);
      if (set?.size === 0) waiting.delete(key);
    }
    wake();
  };
  for (const key of keys) {
    const set = waiting.get(key) ?? new Set();
    set.add(done);
    waiting.set(key, set);
  }
  return { promise, cancel: done };
}

function announceSettled(keys: readonly string[]): void {
  for (const key of keys) for (const wake of [...(waiting.get(key) ?? [])]) wake();
}

/** Rows quiet for this long count nothing any more (every forget period is shorter) and are deleted now and then. */
const PRUNE_AFTER_SECONDS = 24 * 3600;
/** About one reservation in this many prunes, so the table stays the size of one day's attempts without a timer. */
const PRUNE_ONE_IN = 200;

/** The generic counter: reserve a check, then settle it as failed or right. */
export class Throttle {
  constructor(private readonly db: Db) {}

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (Math.floor(Math.random() * PRUNE_ONE_IN) !== 0) return;
    await this.db
      .deleteFrom('login_throttle')
      .where('last_failure_at', '<', new Date(now.getTime() - PRUNE_AFTER_SECONDS * 1000).toISOString())
      .where('in_flight', '=', 0)
      .execute();
  }

  /**
   * Reserves one check against every entry, or none when any entry must still wait after settled failures.
   * When the checks in flight hold every place, waits for one of them to settle and decides again, so it
   * never refuses because of attempts that are merely being checked. `now` is the clock of the decision
   * (tests pass their own).
   */
  async reserve(entries: readonly ThrottleEntry[], now?: Date): Promise<Reservation> {
    // The same lock order everywhere, so two transactions never wait for each other's rows.
    const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const keys = sorted.map((entry) => entry.key);
    await this.pruneNowAndThen(now ?? new Date());
    for (;;) {
      // Listening before deciding, so a check settling in between still wakes this attempt.
      const settled = settledSignal(keys);
      const decision = await this.tryReserve(sorted, now ?? new Date());
      if (decision !== 'no-place') {
        settled.cancel();
        return decision;
      }
      await settled.promise;
    }
  }

  private async tryReserve(sorted: readonly ThrottleEntry[], now: Date): Promise<Reservation | 'no-place'> {
    return this.db.transaction().execute(async (trx) => {
      const rows: { entry: ThrottleEntry; row: ThrottleRow }[] = [];
      let refusal: { allowed: false; waitSeconds: number; blockedKey: string } | undefined;
      let placeTaken = false;
      for (const entry of sorted) {
        let row = foldExpiredChecks(await lockRow(trx, entry.key, now), entry.policy, now);
        if (row.failures > 0 && isStale(row, entry.policy, now)) row = { ...row, failures: 0, blocked_until: null };
        rows.push({ entry, row });
        const wait = row.blocked_until ? Math.ceil((Date.parse(row.blocked_until) - now.getTime()) / 1000) : 0;
        if (wait > 0 && wait > (refusal?.waitSeconds ?? 0))
          refusal = { allowed: false, waitSeconds: wait, blockedKey: entry.key };
        if (row.in_flight >= placesOf(row, entry.policy)) placeTaken = true;
      }
      // What expired or went stale is written even when this attempt goes no further.
      if (refusal || placeTaken) {
        for (const { row } of rows) await writeRow(trx, row);
        return refusal ?? 'no-place';
      }
      for (const { row } of rows)
        await writeRow(trx, { ...row, in_flight: row.in_flight + 1, in_flight_since: now.toISOString() });
      return { allowed: true } as const;
    });
  }

  /** The credential was wrong: the check becomes a counted failure, and past the free attempts a wait. */
  async failed(entries: readonly ThrottleEntry[], now = new Date()): Promise<void> {
    const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    await this.db.transaction().execute(async (trx) => {
      for (const entry of sorted) {
        const row = await lockRow(trx, entry.key, now);
        // A check folded in as expired meanwhile is counted already.
        if (row.in_flight === 0) continue;
        await writeRow(trx, {
          ...withFailures(row, row.failures + 1, now, entry.policy),
          in_flight: row.in_flight - 1,
        });
      }
    });
    announceSettled(sorted.map((entry) => entry.key));
  }

  /** The credential was right: the check counts nothing; the counts of `startOver` are cleared as well. */
  async succeeded(entries: readonly ThrottleEntry[], startOver: readonly string[] = []): Promise<void> {
    for (const { key } of entries) {
      // One statement per key, so it cannot lose a check reserved or settled at the same moment.
      await this.db
        .updateTable('login_throttle')
        .set({
          in_flight: sql<number>`case when in_flight > 0 then in_flight - 1 else 0 end`,
          ...(startOver.includes(key) ? { failures: 0, blocked_until: null } : {}),
        })
        .where('key', '=', key)
        .execute();
    }
    announceSettled(entries.map((entry) => entry.key));
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

/** A reserved sign-in attempt; settle it once: `succeeded`, `passwordRightStepPending` or `failed`. */
export interface SignInAttempt {
  readonly entries: readonly ThrottleEntry[];
  settled: boolean;
}

/**
 * The sign-in throttle, shared by the password step and the second-factor step (wrong codes count like wrong
 * passwords, with the same keys):
 *
 *   const attempt = await signInThrottle.reserveAttempt(ip, email, accountId); // 429 TOO_MANY_ATTEMPTS when held back
 *   try {
 *     …check the credential; when right: await signInThrottle.succeeded(attempt)…
 *   } finally {
 *     await signInThrottle.failed(attempt); // wrong, or anything else: a counted failure
 *   }
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
    const session = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', accountId)
      .where('ip', '=', ip)
      .limit(1)
      .executeTakeFirst();
    return session !== undefined;
  }

  /**
   * Reserves this attempt's check before the credential is checked. Throws TOO_MANY_ATTEMPTS (429,
   * retry_after_seconds) when this source must wait after failures; refused attempts are audited as one row
   * per address and window.
   */
  async reserveAttempt(ip: string | null, email: string, accountId: number | null): Promise<SignInAttempt> {
    const address = ip ?? 'unknown';
    const entries: ThrottleEntry[] = [
      { key: throttleKeys.pair(address, email), policy: PAIR_POLICY },
      { key: throttleKeys.address(address), policy: ADDRESS_POLICY },
    ];
    if (!(await this.knownAddress(accountId, ip)))
      entries.push({ key: throttleKeys.account(email), policy: ACCOUNT_POLICY });
    const reservation = await this.counter.reserve(entries);
    if (!reservation.allowed) {
      this.onThrottled();
      const { first, previousWindowCount } = await this.counter.countRefusal(address);
      if (first) {
        await recordAudit(
          this.db,
          { id: null, email, ip },
          {
            action: 'auth.login_throttled',
            entity: 'account',
            changes: {
              // Later refusals of this window write nothing; the next window's row says how many there were.
              audit_window_seconds: { to: REFUSAL_AUDIT_WINDOW_SECONDS },
              ...(previousWindowCount > 0 ? { refused_in_previous_window: { to: previousWindowCount } } : {}),
            },
          },
        );
      }
      throw new AppError('TOO_MANY_ATTEMPTS', { retry_after_seconds: reservation.waitSeconds });
    }
    return { entries, settled: false };
  }

  /** The credential was right and the sign-in complete: this source's own count starts over. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.settleRight(
      attempt,
      attempt.entries.filter((entry) => entry.key.startsWith('pair:')).map((entry) => entry.key),
    );
  }

  /**
   * The password was right but a second step follows: the check counts nothing, and no count starts over.
   * Clearing the source's own count here would let a holder of the password reset the wrong codes before
   * each new guess.
   */
  async passwordRightStepPending(attempt: SignInAttempt): Promise<void> {
    await this.settleRight(attempt, []);
  }

  /**
   * The credential was wrong, or something else ended the attempt (a used-up step, an error): a counted
   * failure. Does nothing for an attempt settled already, so it can close every attempt in a `finally`.
   */
  async failed(attempt: SignInAttempt): Promise<void> {
    if (attempt.settled) return;
    attempt.settled = true;
    await this.counter.failed(attempt.entries);
  }

  private async settleRight(attempt: SignInAttempt, startOver: readonly string[]): Promise<void> {
    if (attempt.settled) return;
    attempt.settled = true;
    await this.counter.succeeded(attempt.entries, startOver);
  }

  /**
   * For a signed-in account's current-password check, around the check:
   *
   *   await signInThrottle.checkCurrentPassword(accountId, () => verifyPassword(hash, password));
   *
   * Throws TOO_MANY_PASSWORD_ATTEMPTS (429, retry_after_seconds) when it must wait; answers whether the
   * password was right, a wrong one (or a failed check) counted.
   */
  async checkCurrentPassword(accountId: number, check: () => Promise<boolean>): Promise<boolean> {
    const entry = { key: throttleKeys.currentPassword(accountId), policy: CURRENT_PASSWORD_POLICY };
    const reservation = await this.counter.reserve([entry]);
    if (!reservation.allowed)
      throw new AppError('TOO_MANY_PASSWORD_ATTEMPTS', { retry_after_seconds: reservation.waitSeconds });
    let right = false;
    try {
      right = await check();
    } finally {
      if (right) await this.counter.succeeded([entry], [entry.key]);
      else await this.counter.failed([entry]);
    }
    return right;
  }
}
