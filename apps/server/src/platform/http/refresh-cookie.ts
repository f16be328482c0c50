import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from '@backoffice/contract';

/** The refresh token's cookie, set by every way of signing in (password, token link, second step) and by refresh. */
export const REFRESH_COOKIE = `${COOKIE_PREFIX}refresh_token`;
/** The refresh cookie travels only to the auth routes. */
const REFRESH_COOKIE_PATH = '/um/v1/auth';

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}
