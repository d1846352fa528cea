import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_KEY, getToken, useAuthStore } from './auth-store';

const user = { id: 1, name: 'Demo Admin', email: 'admin@demo.test' };

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.getState().clear();
    localStorage.clear();
  });

  it('starts signed out', () => {
    expect(useAuthStore.getState().token).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('stores the token under admin_token as a plain string and the user beside it', () => {
    useAuthStore.getState().signIn('tok-123', user);
    expect(getToken()).toBe('tok-123');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(user);
  });

  it('clear removes token and user from state and storage', () => {
    useAuthStore.getState().signIn('tok-123', user);
    useAuthStore.getState().clear();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('rehydrates from the stored keys', async () => {
    localStorage.setItem(TOKEN_KEY, 'from-storage');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'from-storage', user });
  });

  it('survives a corrupt stored user', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    localStorage.setItem(USER_KEY, '{not json');
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user: null });
  });

  it('a later refresh of the person leaves a session another tab replaced or ended as it is', () => {
    useAuthStore.getState().signIn('tok-123', user);
    localStorage.setItem(TOKEN_KEY, 'another-tab');
    useAuthStore.getState().setUser({ ...user, name: 'Renamed' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('another-tab');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(user);

    localStorage.removeItem(TOKEN_KEY);
    useAuthStore.getState().setUser({ ...user, name: 'Renamed again' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a refresh of the person in the same session is stored', () => {
    useAuthStore.getState().signIn('tok-123', user);
    useAuthStore.getState().setUser({ ...user, name: 'Renamed' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ name: 'Renamed' });
  });
});
