import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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

/**
 * Access tokens kept once verified, by their exact text: a console sends the same token with every request
 * for its lifetime. More than the staff signed in at once on one instance; a token past the bound is
 * verified again, as before it was kept.
 */
const VERIFIED_TOKENS_KEPT = 2_000;

export class TokenService {
  /** Derives refresh tokens from the ones they replace (see childRefreshToken); never signs anything. */
  private readonly rotationKey: Buffer;
  /** The signing key as a key object, made once: verifying every request must not import it again. */
  private readonly verifyKey: crypto.KeyObject;
  /**
   * The claims of tokens that passed every check of `verifyAccess`. Only the same text can find them,
   * and that text verifies under this service's one key; its expiry is still checked on every use.
   * Revocation is the session check's, on every request (sessions.ts), not the token's.
   */
  private readonly verified = new LRUCache<string, VerifiedAccess>({ max: VERIFIED_TOKENS_KEPT });

  constructor(
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {
    this.verifyKey = crypto.createSecretKey(key);
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

  /**
   * The claims of a valid access token, or undefined for anything else (expired, forged, wrong type).
   * Verified with node:crypto's HMAC on a key object made once: jose's jwtVerify goes through WebCrypto
   * and imports the key on every call, a dozen times the cost of the HMAC itself on every request. A
   * token verified before is answered from memory while it has not expired: its HMAC, decoding and
   * checks were a twentieth of a cached list request's CPU.
   */
  async verifyAccess(token: string): Promise<VerifiedAccess | undefined> {
    const now = Math.floor(Date.now() / 1000);
    const kept = this.verified.get(token);
    if (kept) return kept.expiresAt > now ? kept : undefined;
    const payload = verifiedPayload(token, this.verifyKey);
    if (!payload || !validClaims(payload, now)) return undefined;
    const accountId = Number(payload['sub']);
    if (payload['typ'] !== 'access' || typeof payload['sid'] !== 'string' || !Number.isSafeInteger(accountId)) return undefined;
    const verified = Object.freeze({ accountId, sessionId: payload['sid'], expiresAt: payload['exp'] as number });
    this.verified.set(token, verified);
    return verified;
  }
}

type JsonObject = Record<string, unknown>;

function decodedObject(segment: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payload of a compact JWS signed HS256 with the key, or undefined. The signature must be the
 * exact base64url text of the HMAC (compared in constant time) and the header must name HS256 and
 * nothing this code does not understand (no crit, no b64): the algorithm is pinned, never read from
 * the token.
 */
function verifiedPayload(token: string, key: crypto.KeyObject): JsonObject | undefined {
  const headerEnd = token.indexOf('.');
  const payloadEnd = token.indexOf('.', headerEnd + 1);
  if (headerEnd <= 0 || payloadEnd <= headerEnd + 1 || token.indexOf('.', payloadEnd + 1) !== -1) return undefined;
  const expected = Buffer.from(crypto.createHmac('sha256', key).update(token.slice(0, payloadEnd)).digest('base64url'));
  const presented = Buffer.from(token.slice(payloadEnd + 1));
  if (presented.length !== expected.length || !crypto.timingSafeEqual(presented, expected)) return undefined;
  const header = decodedObject(token.slice(0, headerEnd));
  if (!header || header['alg'] !== ALGORITHM || header['typ'] !== 'JWT' || Object.keys(header).length !== 2) return undefined;
  return decodedObject(token.slice(headerEnd + 1, payloadEnd));
}

const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Issuer, audience and times as jose's jwtVerify checked them (no clock tolerance; exp required). */
function validClaims(payload: JsonObject, now: number): boolean {
  const { iss, aud, exp, nbf, iat } = payload;
  if (iss !== ISSUER) return false;
  if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return false;
  if (!isNumericDate(exp) || exp <= now) return false;
  if (nbf !== undefined && (!isNumericDate(nbf) || nbf > now)) return false;
  return iat === undefined || isNumericDate(iat);
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
