import crypto from 'node:crypto';
import type {
  LoginResponse,
  MfaMethod,
  MfaPolicy,
  MfaRequiredDetails,
  MfaStatus,
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyOptions,
  PasskeyRegistrationResponse,
} from '@backoffice/contract';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Metrics } from '../../platform/metrics.js';
import { sessionCipherFor, SessionDecryptError, type SessionCipher } from '../../platform/crypto/index.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import { AppError, validationError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { Principal, SessionOrigin, SessionService } from '../../platform/auth/sessions.js';
import type { SignInAttempt, SignInThrottle } from '../../platform/auth/throttle.js';
import { hashToken } from '../../platform/auth/tokens.js';
import {
  creationOptions,
  requestOptions,
  verifyCreation,
  verifyRequest,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
  type RelyingParty,
} from './passkeys.js';
import { isRequiredFor, readPolicy, writePolicy } from './policy.js';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import {
  dropRecoveryCodesWhenNoFactor,
  factorCount,
  methodsOf,
  passkeysOf,
  removeAllFactors,
  replaceRecoveryCodes,
  totpOf,
  unusedRecoveryCodes,
  useRecoveryCode,
  type PasskeyRow,
} from './repo.js';
import {
  acceptedStep,
  matchedStep,
  newTotpSecret,
  normaliseTotpCode,
  openTotpSecret,
  otpauthUrl,
  sealTotpSecret,
} from './totp.js';

/** How a session was opened: recorded with every `auth.login` audit row. */
export type SignInMethod = 'password' | 'oidc' | MfaMethod;

/** A sign-in step is good for 5 minutes and at most 5 wrong codes (docs/decisions/0011-two-step-sign-in.md). */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_TRIES = 5;

/** The audit record kind of the requirement; enrollment changes are audited on the account. */
export const MFA_POLICY_ENTITY = 'mfa_policy';

/**
 * After a correct password: when the account has a second factor, a new sign-in step bound to the account
 * and the client address, and what the client needs to continue; undefined when it has none.
 */
export async function startSecondStep(
  db: Db,
  accountId: number,
  origin: SessionOrigin,
): Promise<MfaRequiredDetails | undefined> {
  const methods = await methodsOf(db, accountId);
  if (methods.length === 0) return undefined;
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  // Steps nobody finished are of no further use; the expiry index keeps this cheap.
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('mfa_challenges')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      ip: origin.ip,
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000).toISOString(),
      tries: 0,
      webauthn_challenge: null,
    })
    .execute();
  return { challenge_token: token, methods, expires_in: CHALLENGE_TTL_SECONDS };
}

/** Removes every second factor of the account (the command line's password reset). */
export async function removeSecondFactors(db: Executor, accountId: number): Promise<void> {
  await removeAllFactors(db, accountId);
}

function openSecretWith(cipher: SessionCipher, sealed: string, accountId: number) {
  try {
    return openTotpSecret(cipher, sealed, accountId);
  } catch (error) {
    // A key removed from STALKER_SESSION_KEYS too early: the app cannot be checked, other methods still can.
    if (error instanceof SessionDecryptError) return undefined;
    throw error;
  }
}

/**
 * A current code of the account's authenticator app, used up: a code is good once. 'used' is a current code
 * that was already given (the person typed it twice, or a second request brought it): worth telling apart,
 * since waiting for the app's next code is what helps.
 */
