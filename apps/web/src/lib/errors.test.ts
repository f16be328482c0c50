import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { errorMessage } from '@/lib/errors';
import { ApiError } from '@/lib/http';

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('errorMessage', () => {
  it('tells how long to wait after too many wrong current passwords, in both languages', async () => {
    const error = new ApiError(429, 'TOO_MANY_PASSWORD_ATTEMPTS', 'Too many wrong current passwords.', {
      retry_after_seconds: 30,
    });
    await i18n.changeLanguage('en-US');
    expect(errorMessage(error)).toBe(
      'Too many wrong current passwords. Try again in a moment. You can try again in 30 s.',
    );
    await i18n.changeLanguage('zh-CN');
    expect(errorMessage(error)).toContain('当前密码错误次数过多');
    expect(errorMessage(error)).toContain('30');
  });

  it('words a reused password by its code', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(
      errorMessage(new ApiError(400, 'PASSWORD_REUSED', 'The new password must be different from the current one.')),
    ).toBe('新密码不能与当前密码相同。');
  });

  it('names what the details of an error hold, in both languages', async () => {
    const details = {
      missing_columns: ['category'],
      required_columns: ['link', 'category', 'display_name'],
      optional_columns: ['tier', 'member_count', 'status'],
    };
    const error = new ApiError(400, 'CSV_COLUMNS_MISSING', 'The file has no column named category.', details);
    expect(errorMessage(error)).toBe(
      'The file has no column named category. Its first row must name the columns link, category, display_name; tier, member_count, status may be left out.',
    );
    await i18n.changeLanguage('zh-CN');
    expect(errorMessage(error)).toBe(
      '文件缺少以下列：category。第一行必须包含 link, category, display_name 列；tier, member_count, status 列可以省略。',
    );
  });
});
