import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { LoginResponse, SsoError } from '@backoffice/contract';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { OidcConfig } from '../../platform/config.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { lockGrants } from '../../platform/auth/grants.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { SessionOrigin } from '../../platform/auth/sessions.js';
import type { SignInThrottle } from '../../platform/auth/throttle.js';
import type { SignInMethod } from '../mfa/index.js';
import { accountForIdentity, mappedRole, type ProviderIdentity } from './accounts.js';
import { OidcProvider } from './provider.js';
import { keepSignIn, takeSignIn } from './sign-ins.js';

/**
 * What single sign-on needs of sign-in, which the auth module provides: its throttle, and opening the session
 * as every other way of signing in does. Passed in, so that the two modules do not import each other.
 */
export interface SsoSignInSteps {
  readonly signInThrottle: SignInThrottle;
  openSession(actor: Actor & { id: number }, origin: SessionOrigin, method: SignInMethod): Promise<LoginResponse>;
}

/** A sign-in through the provider that ends on the sign-in page with this code. */
export class SsoFailure extends Error {
  constructor(readonly code: SsoError) {
    super(`Single sign-on failed: ${code}`);
  }
}

const SCOPES = 'openid email profile';

/** What a failure of openid-client or of the network means to the person signing in. */
function failureOf(error: unknown): SsoError {
  if (error instanceof oidc.AuthorizationResponseError)
    return error.error === 'access_denied' ? 'access_denied' : 'failed';
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500 ? 'provider_unreachable' : 'code_invalid';
  if (
    error instanceof Error &&
    (error.name === 'TimeoutError' ||
      error.name === 'AbortError' ||
      (error instanceof TypeError && error.message === 'fetch failed'))
  ) {
    return 'provider_unreachable';
  }
  // openid-client's (and oauth4webapi's) own checks of what came back: ID token claims, signature, nonce, state.
  if (
    error instanceof oidc.ClientError ||
    (error instanceof Error &&
      typeof (error as { code?: unknown }).code === 'string' &&
      String((error as { code?: unknown }).code).startsWith('OAUTH_'))
  ) {
    return 'code_invalid';
  }
  return 'failed';
}

function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  return typeof value === 'string' ? [value] : [];
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Sign-in through an OpenID Connect provider with openid-client (docs/decisions/0033-single-sign-on.md):
 * the authorization code flow with PKCE, state and nonce, the ID token verified against the provider's keys.
 */
export class SsoService {
  private readonly provider: OidcProvider;

  constructor(
    private readonly context: AppContext,
    private readonly settings: OidcConfig,
    private readonly steps: SsoSignInSteps,
  ) {
    this.provider = new OidcProvider(settings);
  }

