import crypto from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'backoffice';
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
  /** Derives refresh tokens from the ones they replace (see childRefreshToken); never signs anything. */
  private readonly rotationKey: Buffer;

  constructor(
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {
    this.rotationKey = Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'backoffice refresh-token rotation', 32));
  }

  /**
   * A signed access token. The same claims and issue time give the same token (HS256 is
   * deterministic), so a pair can be answered again identically (SessionService.rotate).
   */
  async issueAccess(claims: AccessClaims, issuedAt: Date = new Date()): Promise<string> {
    const issuedAtSeconds = Math.floor(issuedAt.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(issuedAtSeconds + this.accessTtlSeconds)
      .sign(this.key);
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

  /** The claims of a valid access token, or undefined for anything else (expired, forged, wrong type). */
  async verifyAccess(token: string): Promise<VerifiedAccess | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const accountId = Number(payload.sub);
      if (payload['typ'] !== 'access' || typeof payload['sid'] !== 'string' || !Number.isSafeInteger(accountId)) {
        return undefined;
      }
      return { accountId, sessionId: payload['sid'], expiresAt: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
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
