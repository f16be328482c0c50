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
  constructor(
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {}

  async issueAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
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
