import type { Db } from '../../platform/db/schema.js';
import { hashToken } from '../../platform/auth/tokens.js';

/** A sign-in sent to the provider must come back within 10 minutes. */
export const SIGN_IN_TTL_SECONDS = 600;

export interface PendingSignIn {
  state: string;
  /** The browser's own value, from its HttpOnly cookie. */
  browser: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Keeps what the callback checks the provider's answer against; only hashes of the state and browser value. */
export async function keepSignIn(db: Db, signIn: PendingSignIn): Promise<void> {
  const now = new Date();
  // Sign-ins nobody finished are of no further use; the expiry index keeps this cheap.
  await db.deleteFrom('sso_sign_ins').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sso_sign_ins')
    .values({
      state_hash: hashToken(signIn.state),
      browser_hash: hashToken(signIn.browser),
      nonce: signIn.nonce,
      code_verifier: signIn.codeVerifier,
      redirect_uri: signIn.redirectUri,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_TTL_SECONDS * 1000).toISOString(),
    })
    .execute();
}

/**
 * The sign-in of this state, started in this browser and not expired, taken once: a second answer with the
 * same state (a replay, a reload of the callback) finds nothing. A state of another browser is left alone.
 */
export async function takeSignIn(
  db: Db,
  state: string,
  browser: string,
): Promise<Omit<PendingSignIn, 'state' | 'browser'> | undefined> {
  const row = await db
    .deleteFrom('sso_sign_ins')
    .where('state_hash', '=', hashToken(state))
    .where('browser_hash', '=', hashToken(browser))
    .where('expires_at', '>', new Date().toISOString())
    .returning(['nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
  return row && { nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri };
}
