import { useSearchParams } from 'react-router';
import { Stack, Text } from '@mantine/core';
import type { SubscriberStatus } from '@sitenet/api-client';
import { readSubscriberStatus } from '../lib/subscriber-status';
import { SubscribersPanel } from './subscribers-panel';

export interface NewsletterPageProps {
  siteId: number | null;
  domain: string | undefined;
  ready?: boolean;
}

/** /{domain}/newsletter: the site's subscribers, the status filter in the URL (`?status=`). */
export function NewsletterPage({ siteId, domain, ready = true }: NewsletterPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readSubscriberStatus(searchParams.get('status'));
  const setStatus = (next: SubscriberStatus | undefined) =>
    setSearchParams(next ? { status: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Double opt-in: an address receives issues once its owner has confirmed it (or it was imported with a consent
        date). Unconfirmed addresses are deleted 30 days after their confirmation email.
      </Text>
      <SubscribersPanel siteId={siteId} domain={domain} ready={ready} status={status} onStatusChange={setStatus} />
    </Stack>
  );
}
