/**
 * Prices are stored as whole cents (integers add and compare exactly) and shown as dollars with two
 * decimals. A price from the contract has at most two decimals; rounding absorbs binary float noise
 * (e.g. 19.99 * 100 = 1998.9999…).
 */
export const toCents = (price: number): number => Math.round(price * 100);

/** PostgreSQL may hand a bigint column back as a string: Number() reads both. */
export const fromCents = (cents: number | string): number => Number(cents) / 100;
