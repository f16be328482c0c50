import { webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'backoffice';

/** What a token says besides its issuer and audience, which `AppJwt` sets. Times in seconds since the epoch. */
export interface AppJwtClaims {
  sub: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

/**
 * The JWTs this server issues to itself: HS256 under the app's token key (TOKEN_SIGNING_KEY), issued by
 * "backoffice", each kind under an audience of its own (the console's access tokens, export download
 * links), so a token of one kind is never taken for another. Signing and verifying are jose's, with the
 * algorithm, the issuer, the audience, the header type and the required claims pinned here, never read
 * from the token.
 */
export class AppJwt {
  private key: Promise<webcrypto.CryptoKey> | undefined;

  constructor(private readonly secret: Uint8Array) {}

  /**
   * The key, imported once and on first use (so a failed import is the caller's error, not an unhandled
   * rejection). A CryptoKey, because jose uses one as it is given, while raw bytes and a KeyObject it
   * turns into a new CryptoKey on every call.
   */
  private cryptoKey(): Promise<webcrypto.CryptoKey> {
    this.key ??= webcrypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.key;
  }

  /** A signed token. HS256 is deterministic: the same claims give the same bytes. */
  async sign(audience: string, { sub, iat, exp, ...claims }: AppJwtClaims): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.cryptoKey());
  }

  /**
   * The payload of a token this server signed for `audience`, still valid now (exp required, nbf
   * honoured, no clock tolerance), carrying every claim of `required`; undefined for anything else
   * (forged, expired, another algorithm, issuer, audience or header type, a critical header).
   */
  async verify(token: string, audience: string, required: readonly string[] = []): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey(), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        typ: 'JWT',
        requiredClaims: ['exp', 'sub', ...required],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
