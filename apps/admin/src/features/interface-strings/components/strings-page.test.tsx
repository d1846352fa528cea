import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterfaceString, ListStringsResponse } from '@sitenet/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi, language, site, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { StringsPage } from './strings-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');
const LANGUAGES = [language(1, 'en', 'English'), language(2, 'es', 'Spanish'), language(3, 'fr', 'French')];

let rows: InterfaceString[];
let calls: FakeCall[];
let failList: boolean;

const listOf = (strings: InterfaceString[]): ListStringsResponse => ({
  strings,
  key_count: rows.length,
  translated_count: rows.filter((row) => row.state !== 'missing').length,
});

const stringCalls = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/strings/es');

beforeEach(() => {
  failList = false;
  rows = [
    { key: 'common.readMore', source: 'Read more', target: 'Leer más', state: 'reviewed' },
    { key: 'common.by', source: 'By {{name}}', target: 'Por {{name}}', state: 'machine' },
    { key: 'nav.home', source: 'Home', target: null, state: 'missing' },
  ];
  calls = fakeApi(({ method, path, search, body }) => {
    if (path === '/api/admin/languages') return { body: { languages: LANGUAGES } };
    if (path === '/api/admin/strings/es' && method === 'GET') {
      if (failList) return { status: 500, body: { message: 'Database unavailable' } };
      const params = new URLSearchParams(search);
      const state = params.get('state');
      const q = params.get('q')?.toLowerCase();
      return { body: listOf(rows.filter((row) => (!state || row.state === state) && (!q || row.key.toLowerCase().includes(q)))) };
    }
    if (path === '/api/admin/strings/es' && method === 'PUT') {
      const { strings } = body as { strings: Array<{ key: string; target: string }> };
      const bad = strings.find((row) => row.key === 'common.by' && !row.target.includes('{{name}}'));
      if (bad) return { status: 400, body: { message: 'common.by: The placeholder {{name}} is missing', errors: { 'common.by': ['The placeholder {{name}} is missing'] } } };
      rows = rows.map((row) => {
        const saved = strings.find((s) => s.key === row.key);
        return saved ? { ...row, target: saved.target || null, state: saved.target ? 'reviewed' : 'missing' } : row;
      });
      return { body: { message: `${strings.length} strings saved`, ...listOf(rows) } };
    }
    if (path === '/api/admin/strings/es/import') {
      return { status: 400, body: { message: 'This file is for fr (trgLang), not es: nothing was imported', errors: { file: ['This file is for fr (trgLang), not es'] } } };
    }
    if (path === '/api/admin/strings/es/export') return { body: { common: { readMore: 'Leer más' } } };
    if (path === '/api/admin/strings/es/pretranslate' && method === 'POST') {
      rows = rows.map((row) => (row.state === 'missing' ? { ...row, target: '[es] Home', state: 'machine' } : row));
      return { body: { message: '0 strings filled from memory, 1 by machine translation (review them)', from_memory: 0, by_machine: 1, ...listOf(rows) } };
    }
    return undefined;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const open = (path = '/localhost/languages/es/strings') => renderAt(<StringsPage site={TIPS} code="es" />, path);
const textbox = (key: string) => screen.getByRole('textbox', { name: `Translation of ${key}` });

describe('StringsPage', { timeout: 20_000 }, () => {
  it('lists each key with its English text, translation and state, and the counts', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Interface strings in Spanish' });
    expect(within(table).getByText('Read more')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Translation of common.readMore' })).toHaveValue('Leer más');
    const missing = within(table).getByText('nav.home').closest('tr')!;
    expect(within(missing).getByText('Missing')).toBeInTheDocument();
    expect(within(table).getByText('Machine')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 keys translated on Tips Magazine. Missing keys show the English text.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Interface strings - Spanish' })).toBeInTheDocument();
  });

  it('saves only the changed rows and counts them on the button', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Translation of nav.home' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(textbox('nav.home'), 'Inicio');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ site_id: 1, strings: [{ key: 'nav.home', target: 'Inicio' }] });
    expect(await screen.findByText('1 strings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('shows a dropped placeholder at its row and keeps what was typed', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Translation of common.by' });
    await userEvent.clear(textbox('common.by'));
    await userEvent.type(textbox('common.by'), 'Por alguien');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 change' }));
    const row = (await screen.findByText('The placeholder {{name}} is missing')).closest('tr')!;
    expect(within(row).getByText('common.by')).toBeInTheDocument();
    expect(textbox('common.by')).toHaveValue('Por alguien');
  });

  it('keeps the search and state in the URL and asks the server for them', async () => {
    const { router } = open('/localhost/languages/es/strings?state=missing');
    await screen.findByRole('table', { name: 'Interface strings in Spanish' });
    await waitFor(() => expect(stringCalls().at(-1)?.search).toBe('?site_id=1&state=missing'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search strings' }), { target: { value: 'nav' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=nav&state=missing'));
    await waitFor(() => expect(stringCalls().at(-1)?.search).toBe('?site_id=1&q=nav&state=missing'));
  });

  it('lists an import’s problems and says nothing was imported', async () => {
    open();
    await screen.findByRole('table', { name: 'Interface strings in Spanish' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<xliff/>'], 'fr.xlf', { type: 'application/xliff+xml' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('file: This file is for fr (trgLang), not es');
    expect(calls.find((call) => call.path === '/api/admin/strings/es/import')?.form?.get('file')).toBeInstanceOf(File);
  });

  it('fills the missing strings from memory and machine translation, and shows them as machine', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Translation of nav.home' });
    await userEvent.click(screen.getByRole('button', { name: 'Fill missing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Memory, then machine translation' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/strings/es/pretranslate')).toBe(true));
    expect(calls.find((call) => call.path === '/api/admin/strings/es/pretranslate')?.body).toEqual({ site_id: 1, use_machine: true });
    expect(await screen.findByText('0 strings filled from memory, 1 by machine translation (review them)')).toBeInTheDocument();
    await waitFor(() => expect(textbox('nav.home')).toHaveValue('[es] Home'));
  });

  it('downloads the JSON export', async () => {
    const created = vi.fn(() => 'blob:strings');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    await screen.findByRole('table', { name: 'Interface strings in Spanish' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON (.json)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/admin/strings/es/export')?.search).toBe('?site_id=1&format=json');
    expect(created).toHaveBeenCalled();
  });

  it('is read-only for a translator of another language', async () => {
    useAuthStore.setState({
      user: { id: 5, name: 'Tina Translator', email: 'tina@example.test', role: 'member', memberships: [{ site_id: 1, role: 'translator', languages: ['fr'] }] },
    });
    open();
    expect(await screen.findByRole('textbox', { name: 'Translation of nav.home' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('says when no string matches', async () => {
    open('/localhost/languages/es/strings?q=zzz');
    expect(await screen.findByText('No strings match these filters')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    failList = true;
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The interface strings could not be loaded');
    failList = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Translation of nav.home' })).toBeInTheDocument();
  });
});
