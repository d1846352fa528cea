import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults, resolved from apps/api', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PUBLIC_CACHE).toBe('on');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve(import.meta.dirname, '..', '.data'));
    expect(env.WEB_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist'));
    expect(env.ADMIN_HOSTS).toEqual(['admin.localhost']);
    expect(env.CORS_ORIGINS).toEqual(['http://admin.localhost:3000', 'http://admin.localhost:5173']);
    expect(env.TOKEN_IDLE_MINUTES).toBe(120);
    expect(env.TOKEN_ABSOLUTE_HOURS).toBe(24);
    expect(env.SYNTHETIC_POSTS).toBe(0);
    expect(env.SEED_DEMO).toBe(false);
  });

  it('seeds demo data only when SEED_DEMO asks for it', () => {
    expect(parseEnv({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  it('keeps uploads under the data folder unless MEDIA_DIR says otherwise', () => {
    expect(parseEnv({ DATA_DIR: '/srv/sitenet' }).MEDIA_DIR).toBe(path.resolve('/srv/sitenet/media'));
    expect(parseEnv({}).MEDIA_DIR).toBe(path.resolve(import.meta.dirname, '..', '.data', 'media'));
    expect(parseEnv({ DATA_DIR: '/srv/sitenet', MEDIA_DIR: '/mnt/images' }).MEDIA_DIR).toBe(path.resolve('/mnt/images'));
  });

  it('reads SYNTHETIC_POSTS as a non-negative integer (benchmarks only)', () => {
    expect(parseEnv({ SYNTHETIC_POSTS: '100000' }).SYNTHETIC_POSTS).toBe(100_000);
    expect(parseEnv({ SYNTHETIC_POSTS: '0' }).SYNTHETIC_POSTS).toBe(0);
    expect(() => parseEnv({ SYNTHETIC_POSTS: '-1' })).toThrow(/SYNTHETIC_POSTS/);
    expect(() => parseEnv({ SYNTHETIC_POSTS: '1.5' })).toThrow(/SYNTHETIC_POSTS/);
    expect(() => parseEnv({ SYNTHETIC_POSTS: 'many' })).toThrow(/SYNTHETIC_POSTS/);
  });

  it('parses lists and numbers, treats an empty DATABASE_URL as unset, and rejects bad values', () => {
    const env = parseEnv({ PORT: '3100', ADMIN_HOSTS: 'a.test, b.test', DATABASE_URL: '', PUBLIC_CACHE: 'off' });
    expect(env.PORT).toBe(3100);
    expect(env.ADMIN_HOSTS).toEqual(['a.test', 'b.test']);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_CACHE).toBe('off');
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ PUBLIC_CACHE: 'maybe' })).toThrow(/PUBLIC_CACHE/);
  });

  it('builds invitation and reset links on ADMIN_PUBLIC_URL, derived from the admin host when unset', () => {
    expect(parseEnv({}).ADMIN_PUBLIC_URL).toBe('http://admin.localhost:3000');
    expect(parseEnv({ PORT: '4391' }).ADMIN_PUBLIC_URL).toBe('http://admin.localhost:4391');
    expect(parseEnv({ NODE_ENV: 'production', ADMIN_HOSTS: 'admin.example.com' }).ADMIN_PUBLIC_URL).toBe('https://admin.example.com');
    expect(parseEnv({ ADMIN_PUBLIC_URL: 'https://console.example.com/' }).ADMIN_PUBLIC_URL).toBe('https://console.example.com');
    expect(() => parseEnv({ ADMIN_PUBLIC_URL: 'console.example.com' })).toThrow(/ADMIN_PUBLIC_URL/);
    expect(() => parseEnv({ ADMIN_HOSTS: '' })).toThrow(/ADMIN_PUBLIC_URL/);
  });

  it('keeps media in the local folder unless MEDIA_STORAGE=s3, which needs every S3 variable', () => {
    const local = parseEnv({});
    expect(local.MEDIA_STORAGE).toBe('local');
    expect(local.MEDIA_S3).toBeNull();
    expect(local.MEDIA_PUBLIC_URL).toBeUndefined();

    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'https://objects.example.com',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseEnv(s3).MEDIA_S3).toEqual({
      endpoint: 'https://objects.example.com',
      bucket: 'media',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    // Without the S3 variables the server does not start, and the error names each one missing.
    expect(() => parseEnv({ MEDIA_STORAGE: 's3' })).toThrow(
      /S3_ENDPOINT: Required when MEDIA_STORAGE=s3[\s\S]*S3_BUCKET[\s\S]*S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: Required/);
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: 'objects.example.com' })).toThrow(/S3_ENDPOINT: Must be an http\(s\) URL/);
    expect(() => parseEnv({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
  });

  it('takes MEDIA_PUBLIC_URL as an http(s) base without its trailing slash', () => {
    expect(parseEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }).MEDIA_PUBLIC_URL).toBe('https://cdn.example.com/media');
    expect(parseEnv({ MEDIA_PUBLIC_URL: '' }).MEDIA_PUBLIC_URL).toBeUndefined();
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: '/media' })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('builds public URLs on http and the listening port locally, on https and its own port in production', () => {
    expect(parseEnv({}).PUBLIC_SCHEME).toBe('http');
    expect(parseEnv({}).PUBLIC_PORT).toBe(3000);
    expect(parseEnv({ PORT: '4100' }).PUBLIC_PORT).toBe(4100);
    expect(parseEnv({ PORT: '0' }).PUBLIC_PORT).toBeNull();
    expect(parseEnv({ NODE_ENV: 'production' }).PUBLIC_SCHEME).toBe('https');
    expect(parseEnv({ NODE_ENV: 'production' }).PUBLIC_PORT).toBeNull();
    const behindProxy = parseEnv({ NODE_ENV: 'production', PUBLIC_SCHEME: 'http', PUBLIC_PORT: '8080' });
    expect([behindProxy.PUBLIC_SCHEME, behindProxy.PUBLIC_PORT]).toEqual(['http', 8080]);
    expect(parseEnv({ PUBLIC_PORT: 'none' }).PUBLIC_PORT).toBeNull();
    expect(parseEnv({ PUBLIC_PORT: '' }).PUBLIC_PORT).toBeNull();
    expect(() => parseEnv({ PUBLIC_SCHEME: 'ftp' })).toThrow(/PUBLIC_SCHEME/);
    expect(() => parseEnv({ PUBLIC_PORT: '70000' })).toThrow(/PUBLIC_PORT/);
    expect(() => parseEnv({ PUBLIC_PORT: 'eighty' })).toThrow(/PUBLIC_PORT/);
  });
});
