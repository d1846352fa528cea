import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardSummary, DashboardTeam } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

type Member = DashboardTeam['members'][number];

const member = (id: number, name: string, role: Member['role']): Member => ({ id, name, role });

const team = (id: number, name: string, domain: string, members: Member[]) => ({
  site_id: id,
  name,
  domain,
  updated_at: '2026-03-05T10:00:00Z',
  members,
});

const SUMMARY: DashboardSummary = {
  days: 7,
  traffic: { visitors: 1234, pageviews: 5678, cta_clicks: 91 },
  sources: [
    { kind: 'search', pageviews: 4000, visitors: 900 },
    { kind: 'direct', pageviews: 1678, visitors: 334 },
  ],
  earnings: [],
  earnings_by_offer: [],
  new_leads: 3,
  awaiting_review: 4,
  stale_translations: 6,
  teams: [
    team(1, 'Tips Magazine', 'localhost', [
      member(1, 'Olivia Owner', 'owner'),
      member(7, 'Eddie Editor', 'editor'),
    ]),
    ...Array.from({ length: 6 }, (_, i) =>
      team(10 + i, `Network Site ${i + 1}`, `site-${i + 1}.example`, [
        member(1, 'Olivia Owner', 'owner'),
      ]),
    ),
  ],
  contributors: [
    { id: 7, name: 'Eddie Editor', published_posts: 12 },
    { id: 8, name: 'Ana Author', published_posts: 1 },
  ],
};

const TEMPLATE_STRINGS = [
  '295.7',
  'All time sales',
  'Online Store',
  'Facebook',
  'Instagram',
  'Kathryn Murphy',
  'commits',
  'Product Management',
  'Marketing Team',
  'HR Department',
];

function serve(summary: DashboardSummary | { status: number; body: unknown }) {
  return fakeApi(({ path }) =>
    path === '/api/admin/dashboard/summary'
      ? 'status' in summary
        ? summary
        : { body: summary }
      : undefined,
  );
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Key figures' })).getByRole('link', {
    name: new RegExp(`^${label}`),
  });