  /** The provider's authorization URL for a new sign-in, kept against the state for this browser. */
  async start(redirectUri: string, browser: string): Promise<URL> {
    const configuration = await this.provider.configuration().catch((error: unknown) => {
      throw new SsoFailure(failureOf(error));
    });
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await keepSignIn(this.context.db, { state, browser, nonce, codeVerifier, redirectUri });
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPES,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * The provider's answer at the callback: checked, exchanged and verified by openid-client, then the account
   * found or made and the session opened. Every failure is a SsoFailure, audited, never a fault of the server.
   */
  async finish(
    query: URLSearchParams,
    browser: string | undefined,
    origin: SessionOrigin,
    log: FastifyBaseLogger,
  ): Promise<LoginResponse> {
    const state = query.get('state');
    const pending = state && browser ? await takeSignIn(this.context.db, state, browser) : undefined;
    if (!state || !pending) return this.refuse('state_invalid', { id: null, email: null, ip: origin.ip });
    const anonymous: Actor = { id: null, email: null, ip: origin.ip };
    let identity: ProviderIdentity | undefined;
    try {
      identity = await this.identityOf(query, state, pending, log);
    } catch (error) {
      const code = error instanceof SsoFailure ? error.code : failureOf(error);
      // Only the error's kind and message: openid-client's errors carry no secret, and no request or token is logged.
      if (code === 'failed' || code === 'provider_unreachable')
        log.warn({ err: error }, 'single sign-on: the provider’s answer could not be used');
      return this.refuse(code, anonymous);
    }
    if (!identity) return this.refuse('email_unverified', anonymous);
    return this.signIn(identity, { ...anonymous, email: identity.email }, origin, log);
  }

  private async identityOf(
    query: URLSearchParams,
    state: string,
    pending: { nonce: string; codeVerifier: string; redirectUri: string },
    log: FastifyBaseLogger,
  ): Promise<ProviderIdentity | undefined> {
    const configuration = await this.provider.configuration();
    const callback = new URL(pending.redirectUri);
    callback.search = query.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new SsoFailure('code_invalid');
    let claims: Record<string, unknown> = { ...idToken };
    // Providers differ in which claims they put in the ID token; user info fills in those it lacks.
    if (configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await oidc
        .fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'single sign-on: user info not read; the ID token’s claims are used alone');
          return undefined;
        });
      if (userInfo) claims = { ...userInfo, ...claims };
    }
    const email = textOf(claims['email']);
    if (!email || claims['email_verified'] !== true) return undefined;
    return {
      email,
      groups: groupsOf(claims, this.settings.groupsClaim),
      name: textOf(claims['preferred_username']) ?? textOf(claims['name']),
    };
  }

  private async signIn(
    identity: ProviderIdentity,
    actor: Actor,
    origin: SessionOrigin,
    log: FastifyBaseLogger,
  ): Promise<LoginResponse> {
    const { db } = this.context;
    const known = await db
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const attempt = await this.steps.signInThrottle
      .reserveAttempt(origin.ip, identity.email, known?.id ?? null)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') throw new SsoFailure('too_many_attempts');
        throw error;
      });
    // Nobody knows this password: a new account signs in through the provider until an administrator sets one.
    const newPasswordHash = known ? undefined : await hashPassword(crypto.randomBytes(32).toString('base64url'));
    const outcome = await db.transaction().execute(async (trx) => {
      await lockGrants(trx, this.context.database);
      const role = await mappedRole(trx, this.settings.roleMapping, identity.groups, (name) =>
        log.warn({ role: name }, 'single sign-on: OIDC_ROLE_MAPPING names a role that does not exist'),
      );
      return accountForIdentity(trx, identity, role, newPasswordHash, origin.ip, (accountId) =>
        log.warn(
          { accountId },
          'single sign-on: the last active Super Admin keeps the role; the provider’s groups would remove it',
        ),
      );
    });
    // The provider vouched for the person: like a right password, this is no failure to count against the source.
    await this.steps.signInThrottle.succeeded(attempt);
    if (outcome.kind === 'disabled') {
      await recordAudit(
        db,
        { ...actor, id: outcome.accountId },
        {
          action: 'auth.login_refused_disabled',
          entity: 'account',
          entityId: outcome.accountId,
          changes: { method: { to: 'oidc' } },
        },
      );
      throw new SsoFailure('account_disabled');
    }
    if (outcome.kind === 'no-role') return this.refuse('no_role', { ...actor, id: outcome.accountId });
    // The provider's sign-in stands in for the console's second step: the provider enforces its own factors.
    return this.steps.openSession({ ...actor, id: outcome.accountId }, origin, 'oidc');
  }

  private async refuse(code: SsoError, actor: Actor): Promise<never> {
    await recordAudit(this.context.db, actor, {
      action: 'auth.login_failed',
      entity: 'account',
      entityId: actor.id,
      changes: { method: { to: 'oidc' }, reason: { to: code } },
    });
    throw new SsoFailure(code);
  }

  /** A random value for the browser's binding cookie. */
  static newBrowserValue(): string {
    return crypto.randomBytes(32).toString('base64url');
  }
}
