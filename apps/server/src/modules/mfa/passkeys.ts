import type { FastifyRequest } from 'fastify';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type * as WebAuthn from '@simplewebauthn/server';
import type * as WebAuthnHelpers from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@backoffice/contract';
import type { Config } from '../../platform/config.js';

/** WebAuthn (passkeys) with @simplewebauthn/server: user verification preferred, no attestation. */
export const WEBAUTHN_CHALLENGE_TTL_SECONDS = 300;
const RP_NAME = 'Backoffice';

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * The WebAuthn library and its certificate parsers take about 4.5 MB of heap once loaded: they are
 * loaded by the first passkey ceremony, not by every server start (docs/decisions/0017).
 */
let webauthn: Promise<[typeof WebAuthn, typeof WebAuthnHelpers]> | undefined;
function loadWebauthn() {
  webauthn ??= Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return webauthn;
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * The RP ID and origin: the host and origin the console is served from, as the request names them
 * (behind TRUST_PROXY, as the proxy names them), unless WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN are set.
 * Browsers write origins without a default port, so one is dropped here too.
 */
export function relyingPartyOf(
  request: FastifyRequest,
  config: Pick<Config, 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGIN'>,
): RelyingParty {
  const protocol = request.protocol;
  const port =
    request.port === null || String(request.port) === DEFAULT_PORTS[protocol] ? '' : `:${String(request.port)}`;
  const host =
    request.hostname.includes(':') && !request.hostname.startsWith('[') ? `[${request.hostname}]` : request.hostname;
  return {
    rpID: config.WEBAUTHN_RP_ID ?? request.hostname,
    origin: config.WEBAUTHN_ORIGIN ?? `${protocol}://${host}${port}`,
  };
}

export interface StoredPasskey {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
}

function transportsOf(stored: string): string[] {
  return stored ? stored.split(',') : [];
}

export async function creationOptions(
  rp: RelyingParty,
  account: { id: number; email: string; username: string },
  existing: readonly StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const [{ generateRegistrationOptions }] = await loadWebauthn();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: account.email,
    userDisplayName: account.username,
    // A stable opaque handle: the account id, never the e-mail.
    userID: new TextEncoder().encode(`backoffice-account-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000,
  });
}

/** What both verifications expect of a response: this challenge, this site, and user presence (not verification). */
function expectations(rp: RelyingParty, expectedChallenge: string) {
  return { expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false };
}

/** The verified new credential, or undefined when the response does not verify. */
export async function verifyCreation(
  rp: RelyingParty,
  expectedChallenge: string,
  response: PasskeyRegistrationResponse,
): Promise<StoredPasskey | undefined> {
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await loadWebauthn();
  try {
    const outcome = await verifyRegistrationResponse({
      // The contract checked the outer shape; the library checks every byte of the content.
      response: response as RegistrationResponseJSON,
      ...expectations(rp, expectedChallenge),
    });
    if (!outcome.verified) return undefined;
    const { credential } = outcome.registrationInfo;
    return {
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    };
  } catch {
    return undefined;
  }
}

export async function requestOptions(
  rp: RelyingParty,
  passkeys: readonly StoredPasskey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const [{ generateAuthenticationOptions }] = await loadWebauthn();
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    userVerification: 'preferred',
    timeout: WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000,
  });
}

/** The passkey's new signature counter when the assertion verifies; undefined otherwise. */
export async function verifyRequest(
  rp: RelyingParty,
  expectedChallenge: string,
  response: PasskeyAuthenticationResponse,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await loadWebauthn();
  try {
    const outcome = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expectations(rp, expectedChallenge),
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
    });
    return outcome.verified ? outcome.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
