import crypto from 'node:crypto';
import { AppJwt } from './jwt.js';

const AUDIENCE = 'backoffice-console';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  /** Seconds since the epoch. */
  expiresAt: number;
}

export class TokenService {
  /** Signs and verifies with the app's token key; the export download links use it too, under their own audience. */
  readonly jwt: AppJwt;
  /** Derives refresh tokens from the ones they replace (see childRefreshToken); never signs anything. */
  private readonly rotationKey: Buffer;

  constructor(
    key: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {
    this.jwt = new AppJwt(key);
    this.rotationKey = Buffer.from(
      crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'backoffice refresh-token rotation', 32),
    );
  }

  /**
   * A signed access token. The same claims and issue time give the same token (HS256 is
   * deterministic), so a pair can be answered again identically (SessionService.rotate).
   */
  async issueAccess(claims: AccessClaims, issuedAt: Date = new Date()): Promise<string> {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return this.jwt.sign(AUDIENCE, {
      sid: claims.sessionId,
      typ: 'access',
      sub: String(claims.accountId),
      iat,
      exp: iat + this.accessTtlSeconds,
    });
  }

  /**
   * The refresh token that replaces `parent` when it is rotated: an HMAC of the parent under a key
   * derived from the signing key. Without that key nobody can compute it, not even the parent's
   * holder; the server computing it again gets the same token, so only its hash is stored
   * (SessionService.rotate).
   */
  childRefreshToken(parent: string): string {
    return crypto.createHmac('sha256', this.rotationKey).update(parent).digest('base64url');
  }

  /**
   * The claims of a valid access token, or undefined for anything else (expired, forged, another
   * audience, a refresh or other type). Verified on every request: revocation is the session check's
   * (sessions.ts), which follows it.
   */
  async verifyAccess(token: string): Promise<VerifiedAccess | undefined> {
    const payload = await this.jwt.verify(token, AUDIENCE, ['sid', 'typ']);
    if (!payload || payload['typ'] !== 'access' || typeof payload['sid'] !== 'string' || payload.exp === undefined)
      return undefined;
    const accountId = Number(payload.sub);
    if (!Number.isSafeInteger(accountId)) return undefined;
    return { accountId, sessionId: payload['sid'], expiresAt: payload.exp };
  }
}

/** A refresh token: 256 random bits, shown to the client once, stored only as its hash. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newSessionId(): string {
  return crypto.randomUUID();
}
