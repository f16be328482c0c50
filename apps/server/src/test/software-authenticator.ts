import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationResponse, PasskeyOptions, PasskeyRegistrationResponse } from '@backoffice/contract';

/**
 * A passkey authenticator in software for the server tests: an ES256 key pair, 'none' attestation, the
 * byte layouts of the WebAuthn specification (authenticator data, attestation object, assertion), so the
 * server's verification runs exactly as it does for a browser.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

function sha256(data: Uint8Array | string): Buffer<ArrayBuffer> {
  return Buffer.from(crypto.createHash('sha256').update(data).digest());
}

/** Base64url of bytes, whatever buffer backs them. */
function b64(bytes: Uint8Array): string {
  return isoBase64URL.fromBuffer(new Uint8Array(bytes));
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

export class SoftwareAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private signCount = 0;

  constructor(
    /** The origin the "browser" is on; the RP ID is its host name unless given. */
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }), 'utf8');
  }

  /** The COSE form of the public key (EC2, P-256, ES256). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  /** navigator.credentials.create() for these creation options. */
  register(options: PasskeyOptions): PasskeyRegistrationResponse {
    const rpIdHash = sha256(this.rpId);
    const credentialData = Buffer.concat([
      Buffer.alloc(16),
      Buffer.from([0, this.credentialId.length]),
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const authData = Buffer.concat([
      rpIdHash,
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
      uint32(this.signCount),
      credentialData,
    ]);
    const noStatement = new Map<string, string>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() for these request options; each use counts up the signature counter. */
  authenticate(options: PasskeyOptions, sign: 'right' | 'wrong-key' = 'right'): PasskeyAuthenticationResponse {
    this.signCount += 1;
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      uint32(this.signCount),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const key =
      sign === 'right' ? this.keys.privateKey : crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    // ES256 signatures are DER-encoded, as node:crypto writes them.
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
