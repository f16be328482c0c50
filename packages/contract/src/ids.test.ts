import { describe, expect, it } from 'vitest';
import { bodyIdSchema, idParamSchema, MAX_ID, queryIdSchema, updateSchemaOf } from './common.js';
import { createRoleSchema, updateRoleSchema } from './roles.js';

describe('ids', () => {
  it('take only canonical digits within the id range from a path or query string', () => {
    for (const text of ['1', '32', String(MAX_ID)])
      expect(idParamSchema.safeParse({ id: text })).toEqual({ success: true, data: { id: Number(text) } });
    const refused = [
      '0',
      '-1',
      '032',
      '+32',
      ' 32',
      '32 ',
      '0x20',
      '3.2e1',
      '1e3',
      '32.0',
      '',
      String(MAX_ID + 1),
      '9007199254740992',
      '99999999999',
    ];
    for (const text of refused) {
      const parsed = idParamSchema.safeParse({ id: text });
      expect(parsed.success, text).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        text,
      ).toEqual([['id', 'invalid']]);
    }
  });

  it('take a JSON integer within the id range, in a body or an export’s filters', () => {
    expect(bodyIdSchema().safeParse(MAX_ID).success).toBe(true);
    expect(queryIdSchema().safeParse(7)).toEqual({ success: true, data: 7 });
    for (const value of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, '7'])
      expect(bodyIdSchema().safeParse(value).success, String(value)).toBe(false);
    for (const value of [0, 1.5, MAX_ID + 1, null, true])
      expect(queryIdSchema().safeParse(value).success, String(value)).toBe(false);
  });
});

describe('update schemas', () => {
  it('leave out what was not sent, where the create schema has a default', () => {
    expect(createRoleSchema.parse({ name: 'Ops', permissions: ['BOT'] })).toMatchObject({ description: '' });
    expect(updateRoleSchema.parse({ permissions: ['BOT'] })).toEqual({ permissions: ['BOT'] });
  });

  it('keep each field’s own checks and refuse unknown fields', () => {
    const update = updateSchemaOf(createRoleSchema);
    expect(update.safeParse({ name: '' }).success).toBe(false);
    expect(update.safeParse({ description: 'x'.repeat(10_000) }).success).toBe(false);
    expect(update.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(update.parse({})).toEqual({});
  });
});
