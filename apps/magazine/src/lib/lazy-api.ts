import type { PublicApi } from '@sitenet/api-client';
import { NetworkError } from '@sitenet/api-client/errors';

/**
 * The public API client whose code comes with its first call. A page hydrates from the data the
 * server sent and calls nothing, so the HTTP client and the route table (about 2 KB gz) stay out
 * of every page's first load (issue 17); a navigation, a search or a form brings them, or
 * `warmUp` earlier.
 */
export function lazyPublicApi(
  baseUrl: string,
  /** When to fetch the client's code ahead of a call (e.g. the reader's first interaction). */
  warmUp?: (load: () => void) => void,
): PublicApi {
  let client: Promise<PublicApi> | undefined;
  const load = () =>
    (client ??= import('@sitenet/api-client/public').then(
      ({ createPublicApi }) => createPublicApi({ baseUrl }),
      (error: unknown) => {
        // The code did not come (offline): a network error like a call's, and the next call tries again.
        client = undefined;
        throw new NetworkError(error);
      },
    ));
  warmUp?.(() => void load());
  // Every member of the client is a function that returns a promise: each is stood in for by one
  // that loads the client and then makes the call.
  return new Proxy({} as PublicApi, {
    get: (_, name) =>
      typeof name !== 'string' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const api = (await load()) as unknown as Record<
              string,
              (...callArgs: unknown[]) => unknown
            >;
            return api[name]!(...args);
          },
  });
}
