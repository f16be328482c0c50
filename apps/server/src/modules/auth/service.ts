import {
  ERROR_CODES,
  type LoginResponse,
  type MeResponse,
  type TokenLoginResponse,
  type TokenPair,
} from '@backoffice/contract';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { oidcConfigOf } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import {
  assertUncommonPassword,
  burnPasswordCheck,
  hashPassword,
  verifyPassword,
} from '../../platform/auth/passwords.js';
import {
  loadSessionPrincipal,
  type Principal,
  type SessionOrigin,
  SessionService,
} from '../../platform/auth/sessions.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { SignInThrottle } from '../../platform/auth/throttle.js';
import { sessionCipherFor, type SessionCipher } from '../../platform/crypto/index.js';
import { emitWebhookEvent } from '../../platform/webhook-outbox.js';
import type { Executor } from '../../platform/db/schema.js';
import { startSecondStep, useSecondFactorCode, type SignInMethod } from '../mfa/index.js';

function userOf(principal: Principal): LoginResponse['data']['user'] {
  return { id: principal.accountId, username: principal.username, email: principal.email, role: principal.role };
}

export class AuthService {
  readonly sessions: SessionService;
  /** Public so the second-factor step counts wrong codes with the same keys. */
  readonly signInThrottle: SignInThrottle;
  private readonly cipher: SessionCipher;

  constructor(private readonly context: AppContext) {
    this.sessions = new SessionService(context.db, context.tokens, context.config.REFRESH_TOKEN_TTL_SECONDS);
    this.signInThrottle = new SignInThrottle(context.db, () => context.metrics.signInThrottled());
    this.cipher = sessionCipherFor(context.config);
  }

  private async principalFor(pair: { access_token: string }): Promise<Principal> {
    const claims = await this.context.tokens.verifyAccess(pair.access_token);
    const principal = claims ? await loadSessionPrincipal(this.context.db, claims) : undefined;
    if (!principal) throw new AppError('UNAUTHENTICATED');
    return principal;
  }

  private answer(principal: Principal, pair: TokenPair): LoginResponse {
    return {
      data: {
        ...pair,
        force_reset_password: principal.forceResetPassword,
        mfa_setup_required: principal.mfaSetupRequired,
        user: userOf(principal),
      },
    };
  }

