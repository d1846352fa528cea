import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { endSession } from './end-session';

/** A signed-in screen: it reads the session (so clearing it re-renders) and one query. */
function SignedIn({ fetchSites }: { fetchSites: () => Promise<string[]> }) {
  const user = useAuthStore((s) => s.user);
  const { data } = useQuery({ queryKey: ['sites'], queryFn: fetchSites, staleTime: 30_000 });
  return <p>{`${user?.name ?? 'nobody'}: ${data?.join(',') ?? '...'}`}</p>;
}

function App({ signedIn, fetchSites }: { signedIn: boolean; fetchSites: () => Promise<string[]> }) {
  return signedIn ? <SignedIn fetchSites={fetchSites} /> : <p>login</p>;
}

describe('endSession', () => {
  it('leaves the signed-in screens before emptying the cache, so nothing fetches again', async () => {
    useAuthStore.getState().signIn('token', { id: 1, name: 'Ada', email: 'ada@demo.test' });
    const fetchSites = vi.fn(async () => ['localhost']);
    const queryClient = new QueryClient();
    const view = (signedIn: boolean) => (
      <QueryClientProvider client={queryClient}>
        <App signedIn={signedIn} fetchSites={fetchSites} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    expect(await screen.findByText('Ada: localhost')).toBeInTheDocument();
    expect(fetchSites).toHaveBeenCalledTimes(1);

    // Not inside act(): React renders on its own schedule, as in the app, so the session's
    // clearing re-renders the signed-in screen while the route change is still under way.
    await endSession(queryClient, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the lazy login route loads
      act(() => rerender(view(false)));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchSites).toHaveBeenCalledTimes(1);
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
