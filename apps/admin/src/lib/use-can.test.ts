import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';
import { can, grantsOf, useCan } from './use-can';

const editorOfHome = {
  id: 4,
  name: 'Demo Editor',
  email: 'editor@demo.test',
  role: 'member' as const,
  memberships: [{ site_id: 3, role: 'editor' as const, languages: [] }],
};

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('useCan', () => {
  it('answers from the stored user’s role on the site, or anywhere without a site', () => {
    useAuthStore.setState({ token: 't', user: editorOfHome });
    expect(renderHook(() => useCan('posts.publish', 3)).result.current).toBe(true);
    expect(renderHook(() => useCan('posts.publish', 1)).result.current).toBe(false);
    expect(renderHook(() => useCan('sites.manage', 3)).result.current).toBe(false);
    expect(renderHook(() => useCan('people.read')).result.current).toBe(true);
    expect(renderHook(() => useCan('network.manage')).result.current).toBe(false);
    expect(renderHook(() => useCan('sites.delete')).result.current).toBe(false);
  });

  it('follows a change of the stored user (GET /api/admin/me after a role change)', () => {
    useAuthStore.setState({ token: 't', user: editorOfHome });
    const { result } = renderHook(() => useCan('sites.manage', 3));
    expect(result.current).toBe(false);
    act(() =>
      useAuthStore
        .getState()
        .setUser({
          ...editorOfHome,
          memberships: [{ site_id: 3, role: 'manager', languages: [] }],
        }),
    );
    expect(result.current).toBe(true);
  });

  it('gives the owner everything and an administrator all but deleting sites and ownership', () => {
    const owner = grantsOf({ role: 'owner', memberships: [] });
    const admin = grantsOf({ role: 'administrator', memberships: [] });
    expect(can(owner, 'sites.delete', 7)).toBe(true);
    expect(can(admin, 'sites.delete', 7)).toBe(false);
    expect(can(admin, 'ownership.transfer')).toBe(false);
    expect(can(admin, 'network.manage')).toBe(true);
  });

  it('lets a contributor write but not publish, and allows everything while the role is unknown', () => {
    const contributor = grantsOf({
      role: 'member',
      memberships: [{ site_id: 1, role: 'contributor', languages: [] }],
    });
    expect(can(contributor, 'posts.write_own', 1)).toBe(true);
    expect(can(contributor, 'posts.publish', 1)).toBe(false);
    // A user stored before roles existed: the server decides until GET /api/admin/me answers.
    expect(can(grantsOf({}), 'posts.publish', 1)).toBe(true);
  });
});
