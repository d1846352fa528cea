import { api } from '../api-client';

/** POST /api/admin/logout; its answer and its errors are ignored (SPEC section 7). */
export async function logout(): Promise<void> {
  try {
    await api().logout();
  } catch {
    // The session is cleared locally whatever the server says.
  }
}
