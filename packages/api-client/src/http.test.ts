import { describe, expect, it, vi } from 'vitest';
import { createAdminApi } from './admin';
import { ApiError, buildUrl, NetworkError } from './http';
import { createPublicApi } from './public';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[] = []) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('buildUrl', () => {
  it('joins base, path and query, leaving out empty values', () => {
    expect(buildUrl('https://api.example.com/', '/api/posts', { category: 'money', page: 2, x: undefined, y: null })).toBe(
      'https://api.example.com/api/posts?category=money&page=2',
    );
    expect(buildUrl('', '/api/admin/sites')).toBe('/api/admin/sites');
  });

  it('encodes query values', () => {
    expect(buildUrl('', '/api/languages', { domain: 'a b&c' })).toBe('/api/languages?domain=a+b%26c');
  });
});

describe('admin fetchers', () => {
  it('send the bearer token and accept JSON', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => 'tok123', fetch: fakeFetch(200, { sites: [] }, calls) });
    await api.listSites();
    expect(calls[0]!.url).toBe('/api/admin/sites');
    expect(headersOf(calls[0]!)).toMatchObject({ Authorization: 'Bearer tok123', Accept: 'application/json' });
  });

  it('send site_id only when scoped', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => 't', fetch: fakeFetch(200, { posts: [] }, calls) });
    await api.listPosts({ site_id: 3 });
    await api.listPosts();
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/posts?site_id=3', '/api/admin/posts']);
  });

  it('refuse an admin call without a token (401) without sending it', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => null, fetch: fakeFetch(200, { sites: [] }, calls) });
    const error = await api.listSites().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(calls).toEqual([]);
  });

  it('log in without a token and with a JSON body', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => 'stale', fetch: fakeFetch(200, { token: 'x' }, calls) });
    await api.login({ email: 'a@b.test', password: 'pw' });
    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
    expect(headersOf(calls[0]!)['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'a@b.test', password: 'pw' });
  });

  it('post toggles with no body', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => 't', fetch: fakeFetch(200, {}, calls) });
    await api.toggleSiteMaintenance(7);
    expect(calls[0]!.url).toBe('/api/admin/sites/7/toggle-maintenance');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('send the add-language payload with a null site_id when not scoped', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: () => 't', fetch: fakeFetch(201, { language: {} }, calls) });
    await api.addLanguage({ code: 'de', site_id: null });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ code: 'de', site_id: null });
  });
});

describe('CSV exports', () => {
  it('return the body as text, with the token and the filters', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('id,name\n1,Ana\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    }) as unknown as typeof globalThis.fetch;
    const csv = await createAdminApi({ getToken: () => 't', fetch }).exportLeads({ status: 'new', site_id: 2 });
    expect(csv).toBe('id,name\n1,Ana\n');
    expect(calls[0]!.url).toBe('/api/admin/leads/export.csv?status=new&site_id=2');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });
});

describe('errors', () => {
  it('a non-ok reply is an ApiError with the status and the server message', async () => {
    const api = createAdminApi({ getToken: () => null, fetch: fakeFetch(401, { message: 'Invalid email or password' }) });
    const error = await api.login({ email: 'a@b.test', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('the add-language failure exposes the server error text', async () => {
    const api = createAdminApi({ getToken: () => 't', fetch: fakeFetch(409, { error: 'Language already added', message: 'Conflict' }) });
    const error = (await api.addLanguage({ code: 'es', site_id: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverError).toBe('Language already added');
  });

  it('a reply without a JSON body still gives a readable message', async () => {
    const fetch = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })) as unknown as typeof globalThis.fetch;
    const error = (await createPublicApi({ fetch }).getHomepage('en').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('no reply at all is a NetworkError, distinct from ApiError', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = await createAdminApi({ getToken: () => 'tok', fetch }).listSites().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('public fetchers', () => {
  it('send X-Locale and the category query', async () => {
    const calls: Call[] = [];
    const api = createPublicApi({ baseUrl: 'http://api.test', fetch: fakeFetch(200, { posts: [], pagination: {} }, calls) });
    await api.getPosts({ category: 'lifestyle', page: 2 }, 'es');
    expect(calls[0]!.url).toBe('http://api.test/api/posts?category=lifestyle&page=2');
    expect(headersOf(calls[0]!)['X-Locale']).toBe('es');
  });

  it('encode slugs in paths', async () => {
    const calls: Call[] = [];
    const api = createPublicApi({ fetch: fakeFetch(200, { slug: 'x' }, calls) });
    await api.translateSlug('نصائح-النوم', 'fr');
    expect(calls[0]!.url).toBe(`/api/posts/translate/${encodeURIComponent('نصائح-النوم')}/fr`);
  });

  it('ask for the languages of the current host', async () => {
    const calls: Call[] = [];
    await createPublicApi({ fetch: fakeFetch(200, { languages: [] }, calls) }).getLanguages('localhost');
    expect(calls[0]!.url).toBe('/api/languages?domain=localhost');
  });
});