describe('DashboardPage', { timeout: 20_000 }, () => {
  it("shows the site's real figures, each linking to its screen, and no template data", async () => {
    const calls = serve(SUMMARY);
    renderAt(
      <DashboardPage site={site(1, 'Tips Magazine', 'localhost')} />,
      '/localhost/dashboard',
    );
    await screen.findByRole('region', { name: 'Key figures' });
    expect(calls.find((c) => c.path === '/api/admin/dashboard/summary')?.search).toBe('?site_id=1');

    const expected: Array<[string, string, string]> = [
      ['Visitors', '1,234', '/localhost/analytics'],
      ['Page views', '5,678', '/localhost/analytics'],
      ['CTA clicks', '91', '/localhost/analytics/content'],
      ['Earnings', 'No earnings yet', '/localhost/campaigns'],
      ['New leads', '3', '/localhost/leads?status=new'],
      ['Awaiting review', '4', '/localhost/translations'],
      ['Stale translations', '6', '/localhost/translations?state=stale'],
    ];
    for (const [label, value, href] of expected) {
      const link = figure(label);
      expect(link).toHaveTextContent(value);
      expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByText('No clicks on offers in the last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
      'href',
      '/localhost/campaigns',
    );

    // Banner as the spec has it.
    expect(screen.getByRole('heading', { name: 'Manage Tips Magazine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Posts' })).toHaveAttribute(
      'href',
      '/localhost/posts',
    );

    // Highlights: traffic by source over the period.
    expect(screen.getByTestId('highlights-pageviews')).toHaveTextContent('5,678');
    expect(screen.getByText('Search engines')).toBeInTheDocument();
    expect(screen.getByText('4,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Traffic Sources' })).toHaveAttribute(
      'href',
      '/localhost/analytics/traffic',
    );

    // Contributors with their posts this month; the card links where the spec says.
    const list = screen.getByRole('list', { name: 'Published posts this month' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EEEddie Editor12 posts this month', 'AAAna Author1 post this month']);
    expect(screen.getByRole('link', { name: 'All Contributors' })).toHaveAttribute(
      'href',
      '/public-profile/teams',
    );

    for (const text of TEMPLATE_STRINGS) expect(document.body.textContent).not.toContain(text);
  });

  it('lists the real teams with their people and roles, searchable and five to a page', async () => {
    const user = userEvent.setup();
    serve(SUMMARY);
    renderAt(<DashboardPage site={null} />, '/dashboard');
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(screen.getByRole('heading', { name: 'Swift Setup for New Teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Sites' })).toHaveAttribute('href', '/sites');
    // Page size 5 of seven teams.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    const first = within(table).getByText('Tips Magazine').closest('tr')!;
    expect(first).toHaveTextContent('localhost · 2 people');
    expect(first).toHaveTextContent('1 Owner, 1 Editor');
    expect(within(first).getByTitle('Eddie Editor (Editor)')).toBeInTheDocument();

    // Search Teams... matches the description (the domain) as well as the name.
    await user.type(screen.getByPlaceholderText('Search Teams...'), 'site-6.example');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Network Site 6')).toBeInTheDocument();

    // The global dashboard links to the network's screens.
    expect(figure('New leads')).toHaveAttribute('href', '/leads?status=new');
    expect(figure('Awaiting review')).toHaveAttribute('href', '/posts');
  });

  it('shows empty states honestly, and leaves out the parts the role cannot read', async () => {
    serve({
      ...SUMMARY,
      traffic: null,
      sources: null,
      new_leads: null,
      awaiting_review: 0,
      stale_translations: 0,
      teams: null,
      contributors: [],
      earnings: null,
      earnings_by_offer: null,
    });
    renderAt(
      <DashboardPage site={site(1, 'Tips Magazine', 'localhost')} />,
      '/localhost/dashboard',
    );
    const row = await screen.findByRole('region', { name: 'Key figures' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Awaiting review0Submitted translations',
      'Stale translations0Original changed since',
    ]);
    expect(screen.getByText('No posts published this month yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Teams' })).getByText('No data available'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('highlights-pageviews')).toBeNull();
    // No offers.manage: no earnings anywhere, rather than a zero.
    expect(screen.queryByTestId('highlights-earnings')).toBeNull();
    for (const text of TEMPLATE_STRINGS) expect(document.body.textContent).not.toContain(text);
  });

  it('says when a period had no visits, and shows earnings once there are some', async () => {
    serve({
      ...SUMMARY,
      traffic: { visitors: 0, pageviews: 0, cta_clicks: 0 },
      sources: [],
      earnings: [
        { currency: 'EUR', amount: 12.5 },
        { currency: 'USD', amount: 3 },
      ],
      earnings_by_offer: [
        {
          offer_id: 4,
          name: 'Kitchen Pro deal',
          clicks: 25,
          earnings: [{ currency: 'EUR', amount: 12.5 }],
        },
        {
          offer_id: 5,
          name: 'Travel insurance',
          clicks: 1,
          earnings: [{ currency: 'USD', amount: 3 }],
        },
      ],
    });
    renderAt(<DashboardPage site={null} />, '/dashboard');
    expect(await screen.findByText('No visits in the last 7 days')).toBeInTheDocument();
    expect(figure('Earnings')).toHaveTextContent('€12.50 + US$3.00');
    expect(figure('Earnings')).toHaveAttribute('href', '/campaigns');
    expect(screen.queryByText('No earnings yet')).toBeNull();
    // The highlights card: the earnings by source (offer), each with its clicks.
    expect(screen.getByTestId('highlights-earnings')).toHaveTextContent('€12.50 + US$3.00');
    expect(
      within(screen.getByRole('list', { name: 'Earnings by offer' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kitchen Pro deal€12.50 · 25 clicks', 'Travel insuranceUS$3.00 · 1 click']);
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    serve({ status: 500, body: { message: 'Server error' } });
    renderAt(<DashboardPage site={null} />, '/dashboard');
    expect(
      await screen.findByText("The dashboard's figures could not be loaded"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Swift Setup for New Teams' })).toBeInTheDocument();
  });
});
