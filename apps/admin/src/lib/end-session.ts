import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';

/**
 * Ends the session without one more admin call. The order matters: clearing the query cache
 * while the signed-in layout is still mounted made its next render (the one the cleared session
 * triggers) build its queries anew and fetch them, without a token: a GET /api/admin/sites
 * answered 401 after every sign-out. So the session is cleared, the signed-in screens are left
 * (their queries lose their last observer), and only then is the cache emptied.
 */
export async function endSession(
  queryClient: QueryClient,
  leave: () => Promise<void> | void,
): Promise<void> {
  useAuthStore.getState().clear();
  // No retry of a fetch still under way: it would go out without a token.
  await queryClient.cancelQueries();
  await leave();
  queryClient.clear();
}
