import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PRESENCE_HEARTBEAT_SECONDS, type PresenceOther } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const NOBODY: PresenceOther[] = [];

/** "I am leaving": sent with keepalive, so it still goes out while the page unloads. */
function leave(postId: number, lang: string) {
  api()
    .postPresence(postId, { language: lang, editing: false }, { keepalive: true })
    .catch(() => {
      // The row stops counting after 30 s anyway.
    });
}

/**
 * POST /api/admin/posts/{id}/presence every 15 s while the editor is open: the answer is who else
 * has the post open. TanStack Query pauses the interval while the tab is hidden and beats again
 * when it comes back; leaving (unmount, pagehide) tells the server at once. Failures stay quiet:
 * presence is a courtesy, never a reason to interrupt the writer.
 */
export function usePresence(postId: number, lang: string): PresenceOther[] {
  const query = useQuery({
    queryKey: queryKeys.posts.presence(postId, lang),
    queryFn: async ({ signal }) =>
      (await api().postPresence(postId, { language: lang, editing: true }, { signal })).others,
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const langRef = useRef(lang);
  langRef.current = lang;
  const { refetch } = query;
  useEffect(() => {
    const onHide = () => leave(postId, langRef.current);
    // Back from the back/forward cache: present again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      leave(postId, langRef.current);
    };
  }, [postId, refetch]);

  return query.data ?? NOBODY;
}
