import { describe, expect, it } from 'vitest';
import { consoleImageSources, readerImageSources, securityHeaders } from './security-headers';

const imgSrc = (sources: string[]) =>
  securityHeaders(sources)['content-security-policy']!
    .split(';')
    .find((directive) => directive.trim().startsWith('img-src'))!
    .trim();

describe('img-src', () => {
  it("is 'self' alone for readers without a media host", () => {
    expect(imgSrc(readerImageSources(undefined))).toBe("img-src 'self'");
  });

  it("adds the media host's origin (never its path) when MEDIA_PUBLIC_URL is set", () => {
    expect(imgSrc(readerImageSources('https://cdn.example.com/media'))).toBe(
      "img-src 'self' https://cdn.example.com",
    );
  });

  it('keeps the console able to preview a pasted link', () => {
    expect(imgSrc(consoleImageSources('http://127.0.0.1:9000/bucket'))).toBe(
      "img-src 'self' http://127.0.0.1:9000 data: https:",
    );
  });
});
