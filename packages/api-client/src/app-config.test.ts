import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads the admin flag and the API base URL', () => {
    expect(parseAppConfig('{"admin":true,"apiBaseUrl":"https://example.com"}')).toEqual({
      admin: true,
      apiBaseUrl: 'https://example.com',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['malformed', '{admin:true'],
    ['no flag', '{}'],
    ['a non-boolean flag', '{"admin":"true"}'],
    ['a JSON array', '[true]'],
    ['JSON null', 'null'],
  ])('treats a %s configuration as the magazine', (_case, text) => {
    expect(parseAppConfig(text).admin).toBe(false);
  });

  it('falls back to the given API base URL', () => {
    expect(parseAppConfig('{}', 'https://api.example.com').apiBaseUrl).toBe('https://api.example.com');
  });
});
