import { describe, expect, it } from 'vitest';
import { deviceLabel, storedUserAgent, USER_AGENT_MAX } from './device-label';

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox on Android'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', 'curl'],
    ['SomethingElse/1.0', 'Unknown browser'],
  ])('%s -> %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('has no label without a stored User-Agent', () => {
    expect(deviceLabel(null)).toBeNull();
  });

  it('stores at most 200 characters, and nothing for an empty header', () => {
    expect(storedUserAgent('x'.repeat(500))).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent('  ')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
  });
});
