import { sql } from 'kysely';
import type { Permission, TokenPair } from '@backoffice/contract';
import { AppError } from '../errors.js';
import { compiledOnce } from '../db/prepared.js';
import type { Db, Executor } from '../db/schema.js';
import { hashToken, newRefreshToken, newSessionId, type AccessClaims, type TokenService } from './tokens.js';

/** The signed-in staff member behind a request. */
export interface Principal {
  accountId: number;
  sessionId: string;
  email: string;
  username: string;
  forceResetPassword: boolean;
  /** The policy asks this account for a second factor and it has none (docs/decisions/0011-two-step-sign-in.md). */
  mfaSetupRequired: boolean;
  /** When the account last signed in, as the session check read it (GET auth/me shows it). */
  lastLoginAt: string | null;
  /** When the owner last proved who they are in this session (recent-authentication.ts); null: never. */
  authenticatedAt: string | null;
  role: { id: number; name: string; permissions: Permission[] };
}

export async function permissionsOfRole(db: Executor, roleId: number): Promise<Permission[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .where('role_id', '=', roleId)
    .orderBy('permission')
    .execute();
  return rows.map((row) => row.permission as Permission);
}

/**
 * The session row with its account, role and permissions, in one statement run by every signed-in
 * request: one round trip, each table read by its primary key or an index on the account or role.
 * Built and compiled once, and named on PostgreSQL, so a request neither builds it with Kysely nor has
 * PostgreSQL parse and plan it again (decision 36).
 */