async function useTotpCode(
  db: Db,
  cipher: SessionCipher,
  accountId: number,
  code: string,
): Promise<'accepted' | 'used' | 'invalid'> {
  const totp = await totpOf(db, accountId);
  const opened =
    totp?.enabled_at && totp.secret_sealed ? openSecretWith(cipher, totp.secret_sealed, accountId) : undefined;
  const matched = opened ? matchedStep(opened.secret, code) : undefined;
  if (!opened || matched === undefined) return 'invalid';
  const lastUsed = totp?.last_used_step ?? null;
  if (lastUsed !== null && matched <= lastUsed) return 'used';
  const accepted = matched;
  // Only newer steps: a code is good once, even when two requests bring it at the same moment.
  const recorded = await db
    .updateTable('mfa_totp')
    .set({
      last_used_step: accepted,
      // Moved to the newest key of the ring as it is used (docs/decisions/0009).
      ...(opened.stale ? { secret_sealed: sealTotpSecret(cipher, opened.secret, accountId) } : {}),
    })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', accepted)]))
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) === 1 ? 'accepted' : 'used';
}

/** An unused recovery code of the account, used up. */
async function useRecoveryCodeOf(db: Db, accountId: number, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code))) return false;
  return useRecoveryCode(db, accountId, hashRecoveryCode(code), new Date().toISOString());
}

/**
 * A re-authentication by code (docs/decisions/0031-recent-authentication.md): a current authenticator-app
 * code or an unused recovery code of the account, used up like one given at sign-in; which it was, or
 * undefined when it is neither.
 */
export async function useSecondFactorCode(
  db: Db,
  cipher: SessionCipher,
  accountId: number,
  code: string,
): Promise<'totp' | 'recovery_code' | undefined> {
  if (normaliseTotpCode(code) !== undefined)
    return (await useTotpCode(db, cipher, accountId, code)) === 'accepted' ? 'totp' : undefined;
  return (await useRecoveryCodeOf(db, accountId, code)) ? 'recovery_code' : undefined;
}

interface OpenStep {
  tokenHash: string;
  webauthnChallenge: string | null;
  actor: Actor & { id: number; email: string };
  attempt: SignInAttempt;
}

function passkeyOf(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at };
}

/**
 * What the second step needs of sign-in, which the auth module provides: its throttle (wrong codes count with the
 * password's keys), its session store, and opening the session once the second factor is right. Passed in, so that
 * sign-in may start a second step without the two modules importing each other.
 */
export interface SignInSteps {
  readonly signInThrottle: SignInThrottle;
  readonly sessions: SessionService;
  openSession(actor: Actor & { id: number }, origin: SessionOrigin, method: SignInMethod): Promise<LoginResponse>;
}

export class MfaService {
  private readonly db: Db;
  private readonly cipher: SessionCipher;
  private readonly metrics: Metrics;

  constructor(
    context: AppContext,
    private readonly auth: SignInSteps,
  ) {
    this.db = context.db;
    this.cipher = sessionCipherFor(context.config);
    this.metrics = context.metrics;
  }

  // ---- The second sign-in step ----

  /** The live step of this token for this client address; MFA_CHALLENGE_INVALID otherwise. */
  private async findStep(token: string, origin: SessionOrigin) {
    const row = await this.db
      .selectFrom('mfa_challenges as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .select([
        'c.token_hash',
        'c.ip',
        'c.expires_at',
        'c.tries',
        'c.webauthn_challenge',
        'a.id as account_id',
        'a.email',
        'a.status',
        'a.deleted_at',
      ])
      .where('c.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    const now = new Date().toISOString();
    if (!row || row.expires_at <= now || row.tries >= CHALLENGE_MAX_TRIES || row.ip !== origin.ip || row.deleted_at) {
      throw new AppError('MFA_CHALLENGE_INVALID');
    }
    if (row.status !== 'Active') throw new AppError('ACCOUNT_DISABLED');
    return row;
  }

