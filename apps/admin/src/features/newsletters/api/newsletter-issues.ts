import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateNewsletterIssueRequest,
  UpdateNewsletterIssueRequest,
} from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/newsletters?site_id=: the site's issues with their delivery counts (refreshed while one is sending). */
export function useNewsletterIssues(siteId: number) {
  return useQuery({
    queryKey: queryKeys.newsletters.list(siteId),
    queryFn: ({ signal }) => api().listNewsletterIssues({ site_id: siteId }, signal),
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === 'sending') ? 3000 : false,
  });
}

/** The confirmed subscribers of a site in one language: who a send reaches (the confirmation says so). */
export function useRecipientCount(siteId: number, locale: string) {
  return useQuery({
    queryKey: queryKeys.newsletters.recipients(siteId, locale),
    queryFn: async ({ signal }) => {
      const { subscribers } = await api().listSubscribers(
        { site_id: siteId, status: 'confirmed' },
        signal,
      );
      return subscribers.filter((subscriber) => subscriber.locale === locale).length;
    },
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.newsletters.all });
}

export function useSaveIssue(siteId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdateNewsletterIssueRequest }) =>
      id === null
        ? api().createNewsletterIssue({
            site_id: siteId,
            ...body,
          } satisfies CreateNewsletterIssueRequest)
        : api().updateNewsletterIssue(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteIssue() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api().deleteNewsletterIssue(id),
    onSuccess: invalidate,
  });
}

export function useTestIssue() {
  return useMutation({ mutationFn: (id: number) => api().testNewsletterIssue(id) });
}

export function useSendIssue() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, at }: { id: number; at?: string }) =>
      api().sendNewsletterIssue(id, at ? { at } : {}),
    onSuccess: invalidate,
  });
}