const sessionStatement = compiledOnce(
  (db: Executor, sessionId: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .innerJoin('roles as r', 'r.id', 'a.role_id')
      .select([
        's.revoked_at',
        's.expires_at',
        's.authenticated_at',
        'a.id as account_id',
        'a.email',
        'a.username',
        'a.status',
        'a.deleted_at',
        'a.force_reset_password',
        'a.last_login_at',
        'r.id as role_id',
        'r.name as role_name',
        // In the same query: the policy row and the factor tables are read by primary key or indexed account.
        sql<number>`case when (
          exists (select 1 from mfa_policy p where p.id = 1 and p.required_for_all = 1)
          or exists (select 1 from mfa_policy_roles pr where pr.role_id = r.id)
        ) and not exists (select 1 from mfa_totp t where t.account_id = a.id and t.enabled_at is not null)
        and not exists (select 1 from mfa_passkeys k where k.account_id = a.id)
        then 1 else 0 end`.as('mfa_setup_required'),
        // string_agg with ORDER BY: PostgreSQL, and SQLite since 3.44 (better-sqlite3 bundles its own). Names hold no comma.
        sql<
          string | null
        >`(select string_agg(rp.permission, ',' order by rp.permission) from role_permissions rp where rp.role_id = r.id)`.as(
          'permissions',
        ),
      ])
      .where('s.id', '=', sessionId),
  ['session id'] as [string],
);

/**
 * The principal of a live session: not revoked, not expired, account active and not deleted. Read from
 * the database on every request, so a revoked session, a disabled account, a role or permission change
 * or a second factor required applies to the next request, whichever instance or hand made it.
 */
export async function loadSessionPrincipal(db: Db, claims: AccessClaims): Promise<Principal | undefined> {
  const row = (await db.executeQuery(sessionStatement(db, claims.sessionId))).rows[0];
  if (!row || row.account_id !== claims.accountId) return undefined;
  if (row.revoked_at || row.expires_at <= new Date().toISOString()) return undefined;
  if (row.status !== 'Active' || row.deleted_at) return undefined;
  return {
    accountId: row.account_id,
    sessionId: claims.sessionId,
    email: row.email,
    username: row.username,
    forceResetPassword: row.force_reset_password === 1,
    mfaSetupRequired: Number(row.mfa_setup_required) === 1,
    lastLoginAt: row.last_login_at,
    authenticatedAt: row.authenticated_at,
    role: {
      id: row.role_id,
      name: row.role_name,
      permissions: row.permissions ? (row.permissions.split(',') as Permission[]) : [],
    },
  };
}

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export class SessionService {
  /** Two tabs refreshing at once both present the same token; the second within this window is not a theft. */
  static readonly REUSE_GRACE_MS = 10_000;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
  ) {}

  /** A session for a completed sign-in: the owner has just proved who they are in it. */
  async open(db: Executor, accountId: number, origin: SessionOrigin): Promise<TokenPair & { sessionId: string }> {
    const sessionId = newSessionId();
    const now = new Date();
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        account_id: accountId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.refreshTtlSeconds * 1000).toISOString(),
        revoked_at: null,
        revoked_reason: null,
        ip: origin.ip,
        user_agent: origin.userAgent?.slice(0, 300) ?? null,
        authenticated_at: now.toISOString(),
      })
      .execute();
    return { sessionId, ...(await this.issuePair(db, accountId, sessionId, now)) };
  }

  private async issuePair(
    db: Executor,
    accountId: number,
    sessionId: string,
    now: Date,
    refreshToken = newRefreshToken(),
  ): Promise<TokenPair> {
    const session = await db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(refreshToken),
        session_id: sessionId,
        created_at: now.toISOString(),
        expires_at: session.expires_at,
        used_at: null,
      })
      .execute();
    return {
      access_token: await this.tokens.issueAccess({ accountId, sessionId }, now),
      expires_in: this.tokens.accessTtlSeconds,
      refresh_token: refreshToken,
      refresh_expires_in: Math.max(1, Math.floor((Date.parse(session.expires_at) - now.getTime()) / 1000)),
    };
  }

  /**
   * Rotates a refresh token. A token used before, outside the grace window, means it was copied:
   * the whole session is revoked and the caller must sign in again.
   *
   * Inside the grace window (two tabs refreshing at once) the caller gets the very pair the first use
   * answered, so one used token never has more than one live child. Nothing secret is stored to do
   * that: the child refresh token is derived from the parent with a server key
   * (TokenService.childRefreshToken), so only its hash is kept, as for every refresh token; the access
   * token is signed again from the same claims and the first use's time (used_at), which gives the
   * same bytes. Storing the child token encrypted would have served too, but would keep a usable
   * secret in the database and need a column; the derivation needs neither.
   */
  async rotate(refreshToken: string): Promise<{ accountId: number; sessionId: string; pair: TokenPair }> {
    // The revocation of a stolen family must commit, so the transaction answers and the error is thrown after it.
    const outcome = await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      const tokenHash = hashToken(refreshToken);
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['t.used_at', 't.expires_at', 's.id as session_id', 's.account_id', 's.revoked_at'])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row || row.revoked_at || row.expires_at <= now.toISOString()) return undefined;
      const claims = { accountId: row.account_id, sessionId: row.session_id };
      let usedAt = row.used_at;
      if (!usedAt) {
        // Only one request claims the first use: on PostgreSQL a concurrent one waits for this row and then updates nothing.
        const claimed = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now.toISOString() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) {
          const pair = await this.issuePair(
            trx,
            row.account_id,
            row.session_id,
            now,
            this.tokens.childRefreshToken(refreshToken),
          );
          return { ...claims, pair };
        }
        const reread = await trx
          .selectFrom('refresh_tokens')
          .select('used_at')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        usedAt = reread?.used_at ?? null;
        if (!usedAt) return undefined;
      }
      const firstUse = new Date(usedAt);
      if (now.getTime() - firstUse.getTime() > SessionService.REUSE_GRACE_MS) {
        await this.revoke(trx, row.session_id, 'refresh token reused');
        return undefined;
      }
      const pair = await this.pairAgain(trx, claims, refreshToken, firstUse, now);
      return pair ? { ...claims, pair } : undefined;
    });
    if (!outcome) throw new AppError('REFRESH_TOKEN_INVALID');
    return outcome;
  }

  /** The pair the first use of `parent` answered at `firstUse`, with the lifetimes left now. */
  private async pairAgain(
    db: Executor,
    claims: AccessClaims,
    parent: string,
    firstUse: Date,
    now: Date,
  ): Promise<TokenPair | undefined> {
    const child = this.tokens.childRefreshToken(parent);
    const stored = await db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('token_hash', '=', hashToken(child))
      .executeTakeFirst();
    // Rotated before this derivation existed, or the signing key changed since: no pair to answer again.
    if (!stored) return undefined;
    const elapsedSeconds = Math.floor(now.getTime() / 1000) - Math.floor(firstUse.getTime() / 1000);
    return {
      access_token: await this.tokens.issueAccess(claims, firstUse),
      expires_in: Math.max(1, this.tokens.accessTtlSeconds - elapsedSeconds),
      refresh_token: child,
      refresh_expires_in: Math.max(1, Math.floor((Date.parse(stored.expires_at) - now.getTime()) / 1000)),
    };
  }

  /** The owner proved who they are again in this session (a re-authentication). */
  async markAuthenticated(db: Executor, sessionId: string, at: Date): Promise<void> {
    await db.updateTable('sessions').set({ authenticated_at: at.toISOString() }).where('id', '=', sessionId).execute();
  }

  /**
   * The session's tokens were handed over in a link: whoever opened it proved nothing, so the sign-in
   * behind the session no longer counts as recent (docs/decisions/0031-recent-authentication.md).
   */
  async forgetAuthentication(db: Executor, sessionId: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ authenticated_at: null })
      .where('id', '=', sessionId)
      .where('authenticated_at', 'is not', null)
      .execute();
  }

  /** Ends the live sessions the caller narrows to, giving the reason. */
  private ending(db: Executor, reason: string) {
    return db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: reason })
      .where('revoked_at', 'is', null);
  }

  async revoke(db: Executor, sessionId: string, reason: string): Promise<void> {
    await this.ending(db, reason).where('id', '=', sessionId).execute();
  }

  /** Ends every live session of the account but one (a second factor removed from that one). */
  async revokeOthersOf(db: Executor, accountId: number, keepSessionId: string, reason: string): Promise<void> {
    await this.ending(db, reason).where('account_id', '=', accountId).where('id', '!=', keepSessionId).execute();
  }

  /** Ends every live session of the accounts (password changed, account disabled, role changed). */
  async revokeAllOf(db: Executor, accountIds: readonly number[], reason: string): Promise<void> {
    if (accountIds.length === 0) return;
    await this.ending(db, reason).where('account_id', 'in', accountIds).execute();
  }
}