  /**
   * Counts the attempt in the sign-in throttle (the password step's keys) and takes one of the step's
   * tries, both before the code is checked, so parallel guesses cannot outrun either count.
   */
  private async beginStep(token: string, origin: SessionOrigin): Promise<OpenStep> {
    const row = await this.findStep(token, origin);
    const attempt = await this.auth.signInThrottle.reserveAttempt(origin.ip, row.email, row.account_id);
    try {
      const taken = await this.db
        .updateTable('mfa_challenges')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('token_hash', '=', row.token_hash)
        .where('tries', '<', CHALLENGE_MAX_TRIES)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError('MFA_CHALLENGE_INVALID');
    } catch (error) {
      await this.auth.signInThrottle.failed(attempt);
      throw error;
    }
    return {
      tokenHash: row.token_hash,
      webauthnChallenge: row.webauthn_challenge,
      actor: { id: row.account_id, email: row.email, ip: origin.ip },
      attempt,
    };
  }

  /**
   * Runs one answer to the step between its reservation and its settlement: unless it ends in a session
   * (`finishStep`), the throttle counts it as a failure, whatever ended it.
   */
  private async inStep<T>(token: string, origin: SessionOrigin, run: (step: OpenStep) => Promise<T>): Promise<T> {
    const step = await this.beginStep(token, origin);
    try {
      return await run(step);
    } finally {
      await this.auth.signInThrottle.failed(step.attempt);
    }
  }

  /** A wrong code or passkey: counted in the throttle (the step's tries count it already) and audited. */
  private async failStep(
    step: OpenStep,
    method: MfaMethod,
    refusal: 'MFA_CODE_USED' | undefined = undefined,
  ): Promise<never> {
    await this.auth.signInThrottle.failed(step.attempt);
    await recordAudit(this.db, step.actor, {
      action: 'auth.login_failed',
      entity: 'account',
      entityId: step.actor.id,
      changes: { method: { to: method } },
    });
    this.metrics.signInFailed('second_factor');
    throw new AppError(refusal ?? (method === 'passkey' ? 'PASSKEY_INVALID' : 'MFA_CODE_INVALID'));
  }

  /** The step is used up (once: a parallel success loses) and the session opens as a password sign-in does. */
  private async finishStep(step: OpenStep, origin: SessionOrigin, method: MfaMethod): Promise<LoginResponse> {
    const consumed = await this.db
      .deleteFrom('mfa_challenges')
      .where('token_hash', '=', step.tokenHash)
      .executeTakeFirst();
    if (Number(consumed.numDeletedRows) !== 1) throw new AppError('MFA_CHALLENGE_INVALID');
    await this.auth.signInThrottle.succeeded(step.attempt);
    return this.auth.openSession(step.actor, origin, method);
  }

  private openSecret(sealed: string, accountId: number) {
    return openSecretWith(this.cipher, sealed, accountId);
  }

  async signInWithTotp(token: string, code: string, origin: SessionOrigin): Promise<LoginResponse> {
    return this.inStep(token, origin, async (step) => {
      const used = await useTotpCode(this.db, this.cipher, step.actor.id, code);
      // A code given twice is still a wrong answer to the throttle: it proves nothing new.
      if (used !== 'accepted') return this.failStep(step, 'totp', used === 'used' ? 'MFA_CODE_USED' : undefined);
      return this.finishStep(step, origin, 'totp');
    });
  }

  async signInWithRecoveryCode(token: string, code: string, origin: SessionOrigin): Promise<LoginResponse> {
    return this.inStep(token, origin, async (step) => {
      if (!(await useRecoveryCodeOf(this.db, step.actor.id, code))) return this.failStep(step, 'recovery_code');
      return this.finishStep(step, origin, 'recovery_code');
    });
  }

  /** WebAuthn request options for the step's account; the challenge is kept with the step, for one answer. */
  async signInPasskeyOptions(token: string, origin: SessionOrigin, rp: RelyingParty): Promise<PasskeyOptions> {
    const row = await this.findStep(token, origin);
    const passkeys = await passkeysOf(this.db, row.account_id);
    if (passkeys.length === 0) throw new AppError('PASSKEY_INVALID');
    const options = await requestOptions(rp, passkeys);
    await this.db
      .updateTable('mfa_challenges')
      .set({ webauthn_challenge: options.challenge })
      .where('token_hash', '=', row.token_hash)
      .execute();
    return { ...options };
  }

