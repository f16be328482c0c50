import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_CODES,
  LANDING_ORDER,
  PERMISSIONS,
  VALIDATION_MESSAGES,
  createRoleSchema,
  interpolate,
  landingPathFor,
  listQuerySchema,
  listQueryOf,
  defineList,
  loginRequestSchema,
  meetsPasswordPolicy,
  msg,
  parseMessage,
  renderMessageEn,
} from './index.js';

describe('landing after sign-in', () => {
  it('has the 13 rows of the product, in order', () => {
    expect(LANDING_ORDER.map((row) => row.permission)).toEqual([
      'ROLE_MANAGEMENT',
      'USER_ACCOUNT',
      'ACCOUNT',
      'KEYWORD_FORWARD',
      'KEYWORD_RESTRICT',
      'SEARCH_BOT_KEYWORD_DATABASE',
      'SEARCH_BOT_SENSITIVE_KEYWORD',
      'BOT',
      'STALKER',
      'KEYWORD_MESSAGE',
      'FILE_EXPORT',
      'BOT_SUBSCRIPTION',
      'CHAT_RECORDS',
    ]);
  });

  it('sends ALL to the first row, restrict-only to keyword forward, and nothing to home', () => {
    expect(landingPathFor(['ALL'])).toBe('/user/role-management');
    expect(landingPathFor(['KEYWORD_RESTRICT'])).toBe('/keyword/forward');
    expect(landingPathFor(['CHAT_RECORDS', 'BOT'])).toBe('/bot');
    expect(landingPathFor([])).toBe('/');
    expect(landingPathFor(['WAR_BOT'])).toBe('/');
  });

  it('passes over rows whose section a feature flag switches off', () => {
    expect(landingPathFor(['ALL'], (flag) => flag !== 'USER_MANAGEMENT')).toBe('/account-list/');
    expect(landingPathFor(['BOT', 'STALKER'], (flag) => flag !== 'BOT_ANALYTICS')).toBe('/stalker/');
  });

  it('takes the first matching row whatever other permissions are held', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS.filter((p) => p !== 'ALL')]), (held) => {
        const first = LANDING_ORDER.find((row) => held.includes(row.permission));
        expect(landingPathFor(held)).toBe(first ? first.path : '/');
      }),
    );
  });
});

describe('password policy', () => {
  it('accepts 8–25 characters with upper, lower, digit and one of @$!%*?&, whatever other printable characters it holds', () => {
    for (const good of [
      'Admin@12',
      'Aa1@aaaaaaaaaaaaaaaaaaaaa',
      'Abcdefg1#@x',
      'Admin @123',
      'Pässwörd1!',
      'Пароль12!x',
      'Admin@1😀',
      'Aa1@' + '😀'.repeat(21),
    ]) {
      expect(meetsPasswordPolicy(good), good).toBe(true);
    }
    for (const bad of [
      'Admin@1',
      'Aa1@aaaaaaaaaaaaaaaaaaaaaa',
      'Aa1@' + '😀'.repeat(22),
      'admin@123',
      'ADMIN@123',
      'Admin1234',
      'Admin#123',
      'Admin@12\t',
      'Admin@12\n',
      'Admin@12\u0000',
      'Admin@12\u2028',
      'Admin@12\ud800',
    ]) {
      expect(meetsPasswordPolicy(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses any password missing a class', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9@$!%*?&]{8,25}$/), (noUpper) => {
        expect(meetsPasswordPolicy(noUpper)).toBe(false);
      }),
    );
  });
});

