import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Db } from './db/schema.js';
import type { TokenService } from './auth/tokens.js';

/** What every module's service needs, built once at start-up. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  tokens: TokenService;
}
