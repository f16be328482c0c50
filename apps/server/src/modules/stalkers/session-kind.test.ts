import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { detectSessionKind } from './session-kind.js';
import { gramJsSession, oldPyrogramSession, pyrogramSession, telethonSession } from '../../test/stalker-sessions.js';

/** A Pyrogram string with one decoded byte changed. */
function withByte(session: string, index: number, value: number): string {
  const bytes = Buffer.from(session, 'base64url');
  bytes[index] = value;
  return bytes.toString('base64url');
}

describe('session string shapes', () => {
  it('recognises Telethon strings of 353 (IPv4) and 369 (IPv6) characters', () => {
    expect(telethonSession()).toHaveLength(353);
    expect(telethonSession(true)).toHaveLength(369);
    expect(detectSessionKind(telethonSession())).toBe('telethon');
    expect(detectSessionKind(telethonSession(true))).toBe('telethon');
  });

  it('recognises Pyrogram 2.x (362 characters) and 1.x (351) strings', () => {
    expect(pyrogramSession()).toHaveLength(362);
    expect(oldPyrogramSession()).toHaveLength(351);
    expect(detectSessionKind(pyrogramSession())).toBe('pyrogram');
    expect(detectSessionKind(oldPyrogramSession())).toBe('pyrogram');
  });

  it('recognises GramJS strings with an IPv4 or IPv6 address', () => {
    expect(detectSessionKind(gramJsSession())).toBe('gramjs');
    expect(detectSessionKind(gramJsSession('2001:67c:4e8:f002::a'))).toBe('gramjs');
  });

  it('refuses anything else', () => {
    const telethon = telethonSession();
    const refused = [
      '',
      'hello world',
      crypto.randomBytes(263).toString('hex'),
      `2${telethon.slice(1)}`, // another version prefix
      telethon.slice(0, -4), // truncated
      `${telethon}AAAA`, // too long
      `1${crypto.randomBytes(263).toString('base64url')}!`,
      gramJsSession('not-an-ip-addr'),
      `1${Buffer.concat([Buffer.from([9]), crypto.randomBytes(262)]).toString('base64url')}=`, // no such data centre
      withByte(pyrogramSession(), 0, 0), // data centre 0
      withByte(pyrogramSession(), 5, 7), // test mode is not a boolean
    ];
    for (const value of refused) expect(detectSessionKind(value), value.slice(0, 20)).toBeUndefined();
  });
});
