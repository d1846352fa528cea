import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CampaignMetrics,
  CampaignReport as Report,
  CampaignReportRow,
} from '@sitenet/api-client';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { CampaignReport } from './campaign-report';

const metrics = (over: Partial<CampaignMetrics> = {}): CampaignMetrics => ({
  clicks: 0,
  unique_clickers: 0,
  views: 0,
  ctr: 0,
  conversions: 0,
  earnings: [],
  earnings_per_1000_views: [],
  ...over,
});

const row = (
  key: string,
  label: string,
  current: Partial<CampaignMetrics>,
  previous: Partial<CampaignMetrics> = {},
): CampaignReportRow => ({
  key,
  label,
  current: metrics(current),
  previous: metrics(previous),
});

function report(over: Partial<Report> = {}): Report {
  return {
    range: '30d',
    group_by: 'offer',
    period: { start: '2026-10-27', end: '2026-11-25' },
    previous_period: { start: '2026-09-27', end: '2026-10-26' },
    totals: {
      current: metrics({
        clicks: 130,
        unique_clickers: 90,
        views: 5000,
        ctr: 0.026,
        conversions: 4,
        earnings: [
          { currency: 'EUR', amount: 40 },
          { currency: 'USD', amount: 12.5 },
        ],
        earnings_per_1000_views: [
          { currency: 'EUR', amount: 8 },
          { currency: 'USD', amount: 2.5 },
        ],
      }),
      previous: metrics({
        clicks: 100,
        unique_clickers: 80,
        conversions: 4,
        earnings: [{ currency: 'EUR', amount: 30 }],
      }),
    },
    daily: [
      {
        day: '2026-11-24',
        clicks: 60,
        conversions: 1,
        previous_clicks: 50,
        previous_conversions: 2,
      },
      {
        day: '2026-11-25',
        clicks: 70,
        conversions: 3,
        previous_clicks: 50,
        previous_conversions: 2,
      },
    ],
    rows: [
      row(
        '9',
        'Winter deal',
        {
          clicks: 80,
          unique_clickers: 60,
          views: 2000,
          ctr: 0.04,
          conversions: 0,
          earnings: [{ currency: 'EUR', amount: 40 }],
        },
        { clicks: 40 },
      ),
      row(
        '12',
        'Travel insurance',
        {
          clicks: 50,
          unique_clickers: 30,
          views: 3000,
          ctr: 0.0167,
          conversions: 4,
          earnings: [{ currency: 'USD', amount: 12.5 }],
        },
        { clicks: 60 },
      ),
    ],
    ...over,
  };
}

function serve(answer: (call: FakeCall) => { status?: number; body: unknown } | undefined) {
  return fakeApi((call) =>
    call.path === '/api/admin/campaigns/report' ? answer(call) : undefined,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: /^Campaign report by/ }))
    .getAllByRole('row')
    .slice(1);

describe('CampaignReport', { timeout: 20_000 }, () => {
  it('shows the totals against the previous period, a chart and the offers most clicked first', async () => {
    const calls = serve(() => ({ body: report() }));
    renderAt(<CampaignReport siteId={null} />, '/campaigns');
    expect(await screen.findByTestId('stat-clicks')).toHaveTextContent('130');
    expect(calls[0]!.search).toBe('?range=30d&group_by=offer');
    expect(screen.getByRole('group', { name: 'Clicks' })).toHaveTextContent(
      '+30% vs previous period',
    );
    expect(screen.getByTestId('stat-unique-clickers')).toHaveTextContent('90');
    expect(screen.getByTestId('stat-ctr')).toHaveTextContent('2.6%');
    // Earnings keep their currencies.
    expect(screen.getByTestId('stat-earnings')).toHaveTextContent('€40.00 + US$12.50');
    expect(screen.getByRole('group', { name: 'Earnings' })).toHaveTextContent(
      'Previous period: €30.00',
    );
    expect(screen.getByRole('img', { name: /Clicks and conversions per day/ })).toBeInTheDocument();

    const rows = bodyRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Winter deal',
      'Travel insurance',
    ]);
    expect(rows[0]).toHaveTextContent('80+100%');
    expect(rows[0]).toHaveTextContent('4%');
    expect(rows[1]).toHaveTextContent('US$12.50');
  });

  it('sorts by any column, and asks again for another period or grouping', async () => {
    const user = userEvent.setup();
    const calls = serve(({ search }) => {
      const params = new URLSearchParams(search);
      if (params.get('group_by') === 'language') {
        return {
          body: report({
            group_by: 'language',
            rows: [row('es', 'es', { clicks: 30 }), row('en', 'en', { clicks: 100 })],
          }),
        };
      }
      return { body: report({ range: (params.get('range') as Report['range']) ?? '30d' }) };
    });
    renderAt(<CampaignReport siteId={4} />, '/tips.localhost/campaigns');
    await screen.findByTestId('stat-clicks');
    expect(calls[0]!.search).toBe('?site_id=4&range=30d&group_by=offer');

    // Conversions, most first: the insurance comes first.
    await user.click(screen.getByRole('button', { name: /Conversions/ }));
    expect(screen.getByRole('columnheader', { name: /Conversions/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() =>
      expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('Travel insurance'),
    );

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?site_id=4&range=7d&group_by=offer'));

    // A site's report has no "by site".
    const groupBy = screen.getByRole('radiogroup', { name: 'Group by' });
    expect(within(groupBy).queryByRole('radio', { name: 'Site' })).toBeNull();
    await user.click(within(groupBy).getByRole('radio', { name: 'Language' }));
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?site_id=4&range=7d&group_by=language'));
    expect(
      await screen.findByRole('table', { name: 'Campaign report by language' }),
    ).toBeInTheDocument();
    // The chosen order holds across groupings; back to most clicks first.
    await user.click(screen.getByRole('button', { name: /^Clicks/ }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'EN',
      'ES',
    ]);
  });

  it('says when nothing was clicked, and offers a retry on failure', async () => {
    serve(() => ({
      body: report({
        rows: [],
        totals: { current: metrics(), previous: metrics() },
      }),
    }));
    const first = renderAt(<CampaignReport siteId={null} />, '/campaigns');
    expect(await screen.findByText('No clicks on offers yet')).toBeInTheDocument();
    first.unmount();

    serve(() => ({ status: 500, body: { message: 'Server error' } }));
    renderAt(<CampaignReport siteId={null} />, '/campaigns');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
