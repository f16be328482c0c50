import { describe, expect, it } from 'vitest';
import { accountName, fullName } from './account-name';

describe('what a Telegram user is called', () => {
  it('is @username first, else the name Telegram shows, else the TG ID', () => {
    expect(accountName({ tg_id: '610000001', username: 'alice_w', first_name: 'Alice', last_name: 'Wong' })).toBe(
      '@alice_w',
    );
    expect(accountName({ tg_id: '610000002', username: null, first_name: '王', last_name: '伟' })).toBe('王 伟');
    expect(accountName({ tg_id: '610000003', username: null, first_name: 'Bob', last_name: '' })).toBe('Bob');
    expect(accountName({ tg_id: '610000004', username: null, first_name: ' ', last_name: '' })).toBe('610000004');
  });

  it('leaves out a blank first or last name', () => {
    expect(fullName({ first_name: '', last_name: 'Lee' })).toBe('Lee');
    expect(fullName({ first_name: '', last_name: '' })).toBe('');
  });
});
