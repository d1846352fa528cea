import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MachineTranslationSettings } from '@sitenet/api-client';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { MachineTranslationSection } from './machine-translation-section';

const NONE: MachineTranslationSettings = {
  provider: 'none',
  endpoint: null,
  key_set: false,
  glossary: [],
  monthly_budget_chars: 500_000,
  usage: { month: '2026-11', chars: 0 },
};
const DEEPL: MachineTranslationSettings = {
  provider: 'deepl',
  endpoint: 'https://api-free.deepl.com',
  key_set: true,
  glossary: [{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', 'Pro'] }],
  monthly_budget_chars: 100_000,
  usage: { month: '2026-11', chars: 25_000 },
};

afterEach(() => {
  document.body.innerHTML = '';
});

/** The settings route, answering a save with what was saved (or with `refuse`). */
function serve(loaded: MachineTranslationSettings, refuse?: { status: number; body: unknown }): FakeCall[] {
  return fakeApi(({ method, path, body }) => {
    if (path !== '/api/admin/machine-translation') return undefined;
    if (method === 'GET') return { body: loaded };
    if (refuse) return refuse;
    const sent = body as { provider: MachineTranslationSettings['provider']; endpoint: string | null; key?: string | null; glossary: MachineTranslationSettings['glossary']; monthly_budget_chars: number | null };
    return {
      body: {
        ...loaded,
        provider: sent.provider,
        endpoint: sent.endpoint,
        key_set: sent.key === undefined ? loaded.key_set : Boolean(sent.key),
        glossary: sent.glossary,
        monthly_budget_chars: sent.monthly_budget_chars,
      },
    };
  });
}
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

describe('MachineTranslationSection', { timeout: 20_000 }, () => {
  it('with no provider, says how to set one up; choosing DeepL fills its URL and asks for a key', async () => {
    const calls = serve(NONE);
    renderAt(<MachineTranslationSection />, '/settings');
    expect(await screen.findByText('No provider is set up')).toBeInTheDocument();
    expect(screen.getByText(/an API key from your DeepL account/)).toBeInTheDocument();
    expect(screen.getByText(/your own server’s URL/)).toBeInTheDocument();
    expect(screen.getByText('This month (2026-11): 0 characters of 500,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save machine translation' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DeepL', hidden: true }));
    expect(screen.queryByText('No provider is set up')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Endpoint/ })).toHaveValue('https://api-free.deepl.com');
    await userEvent.type(screen.getByLabelText(/API key/), 'abc-123:fx');
    await userEvent.click(screen.getByRole('button', { name: 'Save machine translation' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({ provider: 'deepl', endpoint: 'https://api-free.deepl.com', key: 'abc-123:fx', glossary: [], monthly_budget_chars: 500_000 });
    // Saved: the field empties again and only says that a key is saved.
    await waitFor(() => expect(screen.getByLabelText(/API key/)).toHaveValue(''));
    expect(screen.getByText('A key is saved. Type a new one to replace it.')).toBeInTheDocument();
  });

  it('never shows the saved key and never sends it back; the terms are one per line', async () => {
    const calls = serve(DEEPL);
    renderAt(<MachineTranslationSection />, '/settings');
    const key = await screen.findByLabelText(/API key/);
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('placeholder', 'A key is saved');
    expect(screen.getByRole('progressbar', { name: 'Budget used this month' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('This month (2026-11): 25,000 characters of 100,000')).toBeInTheDocument();

    const terms = screen.getByRole('textbox', { name: 'Terms, one per line (pair 1)' });
    expect(terms).toHaveValue('TipsHub\nPro');
    await userEvent.type(terms, '{enter}  SmartSaver  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save machine translation' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).not.toHaveProperty('key');
    expect(puts(calls)[0]!.glossary).toEqual([{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', 'Pro', 'SmartSaver'] }]);

    // Removing the saved key sends null.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the saved key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save machine translation' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.key).toBeNull();
  });

  it('shows the server’s field errors at their fields', async () => {
    serve(DEEPL, { status: 400, body: { message: 'Invalid request body', errors: { endpoint: ['Enter an http(s) URL, such as https://api-free.deepl.com'], 'glossary.0.terms.1': ['A term is at most 100 characters'] } } });
    renderAt(<MachineTranslationSection />, '/settings');
    const endpoint = await screen.findByRole('textbox', { name: /Endpoint/ });
    await userEvent.clear(endpoint);
    await userEvent.type(endpoint, 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save machine translation' }));
    expect(await screen.findByText('Enter an http(s) URL, such as https://api-free.deepl.com')).toBeInTheDocument();
    expect(screen.getByText('A term is at most 100 characters')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Some settings need fixing: see the marked fields.')).toBeInTheDocument();
  });

  it('says so when the settings cannot be read, with Retry', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'Database unavailable' } }));
    renderAt(<MachineTranslationSection />, '/settings');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
