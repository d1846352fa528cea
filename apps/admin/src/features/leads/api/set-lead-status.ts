import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { Lead, LeadStatus } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { statusLabel } from '../lib/lead-status';
import { notifyFailure } from '../lib/notify-failure';

export async function setLeadStatus({ id, status }: { id: number; status: LeadStatus }): Promise<Lead> {
  const { lead } = await api().setLeadStatus(id, status);
  return lead;
}

/** The lead moves only after the server said yes; the reader of the table sees a toast either way. */
export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSuccess: (lead) => {
      notifications.show({
        color: 'green',
        title: 'Lead updated',
        message: `${lead.name} is now ${statusLabel(lead.status)}.`,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
    },
    onError: (error) => notifyFailure('Status not changed', 'Failed to change the lead status', error),
  });
}
