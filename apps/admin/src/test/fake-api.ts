import type { AdminLanguage, Site } from '@sitenet/api-client';
import { configureApi } from '../lib/api-client';
import { useAuthStore } from '../lib/auth-store';

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body of a write, when it had one. */
  body?: unknown;
  /** A multipart body (an upload), as sent. */
  form?: FormData;
}

type Handler = (call: FakeCall) => { status?: number; body: unknown } | undefined;

/**
 * Points the admin client at an in-memory API for component tests: each call is recorded and
 * answered by `handler` (404 when it has no answer), through the real fetchers and HTTP layer.
 */
export function fakeApi(handler: Handler): FakeCall[] {
  const calls: FakeCall[] = [];
  // The screens under test are signed-in screens: the client sends no admin call without a token.
  useAuthStore.setState({
    token: 'test-token',
    user: { id: 1, name: 'Test Admin', email: 'admin@example.test' },
  });
  configureApi('http://api.test', async (input, init) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const form = init?.body instanceof FormData ? init.body : undefined;
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body,
      form,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function site(id: number, name: string, domain: string, extra: Partial<Site> = {}): Site {
  return {
    id,
    name,
    domain,
    description: null,
    active: true,
    maintenance_mode: false,
    posts_count: 0,
    launched_at: null,
    ...extra,
  };
}

/** An enabled language of a test site, English the default. */
export function language(
  id: number,
  code: string,
  label: string,
  extra: Partial<AdminLanguage> = {},
): AdminLanguage {
  return {
    id,
    code,
    label,
    nativeName: label,
    flag: '',
    enabled: true,
    isDefault: code === 'en',
    translationProgress: 100,
    keyCount: 0,
    ...extra,
  };
}
