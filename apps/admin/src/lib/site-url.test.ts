import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-url';

describe('siteUrl', () => {
  it('keeps the console scheme and port for local work', () => {
    expect(siteUrl('localhost', { protocol: 'http:', port: '3000' })).toBe('http://localhost:3000');
  });

  it('gives a bare https address in production', () => {
    expect(siteUrl('example.com', { protocol: 'https:', port: '' })).toBe('https://example.com');
  });
});
