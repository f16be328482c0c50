import { describe, expect, it } from 'vitest';
import { holdsEvery } from './permissions.js';

describe('holdsEvery: the grant rule (docs/decisions/0012-grant-rules.md)', () => {
  it('a holder of ALL holds everything, ALL included', () => {
    expect(holdsEvery(['ALL'], ['ALL'])).toBe(true);
    expect(holdsEvery(['ALL'], ['USER_ACCOUNT', 'BOT'])).toBe(true);
  });

  it('anyone else holds exactly the sections they have, and never ALL', () => {
    expect(holdsEvery(['USER_ACCOUNT', 'BOT'], ['BOT'])).toBe(true);
    expect(holdsEvery(['USER_ACCOUNT', 'BOT'], ['BOT', 'STALKER'])).toBe(false);
    expect(holdsEvery(['USER_ACCOUNT'], ['ALL'])).toBe(false);
    expect(holdsEvery(['USER_ACCOUNT', 'ROLE_MANAGEMENT'], ['ROLE_MANAGEMENT', 'ALL'])).toBe(false);
  });

  it('an empty set is held by anyone', () => {
    expect(holdsEvery([], [])).toBe(true);
  });
});
