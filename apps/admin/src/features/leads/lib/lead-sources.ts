import type { Lead } from '@sitenet/api-client';

export interface SourceCount {
  /** The source page, locale or referrer host. */
  key: string;
  leads: number;
  /** Of them, how many were won. */
  won: number;
  /** Share of all leads, 0..1. */
  share: number;
}

export interface LeadSources {
  total: number;
  byPage: SourceCount[];
  byLocale: SourceCount[];
  byReferrer: SourceCount[];
}

/** Referrer hosts of leads that came straight to the site. */
export const DIRECT = 'Direct / none';

function countBy(leads: readonly Lead[], keyOf: (lead: Lead) => string): SourceCount[] {
  const counts = new Map<string, { leads: number; won: number }>();
  for (const lead of leads) {
    const key = keyOf(lead);
    const entry = counts.get(key) ?? { leads: 0, won: 0 };
    entry.leads += 1;
    if (lead.status === 'won') entry.won += 1;
    counts.set(key, entry);
  }
  return [...counts]
    .map(([key, { leads: n, won }]) => ({ key, leads: n, won, share: leads.length ? n / leads.length : 0 }))
    .sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));
}

/** Leads by the page they were sent from, the reader's language and the referring site. */
export function leadSources(leads: readonly Lead[]): LeadSources {
  return {
    total: leads.length,
    byPage: countBy(leads, (lead) => lead.source_path),
    byLocale: countBy(leads, (lead) => lead.locale.toUpperCase()),
    byReferrer: countBy(leads, (lead) => lead.referrer_host ?? DIRECT),
  };
}
