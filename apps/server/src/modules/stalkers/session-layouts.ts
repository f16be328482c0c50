/**
 * Session strings in the three libraries' real layouts (session-kind.ts reads them back), built from
 * an auth key the caller gives: random bytes for the tests, a readable marker for the demo data.
 */
const AUTH_KEY_BYTES = 256;

function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

function padded(base64url: string): string {
  return base64url + '='.repeat((4 - (base64url.length % 4)) % 4);
}

function checkedKey(authKey: Buffer): Buffer {
  if (authKey.length !== AUTH_KEY_BYTES) throw new Error(`an auth key is ${AUTH_KEY_BYTES} bytes`);
  return authKey;
}

/** Telethon StringSession.save(): '1' + urlsafe base64 of dc, packed IP, port, auth key. */
export function telethonSessionString(authKey: Buffer, ipv6 = false): string {
  const ip = ipv6 ? Buffer.from('20010b28f23df001000000000000000a', 'hex') : Buffer.from([149, 154, 167, 51]);
  return `1${padded(Buffer.concat([Buffer.from([2]), ip, uint16(443), checkedKey(authKey)]).toString('base64url'))}`;
}

/** GramJS StringSession.save(): '1' + base64 of dc, address length, address text, port, auth key. */
export function gramJsSessionString(authKey: Buffer, address = '149.154.167.91'): string {
  const text = Buffer.from(address, 'latin1');
  return `1${Buffer.concat([Buffer.from([4]), uint16(text.length), text, uint16(443), checkedKey(authKey)]).toString('base64')}`;
}

/** Pyrogram 2.x export_session_string(): urlsafe base64, unpadded, of dc, api id, test mode, auth key, user id, is bot. */
export function pyrogramSessionString(authKey: Buffer): string {
  const apiId = Buffer.alloc(4);
  apiId.writeUInt32BE(123456);
  const userId = Buffer.alloc(8);
  userId.writeBigUInt64BE(5_123_456_789n);
  return Buffer.concat([
    Buffer.from([5]),
    apiId,
    Buffer.from([0]),
    checkedKey(authKey),
    userId,
    Buffer.from([0]),
  ]).toString('base64url');
}

/** Pyrogram 1.x: dc, test mode, auth key, 32-bit user id, is bot (351 characters). */
export function oldPyrogramSessionString(authKey: Buffer): string {
  const userId = Buffer.alloc(4);
  userId.writeUInt32BE(987_654_321);
  return Buffer.concat([Buffer.from([1]), Buffer.from([0]), checkedKey(authKey), userId, Buffer.from([0])]).toString(
    'base64url',
  );
}
