import { describe, expect, it } from 'vitest';
import type { Lead } from '@sitenet/api-client';
import { DIRECT, leadSources } from './lead-sources';

const lead = (over: Partial<Lead>): Lead => ({
  id: 1,
  site_id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'general',
  message: 'Hola',
  locale: 'es',
  source_path: '/es/contacto',
  referrer_host: null,
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('leadSources', () => {
  it('counts leads per page, language and referrer, most first, with the won share', () => {
    const sources = leadSources([
      lead({ id: 1 }),
      lead({ id: 2, status: 'won', referrer_host: 'www.google.com' }),
      lead({ id: 3, locale: 'en', source_path: '/contact', referrer_host: 'www.google.com' }),
    ]);
    expect(sources.total).toBe(3);
    expect(sources.byPage).toEqual([
      { key: '/es/contacto', leads: 2, won: 1, share: 2 / 3 },
      { key: '/contact', leads: 1, won: 0, share: 1 / 3 },
    ]);
    expect(sources.byLocale.map((s) => [s.key, s.leads])).toEqual([
      ['ES', 2],
      ['EN', 1],
    ]);
    expect(sources.byReferrer.map((s) => [s.key, s.leads])).toEqual([
      ['www.google.com', 2],
      [DIRECT, 1],
    ]);
  });

  it('is empty without leads', () => {
    expect(leadSources([])).toEqual({ total: 0, byPage: [], byLocale: [], byReferrer: [] });
  });
});