  async signInWithPasskey(
    token: string,
    response: PasskeyAuthenticationResponse,
    origin: SessionOrigin,
    rp: RelyingParty,
  ): Promise<LoginResponse> {
    return this.inStep(token, origin, async (step) => {
      const expected = step.webauthnChallenge;
      if (!expected) return this.failStep(step, 'passkey');
      // The WebAuthn challenge is good for one answer, right or wrong.
      const taken = await this.db
        .updateTable('mfa_challenges')
        .set({ webauthn_challenge: null })
        .where('token_hash', '=', step.tokenHash)
        .where('webauthn_challenge', '=', expected)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return this.failStep(step, 'passkey');
      const passkey = (await passkeysOf(this.db, step.actor.id)).find(
        (candidate) => candidate.credential_id === response.id,
      );
      const counter = passkey ? await verifyRequest(rp, expected, response, passkey) : undefined;
      if (!passkey || counter === undefined) return this.failStep(step, 'passkey');
      await this.db
        .updateTable('mfa_passkeys')
        .set({ counter, last_used_at: new Date().toISOString() })
        .where('id', '=', passkey.id)
        .execute();
      return this.finishStep(step, origin, 'passkey');
    });
  }

  // ---- Enrollment (the signed-in account's own factors) ----

  async status(principal: Principal): Promise<MfaStatus> {
    const accountId = principal.accountId;
    const totp = await totpOf(this.db, accountId);
    return {
      totp_enabled: !!totp?.enabled_at,
      passkeys: (await passkeysOf(this.db, accountId)).map(passkeyOf),
      recovery_codes_remaining: await unusedRecoveryCodes(this.db, accountId),
      required: await isRequiredFor(this.db, accountId),
    };
  }

