import { useMutation } from '@tanstack/react-query';
import type { LeadStatus, SubscriberStatus } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../lib/notify-failure';
import { csvFileName, saveTextFile } from '../../../lib/save-file';

export type CsvExport =
  | { kind: 'leads'; siteId: number | null; domain?: string; status?: LeadStatus; q?: string }
  | { kind: 'newsletter'; siteId: number | null; domain?: string; status?: SubscriberStatus };

/** Fetches the CSV with the token (a plain link could not carry it) and saves it as a file. */
export async function exportCsv(request: CsvExport): Promise<void> {
  const site_id = request.siteId ?? undefined;
  const csv =
    request.kind === 'leads'
      ? await api().exportLeads({ site_id, status: request.status, q: request.q || undefined })
      : await api().exportSubscribers({ site_id, status: request.status });
  saveTextFile(csv, csvFileName(request.kind, request.domain, new Date()), 'text/csv;charset=utf-8');
}

export function useExportCsv() {
  return useMutation({
    mutationFn: exportCsv,
    onError: (error) => notifyFailure('Export failed', 'CSV export failed', error),
  });
}
