import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'backoffice';
const AUDIENCE = 'export-download';
/** Long enough to start a download, short enough that a copied link soon stops working. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export interface DownloadClaims {
  exportId: number;
  accountId: number;
}

/**
 * The credential of a download URL: signed with the app's token key, bound to one export and one
 * account, five minutes. A browser navigates to the URL, so no Authorization header can be sent.
 */
export class DownloadTokens {
  constructor(private readonly key: Uint8Array) {}

  issue(claims: DownloadClaims): Promise<string> {
    return new SignJWT({ acc: claims.accountId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.exportId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${DOWNLOAD_LINK_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything else (expired, forged, another audience). */
  async verify(token: string): Promise<DownloadClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
      const exportId = Number(payload.sub);
      const accountId = payload['acc'];
      if (!Number.isSafeInteger(exportId) || typeof accountId !== 'number' || !Number.isSafeInteger(accountId)) return undefined;
      return { exportId, accountId };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
