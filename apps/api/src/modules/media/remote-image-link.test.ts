import { describe, expect, it } from 'vitest';
import { remoteImageLink } from './import-post-images';

describe('remoteImageLink', () => {
  it('leaves our own images and paths on this host alone', () => {
    expect(remoteImageLink('/media/0123456789abcdef0123456789abcdef/640.webp', undefined)).toBeNull();
    expect(remoteImageLink('/images/local.png', undefined)).toBeNull();
    expect(remoteImageLink('https://cdn.example.com/media/abc/640.webp', 'https://cdn.example.com/media')).toBeNull();
  });

  it('names every third-party image, however the link is written', () => {
    expect(remoteImageLink(' https://images.example/a.png ', undefined)).toBe('https://images.example/a.png');
    expect(remoteImageLink('//images.example/a.png', undefined)).toBe('https://images.example/a.png');
    expect(remoteImageLink('/\\images.example/a.png', undefined)).toBe('https://images.example/a.png');
    // Another host that merely starts like the media host is not it.
    expect(remoteImageLink('https://cdn.example.com/mediaX/a.png', 'https://cdn.example.com/media')).toBe(
      'https://cdn.example.com/mediaX/a.png',
    );
    expect(remoteImageLink('data:image/png;base64,AAAA', undefined)).toBe('data:image/png;base64,AAAA');
  });
});
