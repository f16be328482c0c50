import { z } from 'zod';

/**
 * Refresh: the token comes from the HttpOnly cookie, or from the body for non-browser clients.
 * Classic zod, as the server wraps it (`.nullish()`: the body may be absent); the console never
 * sends it, so it stays out of the console's bundle.
 */
export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512).optional() }).strict();