  /** A new pending secret; it becomes the account's once a code from it is confirmed. */
  async setupTotp(principal: Principal): Promise<{ secret: string; otpauth_url: string }> {
    const accountId = principal.accountId;
    const existing = await totpOf(this.db, accountId);
    if (existing?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
    const secret = newTotpSecret();
    const pending = sealTotpSecret(this.cipher, secret, accountId);
    const now = new Date().toISOString();
    await this.db
      .insertInto('mfa_totp')
      .values({
        account_id: accountId,
        secret_sealed: null,
        pending_secret_sealed: pending,
        last_used_step: null,
        enabled_at: null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet({ pending_secret_sealed: pending, updated_at: now }),
      )
      .execute();
    return { secret, otpauth_url: otpauthUrl(secret, principal.email) };
  }

  /** Recovery codes for the account's first factor; none when it already had one. */
  private async codesForFirstFactor(
    trx: Executor,
    accountId: number,
    factorsBefore: number,
    now: string,
  ): Promise<string[]> {
    if (factorsBefore > 0) return [];
    const { codes, hashes } = newRecoveryCodes();
    await replaceRecoveryCodes(trx, accountId, hashes, now);
    return codes;
  }

  async enableTotp(principal: Principal, code: string, ip: string | null): Promise<string[]> {
    const accountId = principal.accountId;
    const row = await totpOf(this.db, accountId);
    if (row?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
    if (!row?.pending_secret_sealed) throw new AppError('NOT_FOUND', { entity: 'totp_setup' });
    const opened = this.openSecret(row.pending_secret_sealed, accountId);
    const step = opened ? acceptedStep(opened.secret, code, null) : undefined;
    if (!opened || step === undefined) throw new AppError('MFA_CODE_INVALID');
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const factorsBefore = await factorCount(trx, accountId);
      const enabled = await trx
        .updateTable('mfa_totp')
        .set({
          secret_sealed: sealTotpSecret(this.cipher, opened.secret, accountId),
          pending_secret_sealed: null,
          enabled_at: now,
          last_used_step: step,
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('enabled_at', 'is', null)
        .where('pending_secret_sealed', '=', row.pending_secret_sealed)
        .executeTakeFirst();
      if (Number(enabled.numUpdatedRows) !== 1) throw new AppError('MFA_ALREADY_ENABLED');
      const codes = await this.codesForFirstFactor(trx, accountId, factorsBefore, now);
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_totp_enabled',
        entity: 'account',
        entityId: accountId,
      });
      return codes;
    });
  }

  /**
   * The password again before a factor goes or the codes change. Wrong ones count in the same throttle
   * as change-password's current password.
   */
  private async confirmPassword(principal: Principal, password: string): Promise<void> {
    const row = await this.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', principal.accountId)
      .executeTakeFirstOrThrow();
    if (
      !(await this.auth.signInThrottle.checkCurrentPassword(principal.accountId, () =>
        verifyPassword(row.password_hash, password),
      ))
    ) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', {
        fields: [{ field: 'password', code: 'invalid', message: 'The current password is incorrect.' }],
      });
    }
  }

  /** MFA_LAST_FACTOR when the policy asks this account for a factor and this is its only one. */
  private async assertNotLastRequired(trx: Executor, accountId: number): Promise<void> {
    if ((await factorCount(trx, accountId)) <= 1 && (await isRequiredFor(trx, accountId)))
      throw new AppError('MFA_LAST_FACTOR');
  }

  /** After a factor is removed: the other sessions end (one of them may be why it was removed). */
  private async afterRemoval(trx: Executor, principal: Principal): Promise<void> {
    await dropRecoveryCodesWhenNoFactor(trx, principal.accountId);
    await this.auth.sessions.revokeOthersOf(trx, principal.accountId, principal.sessionId, 'second factor removed');
  }

  async disableTotp(principal: Principal, password: string, ip: string | null): Promise<void> {
    const accountId = principal.accountId;
    const row = await totpOf(this.db, accountId);
    if (!row?.enabled_at) throw new AppError('NOT_FOUND', { entity: 'totp' });
    await this.assertNotLastRequired(this.db, accountId);
    await this.confirmPassword(principal, password);
    await this.db.transaction().execute(async (trx) => {
      await this.assertNotLastRequired(trx, accountId);
      await trx.deleteFrom('mfa_totp').where('account_id', '=', accountId).execute();
      await this.afterRemoval(trx, principal);
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_totp_disabled',
        entity: 'account',
        entityId: accountId,
      });
    });
  }

  async passkeyCreationOptions(principal: Principal, rp: RelyingParty): Promise<PasskeyOptions> {
    const accountId = principal.accountId;
    const options = await creationOptions(
      rp,
      { id: accountId, email: principal.email, username: principal.username },
      await passkeysOf(this.db, accountId),
    );
    const expiresAt = new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000).toISOString();
    await this.db
      .insertInto('mfa_passkey_registrations')
      .values({ account_id: accountId, challenge: options.challenge, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet({ challenge: options.challenge, expires_at: expiresAt }),
      )
      .execute();
    return { ...options };
  }

  async addPasskey(
    principal: Principal,
    name: string,
    response: PasskeyRegistrationResponse,
    rp: RelyingParty,
    ip: string | null,
  ): Promise<{ passkey: Passkey; recovery_codes: string[] }> {
    const accountId = principal.accountId;
    const registration = await this.db
      .selectFrom('mfa_passkey_registrations')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!registration) throw new AppError('PASSKEY_INVALID');
    // The challenge answers once, right or wrong.
    const taken = await this.db
      .deleteFrom('mfa_passkey_registrations')
      .where('account_id', '=', accountId)
      .where('challenge', '=', registration.challenge)
      .executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1 || registration.expires_at <= new Date().toISOString())
      throw new AppError('PASSKEY_INVALID');
    const credential = await verifyCreation(rp, registration.challenge, response);
    if (!credential) throw new AppError('PASSKEY_INVALID');
    const known = await this.db
      .selectFrom('mfa_passkeys')
      .select('id')
      .where('credential_id', '=', credential.credential_id)
      .executeTakeFirst();
    if (known) throw new AppError('PASSKEY_INVALID');
    const now = new Date().toISOString();
    const added = this.db.transaction().execute(async (trx) => {
      const factorsBefore = await factorCount(trx, accountId);
      const inserted = await trx
        .insertInto('mfa_passkeys')
        .values({ account_id: accountId, ...credential, name, created_at: now, last_used_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const codes = await this.codesForFirstFactor(trx, accountId, factorsBefore, now);
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_passkey_added',
        entity: 'account',
        entityId: accountId,
        changes: { passkey: { to: name } },
      });
      return { passkey: { id: inserted.id, name, created_at: now, last_used_at: null }, recovery_codes: codes };
    });
    return added.catch((error: unknown) => {
      // The same authenticator registered twice at once: the second is refused like any known passkey.
      if (uniqueViolation(error)) throw new AppError('PASSKEY_INVALID');
      throw error;
    });
  }

  async removePasskey(principal: Principal, passkeyId: number, password: string, ip: string | null): Promise<void> {
    const accountId = principal.accountId;
    const passkey = await this.db
      .selectFrom('mfa_passkeys')
      .select(['id', 'name'])
      .where('id', '=', passkeyId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!passkey) throw new AppError('NOT_FOUND', { entity: 'passkey', id: String(passkeyId) });
    await this.assertNotLastRequired(this.db, accountId);
    await this.confirmPassword(principal, password);
    await this.db.transaction().execute(async (trx) => {
      await this.assertNotLastRequired(trx, accountId);
      await trx.deleteFrom('mfa_passkeys').where('id', '=', passkey.id).execute();
      await this.afterRemoval(trx, principal);
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_passkey_removed',
        entity: 'account',
        entityId: accountId,
        changes: { passkey: { from: passkey.name } },
      });
    });
  }

  /** A new set of codes; the old set stops working. Only with a factor for them to back up. */
  async regenerateRecoveryCodes(principal: Principal, password: string, ip: string | null): Promise<string[]> {
    const accountId = principal.accountId;
    if ((await factorCount(this.db, accountId)) === 0) throw new AppError('NOT_FOUND', { entity: 'second_factor' });
    await this.confirmPassword(principal, password);
    const { codes, hashes } = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      await replaceRecoveryCodes(trx, accountId, hashes, new Date().toISOString());
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_recovery_codes_regenerated',
        entity: 'account',
        entityId: accountId,
      });
    });
    return codes;
  }

  // ---- The requirement ----

  async policy(): Promise<MfaPolicy> {
    return readPolicy(this.db);
  }

  async setPolicy(principal: Principal, policy: MfaPolicy, ip: string | null): Promise<MfaPolicy> {
    if (policy.role_ids.length > 0) {
      const live = await this.db
        .selectFrom('roles')
        .select('id')
        .where('id', 'in', policy.role_ids)
        .where('deleted_at', 'is', null)
        .execute();
      const known = new Set(live.map((role) => role.id));
      const unknown = policy.role_ids.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw validationError([{ field: `role_ids.${unknown}`, code: 'invalid' }]);
    }
    return this.db.transaction().execute(async (trx) => {
      const before = await readPolicy(trx);
      await writePolicy(trx, policy, principal.accountId);
      const after = await readPolicy(trx);
      await recordAudit(trx, this.actorOf(principal, ip), {
        action: 'auth.mfa_policy_changed',
        entity: MFA_POLICY_ENTITY,
        changes: diff(before, after),
      });
      return after;
    });
  }

  private actorOf(principal: Principal, ip: string | null): Actor {
    return { id: principal.accountId, email: principal.email, ip };
  }
}
