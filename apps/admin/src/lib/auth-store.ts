import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { AdminUser, Membership, NetworkRole } from '@sitenet/api-client';

/**
 * The signed-in person as stored: the spec's id, name and email, plus the role and memberships the
 * login response and GET /api/admin/me carry (absent in a user stored before roles existed).
 */
export type SignedInUser = AdminUser & { role?: NetworkRole; memberships?: Membership[] };

/** Storage names of SPEC section 3: the token under `admin_token`, the user beside it. */
export const TOKEN_KEY = 'admin_token';
export const USER_KEY = 'admin_user';
const STORE_NAME = 'admin-session';

interface SessionState {
  token: string | null;
  user: SignedInUser | null;
}

interface AuthState extends SessionState {
  signIn: (token: string, user: SignedInUser) => void;
  /** The same session, the person as the server now describes them (GET /api/admin/me). */
  setUser: (user: SignedInUser) => void;
  /** Clears token and user; the logout call is the caller's job (it needs the old token). */
  clear: () => void;
}

/**
 * Keeps the spec's plain keys (a raw token string under `admin_token`, so other tools and the
 * original backend's pages read the same value) while zustand's persist sees one JSON blob.
 */
/** The token this tab last read or wrote: the one it may still write back. */
let knownToken: string | null = null;

const sessionStorageAdapter: StateStorage = {
  getItem: () => {
    const token = localStorage.getItem(TOKEN_KEY);
    knownToken = token;
    let user: SignedInUser | null;
    try {
      user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SignedInUser | null;
    } catch {
      user = null;
    }
    return JSON.stringify({ state: { token, user }, version: 0 });
  },
  // persist writes the whole state at every change. Only this tab's own sign-in or sign-out
  // writes the token, and the person only beside this tab's token: a late refresh of the person
  // (GET /api/admin/me) must not put back a session that another tab has since replaced or ended.
  setItem: (_name, value) => {
    const { state } = JSON.parse(value) as { state: SessionState };
    if (state.token !== knownToken) {
      knownToken = state.token;
      if (state.token) localStorage.setItem(TOKEN_KEY, state.token);
      else localStorage.removeItem(TOKEN_KEY);
    }
    if (localStorage.getItem(TOKEN_KEY) !== state.token) return;
    if (state.user) localStorage.setItem(USER_KEY, JSON.stringify(state.user));
    else localStorage.removeItem(USER_KEY);
  },
  removeItem: () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      signIn: (token, user) => set({ token, user }),
      setUser: (user) => set((state) => (state.token ? { user } : state)),
      clear: () => set({ token: null, user: null }),
    }),
    {
      name: STORE_NAME,
      storage: createJSONStorage(() => sessionStorageAdapter),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** Read outside React (the API client asks at every call). */
export const getToken = (): string | null => useAuthStore.getState().token;