  /**
   * Sign-in. Every attempt is audited (throttled ones as one row per address and window); failures slow down
   * the source of further attempts without locking the owner out. The attempt is counted before the password
   * is checked, so parallel guesses cannot outrun the count.
   */
  async login(email: string, password: string, origin: SessionOrigin): Promise<LoginResponse> {
    const actor: Actor = { id: null, email, ip: origin.ip };
    const account = await this.context.db
      .selectFrom('accounts')
      .select(['id', 'password_hash', 'status'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const attempt = await this.signInThrottle.reserveAttempt(origin.ip, email, account?.id ?? null);
    try {
      const valid = account
        ? await verifyPassword(account.password_hash, password)
        : (await burnPasswordCheck(password), false);
      if (!account || !valid) {
        await this.signInThrottle.failed(attempt);
        await recordAudit(
          this.context.db,
          { ...actor, id: account?.id ?? null },
          {
            action: 'auth.login_failed',
            entity: 'account',
            entityId: account?.id ?? null,
          },
        );
        this.context.metrics.signInFailed('password');
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (account.status !== 'Active') {
        await this.signInThrottle.succeeded(attempt);
        await recordAudit(
          this.context.db,
          { ...actor, id: account.id },
          { action: 'auth.login_refused_disabled', entity: 'account', entityId: account.id },
        );
        throw new AppError('ACCOUNT_DISABLED');
      }
      if (await this.requiresSingleSignOn(account.id)) {
        await this.signInThrottle.succeeded(attempt);
        await recordAudit(
          this.context.db,
          { ...actor, id: account.id },
          { action: 'auth.login_refused_sso', entity: 'account', entityId: account.id },
        );
        throw new AppError('SSO_REQUIRED');
      }
      // An account with a second factor signs in in two steps (docs/decisions/0011-two-step-sign-in.md).
      const secondStep = await startSecondStep(this.context.db, account.id, origin);
      if (secondStep) {
        await this.signInThrottle.passwordRightStepPending(attempt);
        // The password was right: worth a row of its own, whether or not a second step follows.
        await recordAudit(
          this.context.db,
          { ...actor, id: account.id },
          { action: 'auth.login_mfa_required', entity: 'account', entityId: account.id },
        );
        throw new AppError('MFA_REQUIRED', { ...secondStep });
      }
      await this.signInThrottle.succeeded(attempt);
    } finally {
      await this.signInThrottle.failed(attempt);
    }
    return this.openSession({ ...actor, id: account.id }, origin, 'password');
  }

  /**
   * Whether the account's role must sign in through the provider (docs/decisions/0033-single-sign-on.md). Only
   * while single sign-on is configured: without a provider, the requirement would leave those accounts no way in.
   */
  private async requiresSingleSignOn(accountId: number): Promise<boolean> {
    if (!oidcConfigOf(this.context.config)) return false;
    const row = await this.context.db
      .selectFrom('accounts as a')
      .innerJoin('roles as r', 'r.id', 'a.role_id')
      .select('r.requires_sso')
      .where('a.id', '=', accountId)
      .executeTakeFirst();
    return row?.requires_sso === 1;
  }

  /**
   * `account.sign_in_new_address`: the account has signed in before, never from this address (read from the
   * audit log's sign-ins, which keep their address). Raised in the sign-in's transaction.
   */
  private async raiseNewAddress(trx: Executor, actor: Actor & { id: number }, method: SignInMethod): Promise<void> {
    if (actor.ip === null) return;
    const earlier = (address?: string) => {
      let query = trx
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'account')
        .where('entity_id', '=', String(actor.id))
        .where('action', '=', 'auth.login');
      if (address !== undefined) query = query.where('ip', '=', address);
      return query.limit(1).executeTakeFirst();
    };
    if (!(await earlier()) || (await earlier(actor.ip))) return;
    await emitWebhookEvent(trx, 'account.sign_in_new_address', {
      account_id: actor.id,
      email: actor.email,
      ip: actor.ip,
      method,
    });
  }

  /** Opens the session of a completed sign-in, by password alone or after the second step. */
  async openSession(
    actor: Actor & { id: number },
    origin: SessionOrigin,
    method: SignInMethod,
  ): Promise<LoginResponse> {
    const pair = await this.context.db.transaction().execute(async (trx) => {
      const opened = await this.sessions.open(trx, actor.id, origin);
      await trx
        .updateTable('accounts')
        .set({ last_login_at: new Date().toISOString() })
        .where('id', '=', actor.id)
        .execute();
      await this.raiseNewAddress(trx, actor, method);
      await recordAudit(trx, actor, {
        action: 'auth.login',
        entity: 'account',
        entityId: actor.id,
        changes: { method: { to: method } },
      });
      return opened;
    });
    return this.answer(await this.principalFor(pair), pair);
  }

  /** `/?auth_at=…&auth_rf=…`: the pair is checked and, with a refresh token, rotated. */
  async tokenLogin(
    accessToken: string,
    refreshToken: string | undefined,
    ip: string | null,
  ): Promise<TokenLoginResponse> {
    const principal = await this.principalFor({ access_token: accessToken });
    const actor: Actor = { id: principal.accountId, email: principal.email, ip };
    // Whoever opened the link proved nothing: changes that need a recent proof ask for one first.
    await this.sessions.forgetAuthentication(this.context.db, principal.sessionId);
    if (!refreshToken) {
      await recordAudit(this.context.db, actor, {
        action: 'auth.token_login',
        entity: 'account',
        entityId: principal.accountId,
      });
      const claims = await this.context.tokens.verifyAccess(accessToken);
      const remaining = Math.max(1, (claims?.expiresAt ?? 0) - Math.floor(Date.now() / 1000));
      return {
        data: {
          access_token: accessToken,
          expires_in: remaining,
          force_reset_password: principal.forceResetPassword,
          mfa_setup_required: principal.mfaSetupRequired,
          user: userOf(principal),
        },
      };
    }
    const owner = await this.context.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst();
    if (owner?.session_id !== principal.sessionId) throw new AppError('REFRESH_TOKEN_INVALID');
    const { pair } = await this.sessions.rotate(refreshToken);
    await recordAudit(this.context.db, actor, {
      action: 'auth.token_login',
      entity: 'account',
      entityId: principal.accountId,
    });
    return this.answer(principal, pair);
  }

  async refresh(refreshToken: string): Promise<LoginResponse> {
    const { pair } = await this.sessions.rotate(refreshToken);
    return this.answer(await this.principalFor(pair), pair);
  }

  /** Ends the session of whichever credential the caller still holds. */
  async logout(accessToken: string | undefined, refreshToken: string | undefined, ip: string | null): Promise<void> {
    const claims = accessToken ? await this.context.tokens.verifyAccess(accessToken) : undefined;
    let sessionId = claims?.sessionId;
    if (!sessionId && refreshToken) {
      const row = await this.context.db
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      sessionId = row?.session_id;
    }
    if (!sessionId) return;
    const session = await this.context.db
      .selectFrom('sessions')
      .select(['account_id', 'revoked_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!session || session.revoked_at) return;
    await this.context.db.transaction().execute(async (trx) => {
      await this.sessions.revoke(trx, sessionId, 'logout');
      await recordAudit(
        trx,
        { id: session.account_id, email: null, ip },
        { action: 'auth.logout', entity: 'account', entityId: session.account_id },
      );
    });
  }

  /** Read from the principal alone: the session check has read the account's row already. */
  me(principal: Principal): MeResponse {
    return {
      data: {
        ...userOf(principal),
        force_reset_password: principal.forceResetPassword,
        mfa_setup_required: principal.mfaSetupRequired,
        last_login_at: principal.lastLoginAt,
      },
    };
  }

  /**
   * The forced reset (POST auth/reset-password): a new password without the current one, only for an
   * account that must reset it. Anyone else changes it with the current password, so a stolen access
   * token cannot set a password of its own choosing (docs/decisions/0031-recent-authentication.md).
   */
  async resetPassword(principal: Principal, newPassword: string, ip: string | null): Promise<void> {
    if (!principal.forceResetPassword) {
      await recordAudit(
        this.context.db,
        { id: principal.accountId, email: principal.email, ip },
        {
          action: 'auth.password_reset_refused',
          entity: 'account',
          entityId: principal.accountId,
        },
      );
      throw new AppError('PASSWORD_RESET_NOT_REQUIRED');
    }
    await this.setPassword(principal, newPassword, ip);
  }

  /**
   * The owner proves who they are again in this session: the password, or a current code of their second
   * factor. Counted in the current-password throttle before the check, as every password check after
   * sign-in is; audited either way, never with what was given.
   */
  async reauthenticate(
    principal: Principal,
    proof: { password?: string; code?: string },
    ip: string | null,
  ): Promise<void> {
    const actor: Actor = { id: principal.accountId, email: principal.email, ip };
    let method: 'password' | 'totp' | 'recovery_code' | undefined;
    await this.signInThrottle.checkCurrentPassword(principal.accountId, async () => {
      method =
        proof.password !== undefined
          ? await this.passwordProof(principal.accountId, proof.password)
          : await useSecondFactorCode(this.context.db, this.cipher, principal.accountId, proof.code ?? '');
      return method !== undefined;
    });
    if (!method) {
      await recordAudit(this.context.db, actor, {
        action: 'auth.reauthentication_failed',
        entity: 'account',
        entityId: principal.accountId,
        changes: { method: { to: proof.password !== undefined ? 'password' : 'code' } },
      });
      if (proof.password !== undefined)
        throw new AppError('CURRENT_PASSWORD_INCORRECT', {
          fields: [{ field: 'password', code: 'invalid', message: ERROR_CODES.CURRENT_PASSWORD_INCORRECT.en }],
        });
      throw new AppError('MFA_CODE_INVALID', {
        fields: [{ field: 'code', code: 'invalid', message: ERROR_CODES.MFA_CODE_INVALID.en }],
      });
    }
    await this.context.db.transaction().execute(async (trx) => {
      await this.sessions.markAuthenticated(trx, principal.sessionId, new Date());
      await recordAudit(trx, actor, {
        action: 'auth.reauthenticated',
        entity: 'account',
        entityId: principal.accountId,
        changes: { method: { to: method } },
      });
    });
  }

  private async passwordProof(accountId: number, password: string): Promise<'password' | undefined> {
    const row = await this.context.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return (await verifyPassword(row.password_hash, password)) ? 'password' : undefined;
  }

  /**
   * Sets a new password and ends every session of the account, the caller's included. A wrong current
   * password is counted before the check and slows further tries of this account; the new password must
   * differ from the current one and not be a common one.
   */
  async setPassword(
    principal: Principal,
    newPassword: string,
    ip: string | null,
    currentPassword?: string,
  ): Promise<void> {
    const row = await this.context.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', principal.accountId)
      .executeTakeFirstOrThrow();
    if (currentPassword !== undefined) {
      if (
        !(await this.signInThrottle.checkCurrentPassword(principal.accountId, () =>
          verifyPassword(row.password_hash, currentPassword),
        ))
      ) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', {
          fields: [{ field: 'current_password', code: 'invalid', message: 'The current password is incorrect.' }],
        });
      }
    }
    await assertUncommonPassword(newPassword, 'new_password', principal.email);
    if (await verifyPassword(row.password_hash, newPassword)) {
      throw new AppError('PASSWORD_REUSED', {
        fields: [{ field: 'new_password', code: 'reused', message: ERROR_CODES.PASSWORD_REUSED.en }],
      });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({
          password_hash: passwordHash,
          force_reset_password: 0,
          updated_at: new Date().toISOString(),
          updated_by: principal.accountId,
        })
        .where('id', '=', principal.accountId)
        .execute();
      await this.sessions.revokeAllOf(trx, [principal.accountId], 'password changed');
      await recordAudit(
        trx,
        { id: principal.accountId, email: principal.email, ip },
        {
          action: currentPassword === undefined ? 'auth.password_reset' : 'auth.password_changed',
          entity: 'account',
          entityId: principal.accountId,
          changes: { password: { from: '[REDACTED]', to: '[REDACTED]' } },
        },
      );
    });
  }
}
