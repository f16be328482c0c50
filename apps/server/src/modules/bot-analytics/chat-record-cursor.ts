import { msg } from '@backoffice/contract';
import { validationError } from '../../platform/errors.js';

/**
 * Keyset positions in the chat-record order (sent_at desc, id desc), handed to clients as opaque
 * tokens. 'older' reads the records after a row in that order (the next page), 'newer' the ones
 * before it (the previous page). A token only names a position: it stays valid whatever arrives later.
 */
export type CursorDirection = 'older' | 'newer';

export interface RecordKey {
  sent_at: string;
  id: number;
}

export interface Cursor extends RecordKey {
  direction: CursorDirection;
}

const PREFIX: Record<CursorDirection, string> = { older: 'o', newer: 'n' };

export function encodeCursor(direction: CursorDirection, key: RecordKey): string {
  return Buffer.from(`${PREFIX[direction]}|${key.sent_at}|${key.id}`, 'utf8').toString('base64url');
}

function parse(token: string): Cursor | undefined {
  const [prefix, sentAt = '', id = ''] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  const direction = prefix === PREFIX.older ? 'older' : prefix === PREFIX.newer ? 'newer' : undefined;
  if (!direction || !/^\d{1,16}$/.test(id)) return undefined;
  const at = new Date(sentAt);
  // Stored instants are compared as text on SQLite: only the exact stored spelling is a position.
  if (Number.isNaN(at.getTime()) || at.toISOString() !== sentAt) return undefined;
  return { direction, sent_at: sentAt, id: Number(id) };
}

/** The position a token names; a token the server did not make is a 400 naming `field`. */
export function decodeCursor(token: string, field: string): Cursor {
  const cursor = parse(token);
  if (!cursor) throw validationError([{ field, code: msg('invalid') }]);
  return cursor;
}
