import crypto from 'node:crypto';
import {
  gramJsSessionString,
  oldPyrogramSessionString,
  pyrogramSessionString,
  telethonSessionString,
} from '../modules/stalkers/index.js';

/** Session strings of the three libraries' real layouts with random auth keys, for the tests. Nothing here reaches Telegram. */
const authKey = (): Buffer => crypto.randomBytes(256);

export const telethonSession = (ipv6 = false): string => telethonSessionString(authKey(), ipv6);
export const gramJsSession = (address?: string): string => gramJsSessionString(authKey(), address);
export const pyrogramSession = (): string => pyrogramSessionString(authKey());
export const oldPyrogramSession = (): string => oldPyrogramSessionString(authKey());
