import { ApiError, type Offer, type OfferInput } from '@sitenet/api-client';

/** An offer as the form edits it (dates as `YYYY-MM-DDTHH:mm` local inputs, empty = none). */
export interface OfferFormValues {
  partner_id: string;
  /** '' = every site. */
  site_id: string;
  name: string;
  destination_url: string;
  /** One `code=url` per line. */
  destinations: string;
  template: string;
  starts_at: string;
  ends_at: string;
  model: OfferInput['commission']['model'];
  rate: string;
  currency: string;
  status: NonNullable<OfferInput['status']>;
  on_inactive: NonNullable<OfferInput['on_inactive']>;
}

const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function formValues(offer: Offer | null, siteId: number | null): OfferFormValues {
  return {
    partner_id: offer ? String(offer.partner_id) : '',
    site_id: offer
      ? offer.site_id === null
        ? ''
        : String(offer.site_id)
      : siteId
        ? String(siteId)
        : '',
    name: offer?.name ?? '',
    destination_url: offer?.destination_url ?? '',
    destinations: Object.entries(offer?.destinations ?? {})
      .map(([code, url]) => `${code}=${url}`)
      .join('\n'),
    template: offer?.template ?? '',
    starts_at: localInput(offer?.starts_at ?? null),
    ends_at: localInput(offer?.ends_at ?? null),
    model: offer?.commission.model ?? 'per_click',
    rate: offer ? String(offer.commission.rate) : '0',
    currency: offer?.commission.currency ?? 'EUR',
    status: offer?.status ?? 'active',
    on_inactive: offer?.on_inactive ?? 'fallback',
  };
}

/** The request body; the server checks it (http(s) only, known placeholders, end after start). */
export function offerBody(values: OfferFormValues): OfferInput {
  const destinations: Record<string, string> = {};
  for (const line of values.destinations.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) destinations[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const instant = (value: string) => (value ? new Date(value).toISOString() : null);
  return {
    partner_id: Number(values.partner_id),
    site_id: values.site_id ? Number(values.site_id) : null,
    name: values.name,
    destination_url: values.destination_url,
    destinations,
    template: values.template,
    starts_at: instant(values.starts_at),
    ends_at: instant(values.ends_at),
    commission: {
      model: values.model,
      rate: Number(values.rate),
      currency: values.currency.toUpperCase(),
    },
    status: values.status,
    on_inactive: values.on_inactive,
  };
}

/** The server's field errors, keyed by the form's field (`destinations.es` -> destinations). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith('commission.')
      ? key.slice('commission.'.length)
      : key.split('.')[0]!;
    out[field] ??= messages.join(' ');
  }
  return out;
}

/** The offer as it is, as a request body (a status change sends everything else unchanged). */
export function bodyOf(offer: Offer): OfferInput {
  return {
    partner_id: offer.partner_id,
    site_id: offer.site_id,
    name: offer.name,
    destination_url: offer.destination_url,
    destinations: offer.destinations,
    template: offer.template,
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
    commission: offer.commission,
    status: offer.status,
    on_inactive: offer.on_inactive,
  };
}
