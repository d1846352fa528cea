import { NetworkError } from '@sitenet/api-client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@sitenet/api-client/public');
  vi.resetModules();
});

describe('lazyPublicApi', () => {
  it('answers a call whose client code did not come with a network error, and tries again at the next call', async () => {
    let attempts = 0;
    vi.doMock('@sitenet/api-client/public', () => {
      attempts += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { lazyPublicApi } = await import('./lazy-api');
    const api = lazyPublicApi('');
    await expect(api.getSite()).rejects.toBeInstanceOf(NetworkError);
    vi.resetModules();
    await expect(api.getSite()).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toBe(2);
  });

  it('is not taken for a promise (nothing awaits it by mistake)', async () => {
    const { lazyPublicApi } = await import('./lazy-api');
    expect((lazyPublicApi('') as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
