import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignCrossSite } from '@sitenet/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { CampaignsCrossSitePage } from './cross-site-page';

const DATA: CampaignCrossSite = {
  range: '30d',
  period: { start: '2026-10-27', end: '2026-11-25' },
  sites: [
    { id: 1, name: 'Tips', domain: 'tips.example' },
    { id: 2, name: 'Food', domain: 'food.example' },
  ],
  offers: [
    { id: 9, name: 'Winter deal' },
    { id: 12, name: 'Travel insurance' },
  ],
  languages: ['en', 'es'],
  offer_sites: [
    {
      offer_id: 9,
      site_id: 1,
      clicks: 80,
      conversions: 0,
      earnings: [{ currency: 'EUR', amount: 40 }],
    },
    {
      offer_id: 12,
      site_id: 1,
      clicks: 20,
      conversions: 2,
      earnings: [{ currency: 'USD', amount: 9 }],
    },
    { offer_id: 12, site_id: 2, clicks: 1500, conversions: 1, earnings: [] },
  ],
  site_languages: [
    {
      site_id: 1,
      locale: 'en',
      clicks: 70,
      conversions: 1,
      earnings: [{ currency: 'EUR', amount: 35 }],
    },
    {
      site_id: 1,
      locale: 'es',
      clicks: 30,
      conversions: 1,
      earnings: [{ currency: 'EUR', amount: 5 }],
    },
    { site_id: 2, locale: 'en', clicks: 1500, conversions: 1, earnings: [] },
  ],
};

const cells = (table: string) =>
  within(screen.getByRole('table', { name: new RegExp(`^${table}`) }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('CampaignsCrossSitePage', { timeout: 20_000 }, () => {
  it('puts offers x sites and sites x languages side by side, by the chosen figure', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ path }) =>
      path === '/api/admin/campaigns/cross-site' ? { body: DATA } : undefined,
    );
    renderAt(<CampaignsCrossSitePage />, '/campaigns/cross-site');
    await screen.findByRole('table', { name: /^Offers × sites/ });
    expect(calls[0]!.search).toBe('?range=30d');
    expect(cells('Offers × sites')).toEqual([
      ['Offer', 'tips.example', 'food.example'],
      ['Winter deal', '80', '—'],
      ['Travel insurance', '20', '1,500'],
    ]);
    expect(cells('Sites × languages')).toEqual([
      ['Site', 'EN', 'ES'],
      ['tips.example', '70', '30'],
      ['food.example', '1,500', '—'],
    ]);
    expect(
      screen.getByRole('img', { name: 'Clicks and conversions per site' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Earnings' }));
    expect(cells('Offers × sites: earnings')[1]).toEqual(['Winter deal', '€40.00', '—']);
    expect(cells('Offers × sites: earnings')[2]).toEqual(['Travel insurance', 'US$9.00', '—']);

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(calls.at(-1)!.search).toBe('?range=90d');
    // The tables scroll sideways on a phone, and the keyboard can scroll them.
    expect(
      screen.getByRole('table', { name: /^Offers × sites/ }).closest('[tabindex="0"]'),
    ).not.toBeNull();
  });

  it('says when nothing was clicked', async () => {
    fakeApi(({ path }) =>
      path === '/api/admin/campaigns/cross-site'
        ? { body: { ...DATA, offers: [], offer_sites: [], site_languages: [], languages: [] } }
        : undefined,
    );
    renderAt(<CampaignsCrossSitePage />, '/campaigns/cross-site');
    expect(await screen.findByText('No clicks on offers in this period')).toBeInTheDocument();
  });

  it('tells a site member that the network view is for owners and administrators', async () => {
    const calls = fakeApi(() => undefined);
    useAuthStore.setState({
      token: 'test-token',
      user: {
        id: 5,
        name: 'Mia Manager',
        email: 'mia@example.test',
        role: 'member',
        memberships: [{ site_id: 1, role: 'manager', languages: [] }],
      },
    });
    renderAt(<CampaignsCrossSitePage />, '/campaigns/cross-site');
    expect(
      await screen.findByText('Only owners and administrators see the whole network side by side.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
