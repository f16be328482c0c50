import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_WORDING_EN_US, ERROR_WORDING_ZH_CN, VALIDATION_MESSAGES } from '@backoffice/contract';
import { buildResources, parseLocalePath } from '@/lib/i18n-resources';
import i18n from '@/lib/i18n';
import { translateValidationMessage } from '@/lib/validation-message';

describe('i18n resources', () => {
  it('reads locale and namespace from a file path', () => {
    expect(parseLocalePath('../locales/zh-CN/userManagement.json')).toEqual(['zh-CN', 'userManagement']);
    expect(parseLocalePath('nothing')).toBeUndefined();
  });

  it('picks up any namespace file and adds the contract namespaces', () => {
    const resources = buildResources(
      {
        '../locales/en-US/common.json': { a: 'A' },
        '../locales/zh-CN/common.json': { a: '甲' },
        '../locales/en-US/anything.json': { b: 'B' },
        '../locales/fr-FR/common.json': { a: 'ignored' },
      },
      { 'en-US': ERROR_WORDING_EN_US, 'zh-CN': ERROR_WORDING_ZH_CN },
    );
    expect(resources['en-US'].common).toEqual({ a: 'A' });
    expect(resources['en-US'].anything).toEqual({ b: 'B' });
    expect(resources['zh-CN'].common).toEqual({ a: '甲' });
    expect(Object.keys(resources)).toEqual(['en-US', 'zh-CN']);
    expect(resources['zh-CN'].validation).toEqual(VALIDATION_MESSAGES['zh-CN']);
    expect(resources['en-US'].errors?.INVALID_CREDENTIALS).toBe(ERROR_CODES.INVALID_CREDENTIALS.en);
    expect(resources['zh-CN'].errors?.NETWORK_ERROR).toBe(ERROR_CODES.INTERNAL_ERROR.zh);
  });
});

describe('validation messages', () => {
  it('renders a contract token with the field label in the current language', async () => {
    await i18n.changeLanguage('en-US');
    expect(translateValidationMessage('max_length:30', 'Username')).toBe('Username must not exceed 30 characters');
    expect(translateValidationMessage('required', 'Email')).toBe('Email is required');
    await i18n.changeLanguage('zh-CN');
    expect(translateValidationMessage('required', '邮箱')).toBe('邮箱为必填项');
    await i18n.changeLanguage('en-US');
  });

  it('shows anything that is not a token as it is', () => {
    expect(translateValidationMessage('Some server text', 'Email')).toBe('Some server text');
  });

  it('loads section namespaces from the locale folders (all bundled in tests)', () => {
    expect(i18n.exists('login.title', { ns: 'auth' })).toBe(true);
    expect(i18n.t('errors:INVALID_CREDENTIALS')).toBe('Invalid username or password');
  });
});
