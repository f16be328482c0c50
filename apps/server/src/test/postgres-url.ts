/** The PostgreSQL server the API suite runs against (trust auth on this machine and in CI). */
export const POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
