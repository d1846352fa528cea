// @vitest-environment jsdom
import { readAppConfig } from '@sitenet/api-client/app-config';
import { afterEach, describe, expect, it } from 'vitest';

/** Writes the page configuration element exactly as the server would. */
function page(config: string | null) {
  document.head.innerHTML =
    config === null ? '' : `<script id="app-config" type="application/json">${config}</script>`;
}

describe('the shell reads the page configuration', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('chooses the admin console when the flag is true', () => {
    page('{"admin":true}');
    expect(readAppConfig(document).admin).toBe(true);
  });

  it.each([
    ['no configuration element', null],
    ['an empty configuration', ''],
    ['malformed JSON', '{"admin":tru'],
    ['an absent flag', '{"apiBaseUrl":"https://example.com"}'],
    ['a false flag', '{"admin":false}'],
  ])('chooses the magazine for %s', (_case, config) => {
    page(config);
    expect(readAppConfig(document).admin).toBe(false);
  });

  it('passes the API base URL on to the app', () => {
    page('{"admin":true,"apiBaseUrl":"https://example.com"}');
    expect(readAppConfig(document).apiBaseUrl).toBe('https://example.com');
  });
});
