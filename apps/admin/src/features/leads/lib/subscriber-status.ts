import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@sitenet/api-client';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

export const SUBSCRIBER_STATUS_COLORS: Record<SubscriberStatus, string> = {
  confirmed: 'green',
  unconfirmed: 'yellow',
  unsubscribed: 'gray',
  bounced: 'red',
};

export const SUBSCRIBER_STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));

/** `?status=` of the newsletter page, when it names a status. */
export function readSubscriberStatus(value: string | null): SubscriberStatus | undefined {
  return SUBSCRIBER_STATUSES.find((status) => status === value);
}

/** How many of the listed subscribers write in each language, most first: `[['es', 3], ['en', 1]]`. */
export function countByLanguage(subscribers: ReadonlyArray<{ locale: string }>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const { locale } of subscribers) counts.set(locale, (counts.get(locale) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
