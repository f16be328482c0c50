import net from 'node:net';
import type { SessionKind } from '@backoffice/contract';

/**
 * Recognises a session string by decoding it and checking its structure, the way each library
 * reads it back:
 * - Telethon StringSession: '1' + urlsafe base64 (padded) of `>B{4|16}sH256s` (dc, packed IP, port,
 *   auth key) → 353 characters with an IPv4 address, 369 with IPv6.
 * - GramJS StringSession: '1' + base64 of dc (1 byte), address length (uint16 BE), the address as
 *   text, port (uint16 BE), auth key (256 bytes).
 * - Pyrogram export_session_string: urlsafe base64 without padding of `>BI?256sQ?` (2.x: dc, api id,
 *   test mode, auth key, user id, is bot; 362 characters), or of the 1.x layouts `>B?256sI?` (351)
 *   and `>B?256sQ?` (356).
 */
const AUTH_KEY_BYTES = 256;
const URLSAFE = /^[A-Za-z0-9_-]+={0,2}$/;
const STANDARD = /^[A-Za-z0-9+/]+={0,2}$/;

const validDc = (dc: number | undefined) => dc !== undefined && dc >= 1 && dc <= 5;
const isFlag = (byte: number | undefined) => byte === 0 || byte === 1;

/** Decodes only canonical base64 of the given alphabet: re-encoding must give the text back. */
function decodeExact(text: string, alphabet: 'base64' | 'base64url', padded: boolean): Buffer | undefined {
  if (!(alphabet === 'base64url' ? URLSAFE : STANDARD).test(text)) return undefined;
  const bytes = Buffer.from(text, alphabet === 'base64url' ? 'base64url' : 'base64');
  let again = bytes.toString(alphabet);
  if (alphabet === 'base64url' && padded) again += '='.repeat((4 - (again.length % 4)) % 4);
  return again === text ? bytes : undefined;
}

function isTelethon(value: string): boolean {
  if (value[0] !== '1' || (value.length !== 353 && value.length !== 369)) return false;
  const bytes = decodeExact(value.slice(1), 'base64url', true);
  if (!bytes) return false;
  const ipBytes = bytes.length - 1 - 2 - AUTH_KEY_BYTES;
  if (ipBytes !== 4 && ipBytes !== 16) return false;
  return validDc(bytes[0]) && bytes.readUInt16BE(1 + ipBytes) > 0;
}

function isGramJs(value: string): boolean {
  if (value[0] !== '1') return false;
  const bytes = decodeExact(value.slice(1), 'base64', true);
  if (!bytes || bytes.length < 3 || !validDc(bytes[0])) return false;
  const addressLength = bytes.readUInt16BE(1);
  if (bytes.length !== 1 + 2 + addressLength + 2 + AUTH_KEY_BYTES) return false;
  const address = bytes.subarray(3, 3 + addressLength).toString('latin1');
  return net.isIP(address) !== 0 && bytes.readUInt16BE(3 + addressLength) > 0;
}

function isPyrogram(value: string): boolean {
  const bytes = decodeExact(value.replace(/=+$/, ''), 'base64url', false);
  if (!bytes || !validDc(bytes[0])) return false;
  switch (bytes.length) {
    case 271: // 2.x: dc, api id (4), test mode, auth key, user id (8), is bot
      return isFlag(bytes[5]) && isFlag(bytes[270]);
    case 263: // 1.x: dc, test mode, auth key, user id (4), is bot
    case 267: // 1.x with 64-bit user ids
      return isFlag(bytes[1]) && isFlag(bytes[bytes.length - 1]);
    default:
      return false;
  }
}

/** The library a session string comes from, or undefined when it is none of the three. */
export function detectSessionKind(sessionString: string): SessionKind | undefined {
  if (isTelethon(sessionString)) return 'telethon';
  if (isGramJs(sessionString)) return 'gramjs';
  if (isPyrogram(sessionString)) return 'pyrogram';
  return undefined;
}

const KIND_LABELS: Record<SessionKind, string> = { telethon: 'Telethon', pyrogram: 'Pyrogram', gramjs: 'GramJS' };

export function sessionKindLabel(kind: SessionKind): string {
  return KIND_LABELS[kind];
}
