import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkSettingsResponse } from '@sitenet/api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { NetworkSettingsPage } from './network-settings-page';

const LOADED: NetworkSettingsResponse = {
  version: 2,
  updated_at: null,
  settings: {
    network_name: 'TipsHub',
    session_lifetime_hours: null,
    password_min_length: 12,
    default_admin_language: 'en',
    newsletter_rate_per_second: null,
    reporting_currency: 'USD',
    currency_rates: { EUR: 1.08 },
  },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('NetworkSettingsPage currencies', () => {
  it('edits the reporting currency and the exchange rates, and saves them as a record with the rest unchanged', async () => {
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== '/api/admin/settings') return undefined;
      if (method === 'GET') return { body: LOADED };
      const sent = body as { settings: NetworkSettingsResponse['settings'] };
      return { body: { ...LOADED, version: 3, settings: sent.settings } };
    });
    renderAt(<NetworkSettingsPage />, '/settings');
    const rates = await screen.findByRole('group', { name: 'Exchange rates' });
    expect(screen.getByRole('textbox', { name: /Reporting currency/ })).toHaveValue('USD');
    expect(screen.getByDisplayValue('EUR')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    const currencies = screen.getAllByRole('textbox', { name: 'Currency' });
    await userEvent.type(currencies[1]!, 'gbp');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Rate' })[1]!, '1.27');
    expect(rates).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!.body as { version: number; settings: Record<string, unknown> };
    expect(put.version).toBe(2);
    expect(put.settings).toEqual({ ...LOADED.settings, currency_rates: { EUR: 1.08, GBP: 1.27 } });
  });
});
