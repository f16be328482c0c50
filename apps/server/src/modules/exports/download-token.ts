import type { AppJwt } from '../../platform/auth/jwt.js';

const AUDIENCE = 'export-download';
/** Long enough to start a download, short enough that a copied link soon stops working. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export interface DownloadClaims {
  exportId: number;
  accountId: number;
}

/**
 * The credential of a download URL: signed with the app's token key (the access tokens' signer, under
 * another audience), bound to one export and one account, five minutes. A browser navigates to the URL,
 * so no Authorization header can be sent.
 */
export class DownloadTokens {
  constructor(private readonly jwt: AppJwt) {}

  issue(claims: DownloadClaims): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return this.jwt.sign(AUDIENCE, {
      acc: claims.accountId,
      sub: String(claims.exportId),
      iat,
      exp: iat + DOWNLOAD_LINK_TTL_SECONDS,
    });
  }

  /** The claims of a valid token, or undefined for anything else (expired, forged, another audience). */
  async verify(token: string): Promise<DownloadClaims | undefined> {
    const payload = await this.jwt.verify(token, AUDIENCE);
    if (!payload) return undefined;
    const exportId = Number(payload.sub);
    const accountId = payload['acc'];
    if (!Number.isSafeInteger(exportId) || typeof accountId !== 'number' || !Number.isSafeInteger(accountId))
      return undefined;
    return { exportId, accountId };
  }
}