describe('messages', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(VALIDATION_MESSAGES['zh-CN']).sort()).toEqual(Object.keys(VALIDATION_MESSAGES['en-US']).sort());
    for (const entry of Object.values(ERROR_CODES)) {
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.zh.length).toBeGreaterThan(0);
    }
  });

  it('renders the product’s default wording', () => {
    expect(renderMessageEn(msg('required'), 'email')).toBe('Email is required');
    expect(renderMessageEn(msg('max_length', 30), 'role_name')).toBe('Role name must not exceed 30 characters');
    expect(renderMessageEn(msg('min_length', 8), 'password')).toBe('Password must be at least 8 characters');
    expect(renderMessageEn(msg('min_value', 1), 'queue_number')).toBe('must be at least 1');
    expect(renderMessageEn(msg('queue_number_invalid'), 'queue_number')).toBe('Please enter a valid number.');
    expect(interpolate(VALIDATION_MESSAGES['en-US'].select, { field: 'role' })).toBe('Please select a role');
    expect(parseMessage('not a token')).toBeUndefined();
  });

  it('login and role schemas carry tokens for their failures', () => {
    const login = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(login.success).toBe(false);
    expect(login.error?.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining(['required']));
    const role = createRoleSchema.safeParse({ name: 'Ops', permissions: [] });
    expect(role.error?.issues[0]?.message).toBe('permission_required');
  });
});

describe('list queries', () => {
  it('turns text into numbers, applies defaults, and refuses unknown parameters', () => {
    const schema = listQuerySchema(['name'], { status: z.enum(['Active', 'Inactive']).optional() });
    expect(schema.parse({})).toMatchObject({ per_page: 10, current_page: 1 });
    expect(schema.parse({ per_page: '50', current_page: '3', name: 'desc' })).toMatchObject({
      per_page: 50,
      current_page: 3,
      name: 'desc',
    });
    expect(schema.safeParse({ per_page: '0' }).success).toBe(false);
    expect(schema.safeParse({ name: 'sideways' }).success).toBe(false);
    expect(schema.safeParse({ surprise: '1' }).success).toBe(false);
  });

  it('refuses a list whose sort field is also a filter', () => {
    expect(() => listQuerySchema(['status'], { status: z.string().optional() })).toThrow(
      /both a sort field and a filter/,
    );
  });
});

describe('list descriptors', () => {
  const list = defineList({
    search: ['name'],
    facets: { status: ['Active', 'Inactive'], owner_id: 'id' },
    numbers: [{ field: 'members', min: 'members_min', max: 'members_max' }],
    sortable: ['name', 'created_at'],
    defaultSort: { field: 'created_at', direction: 'desc' },
  });

  it('give the query its params: paging, search, created range, sorts, facets, ranges, then ids', () => {
    expect(Object.keys(listQueryOf(list).shape)).toEqual([
      'per_page',
      'current_page',
      'search',
      'created_from',
      'created_to',
      'name',
      'created_at',
      'status',
      'owner_id',
      'members_min',
      'members_max',
      'ids',
    ]);
    const query = listQueryOf(list).parse({ status: 'Active', owner_id: '7', members_min: '3' });
    expect(query).toMatchObject({ status: 'Active', owner_id: 7, members_min: 3 });
    expect(listQueryOf(list).safeParse({ status: 'Gone' }).success).toBe(false);
    expect(listQueryOf(list).safeParse({ owner_id: '07' }).success).toBe(false);
  });

  it('leave out created_from and created_to when the list ranges over another date', () => {
    const other = defineList({
      search: [],
      dates: [{ field: 'last_seen', from: 'from', to: 'to' }],
      sortable: ['last_seen'],
      defaultSort: { field: 'last_seen', direction: 'desc' },
    });
    expect(Object.keys(listQueryOf(other).shape)).toEqual([
      'per_page',
      'current_page',
      'search',
      'last_seen',
      'from',
      'to',
      'ids',
    ]);
  });

  it('take ids as one or several values (a selection), at most a page of them', () => {
    const schema = listQueryOf(list);
    expect(schema.parse({ ids: '4' }).ids).toEqual([4]);
    expect(schema.parse({ ids: ['4', '9'] }).ids).toEqual([4, 9]);
    expect(schema.parse({ ids: [4, 9] }).ids).toEqual([4, 9]);
    expect(schema.safeParse({ ids: ['4', 'x'] }).success).toBe(false);
    expect(schema.safeParse({ ids: Array.from({ length: 101 }, (_, index) => index + 1) }).success).toBe(false);
  });
});
