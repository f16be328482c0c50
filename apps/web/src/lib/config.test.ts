import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseRuntimeConfig } from '@/lib/config';

describe('runtime config', () => {
  it('reads the JSON the server injects', () => {
    expect(
      parseRuntimeConfig('{"appApiUrl":"https://api.example.com/","userApiUrl":"https://um.example.com"}'),
    ).toEqual({
      appApiUrl: 'https://api.example.com',
      userApiUrl: 'https://um.example.com',
    });
  });

  it('falls back to same-origin defaults', () => {
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(parseRuntimeConfig('not json')).toEqual(DEFAULT_CONFIG);
    expect(parseRuntimeConfig('{"appApiUrl":5}')).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG).toEqual({ appApiUrl: '', userApiUrl: '/um' });
  });
});
