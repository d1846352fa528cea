import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversionsResponse, Offer, Partner, Placement } from '@sitenet/api-client';
import { fakeApi, site, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { CampaignsPage } from './campaigns-page';

const PARTNER: Partner = {
  id: 3,
  name: 'Acme Affiliates',
  website: 'https://acme.example',
  contact: null,
  notes: null,
  offers_count: 1,
};
const OFFER: Offer = {
  id: 9,
  partner_id: 3,
  partner_name: 'Acme Affiliates',
  site_id: null,
  name: 'Winter deal',
  destination_url: 'https://acme.example/winter',
  destinations: { es: 'https://acme.example/es/invierno' },
  template: 'sub={click_id}',
  starts_at: null,
  ends_at: null,
  commission: { model: 'per_click', rate: 0.2, currency: 'EUR' },
  status: 'active',
  on_inactive: 'fallback',
  live: true,
  placements_count: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const PLACEMENT: Placement = {
  site_id: 1,
  domain: 'localhost',
  post_id: 42,
  locale: 'es',
  title: 'Diez formas de ahorrar',
  tip_id: 't2',
  tip_number: 2,
  clicks: 7,
};

const NO_CONVERSIONS: ConversionsResponse = {
  data: [],
  totals: [],
  reporting: { currency: 'USD', earnings: 0, unconverted: [] },
  pagination: { page: 1, per_page: 50, total: 0, last_page: 1 },
};
const CONVERSIONS: ConversionsResponse = {
  data: [
    {
      click_id: 'clk1',
      offer_id: 9,
      offer_name: 'Winter deal',
      partner_name: 'Acme Affiliates',
      site_id: 1,
      domain: 'localhost',
      post_id: 42,
      locale: 'es',
      amount: 100,
      currency: 'EUR',
      earnings: 7.5,
      earnings_currency: 'EUR',
      source: 'postback',
      clicked_at: '2026-11-20T10:00:00.000Z',
      converted_at: '2026-11-20T11:00:00.000Z',
    },
  ],
  totals: [{ currency: 'EUR', conversions: 1, amount: 100, earnings: 7.5 }],
  reporting: { currency: 'USD', earnings: 0, unconverted: ['EUR'] },
  pagination: { page: 1, per_page: 50, total: 1, last_page: 1 },
};
const SECRET = 'a'.repeat(64);

function serve({
  offers = [OFFER],
  partners = [PARTNER],
  createOffer,
  conversions = NO_CONVERSIONS,
}: {
  conversions?: ConversionsResponse;
  offers?: Offer[];
  partners?: Partner[];
  createOffer?: { status: number; body: unknown };
} = {}) {
  return fakeApi(({ method, path }: FakeCall) => {
    if (path === '/api/admin/sites') return { body: { sites: [site(1, 'Demo', 'localhost')] } };
    if (path === '/api/admin/partners' && method === 'GET') return { body: { data: partners } };
    if (path === '/api/admin/offers' && method === 'GET') return { body: { data: offers } };
    if (path === '/api/admin/offers' && method === 'POST') return createOffer;
    if (path === `/api/admin/offers/${OFFER.id}/placements`) return { body: { data: [PLACEMENT] } };
    if (path === '/api/admin/conversions') return { body: conversions };
    if (path === `/api/admin/offers/${OFFER.id}/postback-secret`) {
      const secret = method === 'POST' ? 'b'.repeat(64) : SECRET;
      return {
        body: {
          offer_id: OFFER.id,
          secret,
          postback_path:
            '/api/postback?click_id={click_id}&amount={amount}&currency={currency}&sig={sig}',
          signed_string: 'click_id={click_id}&amount={amount}&currency={currency}',
        },
      };
    }
    if (path === `/api/admin/offers/${OFFER.id}` && method === 'PUT')
      return { body: { ...OFFER, status: 'paused', live: false } };
    return undefined;
  });
}

const open = (search = '') =>
  renderAt(<CampaignsPage siteId={null} domain={undefined} />, `/campaigns${search}`);

/** The filters of each conversions request, as the API read them. */
const conversionQueries = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path === '/api/admin/conversions')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('CampaignsPage', () => {
  it('lists partners and offers; pausing lists the affected placements first, then sends the offer unchanged but its status', async () => {
    const calls = serve();
    open();
    const partners = await screen.findByRole('table', { name: 'Partners' });
    expect(within(partners).getByText('Acme Affiliates')).toBeInTheDocument();
    const offers = await screen.findByRole('table', { name: 'Offers' });
    expect(within(offers).getByText('Winter deal')).toBeInTheDocument();
    expect(within(offers).getByText('Every site')).toBeInTheDocument();

    await userEvent.click(within(offers).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: /Pause “Winter deal”/ });
    expect(within(dialog).getByText(/fallback link/)).toBeInTheDocument();
    const placements = await within(dialog).findByRole('table', { name: 'Placements' });
    expect(
      within(placements).getByRole('link', { name: 'Diez formas de ahorrar' }),
    ).toHaveAttribute('href', '/localhost/posts/42/edit?lang=es');
    expect(within(placements).getByText('7')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause offer' }));
    await screen.findByText('Winter deal: paused');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/offers/9');
    expect(put.body).toMatchObject({
      status: 'paused',
      destination_url: OFFER.destination_url,
      destinations: OFFER.destinations,
      template: OFFER.template,
      site_id: null,
    });
  });

  it('shows the empty state, and the server’s field error on the form', async () => {
    serve({
      offers: [],
      createOffer: {
        status: 400,
        body: {
          message: 'Invalid request body',
          errors: { template: ['Unknown placeholder {clik}'] },
        },
      },
    });
    open();
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add offer' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Partner/ }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Spring');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Destination URL/ }),
      'https://acme.example/spring',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Tracking template/ }),
      'sub={{clik}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Unknown placeholder {clik}')).toBeInTheDocument();
  });

  it('lists conversions with totals, says which currency has no rate, and shows an offer’s postback secret to regenerate', async () => {
    const calls = serve({ conversions: CONVERSIONS });
    open();
    const table = await screen.findByRole('table', { name: 'Conversions' });
    expect(within(table).getByTestId('conversion-clk1')).toHaveTextContent('Winter deal');
    expect(within(table).getByTestId('conversion-clk1')).toHaveTextContent('ES');
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent(
      'without EUR: no rate in Settings',
    );
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/api/admin/conversions' && call.search.includes('range=7d'),
        ),
      ).toBe(true),
    );

    await userEvent.click(
      within(screen.getByRole('table', { name: 'Offers' })).getByRole('button', {
        name: 'Postback',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Postback of “Winter deal”/ });
    expect(await within(dialog).findByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(within(dialog).getByRole('textbox', { name: 'Postback URL' })).toHaveValue(
      'http://api.test/api/postback?click_id={click_id}&amount={amount}&currency={currency}&sig={sig}',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate…' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate secret' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue('b'.repeat(64)),
    );
  });

  it('opens the conversions with the period, offer and page of the URL, and asks for exactly those', async () => {
    const calls = serve({
      conversions: {
        ...CONVERSIONS,
        pagination: { page: 2, per_page: 50, total: 120, last_page: 3 },
      },
    });
    open('?range=90d&conversions_range=7d&conversions_offer=9&conversions_page=2');
    await screen.findByRole('table', { name: 'Conversions' });
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue('9');
    // The offer is checked against the list first: no request ever went out without it.
    expect(conversionQueries(calls)).toEqual([{ offer_id: '9', range: '7d', page: '2' }]);
  });

  it('writes a chosen offer or period to the URL beside the report’s own filters, back on page 1', async () => {
    const calls = serve({ conversions: CONVERSIONS });
    const { router } = open('?range=90d&group_by=site&conversions_page=2');
    await screen.findByRole('table', { name: 'Conversions' });
    expect(conversionQueries(calls).at(-1)).toEqual({ range: '30d', page: '2' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Offer' }), 'Winter deal');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?range=90d&group_by=site&conversions_offer=9'),
    );
    await vi.waitFor(() =>
      expect(conversionQueries(calls).at(-1)).toEqual({ offer_id: '9', range: '30d', page: '1' }),
    );

    await userEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?range=90d&group_by=site&conversions_offer=9&conversions_range=90d',
      ),
    );
    // Back to the defaults: a clean URL again, but for the report's filters.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Offer' }), 'Every offer');
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?range=90d&group_by=site'));
  });

  it.each([
    '?conversions_range=1y&conversions_offer=abc&conversions_page=-2',
    '?conversions_offer=77&conversions_page=1.5',
    '?conversions_offer=0&conversions_page=999999',
  ])('shows the default conversions for a URL it cannot honour (%s)', async (search) => {
    const calls = serve({ conversions: CONVERSIONS });
    open(search);
    await screen.findByRole('table', { name: 'Conversions' });
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue('');
    expect(conversionQueries(calls)).toEqual([{ range: '30d', page: '1' }]);
  });

  it('offers Add partner once the site is known, not while it loads', async () => {
    serve();
    const loading = renderAt(
      <CampaignsPage siteId={null} domain={undefined} ready={false} />,
      '/localhost/campaigns',
    );
    expect(screen.getByRole('button', { name: 'Add partner' })).toBeDisabled();
    loading.unmount();

    open();
    expect(await screen.findByRole('button', { name: 'Add partner' })).toBeEnabled();
  });

  it('says what failed to load, with Retry', async () => {
    fakeApi(({ path }) =>
      path === '/api/admin/offers'
        ? { status: 503, body: { message: 'Service temporarily unavailable' } }
        : path === '/api/admin/partners'
          ? { body: { data: [] } }
          : path === '/api/admin/sites'
            ? { body: { sites: [] } }
            : path === '/api/admin/conversions'
              ? { body: NO_CONVERSIONS }
              : undefined,
    );
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
