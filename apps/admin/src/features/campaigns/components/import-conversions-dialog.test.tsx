import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportConversionsResponse, ImportedConversionRow } from '@sitenet/api-client';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { ImportConversionsDialog } from './import-conversions-dialog';

const row = (overrides: Partial<ImportedConversionRow>): ImportedConversionRow => ({
  row: 2,
  date: '2026-11-20',
  offer: 'Winter deal',
  offer_id: 9,
  offer_name: 'Winter deal',
  click_id: 'abc123',
  amount: '49.90',
  currency: 'EUR',
  earnings: 4.99,
  earnings_currency: 'EUR',
  model: 'percent',
  errors: [],
  ...overrides,
});

const WITH_ERRORS: ImportConversionsResponse = {
  message: '1 of 2 rows have errors: fix them before importing',
  dry_run: true,
  imported: 0,
  error_rows: 1,
  rows: [
    row({}),
    row({ row: 3, offer: 'Nope', offer_id: null, offer_name: null, click_id: 'zzz', earnings: null, earnings_currency: null, model: null, errors: ['Unknown offer "Nope"'] }),
  ],
};
const CLEAN: ImportConversionsResponse = { message: '1 rows ready to import', dry_run: true, imported: 0, error_rows: 0, rows: [row({})] };

const csv = (name: string) => new File(['date,offer,click_id,amount,currency\n'], name, { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function open() {
  const onClose = vi.fn();
  renderAt(<ImportConversionsDialog onClose={onClose} />, '/campaigns');
  return onClose;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ImportConversionsDialog', () => {
  it('previews a chosen file with its per-row errors and imports only a clean file, all at once', async () => {
    let answer = WITH_ERRORS;
    const calls = fakeApi(({ path, search }: FakeCall) => {
      if (path !== '/api/admin/conversions/import') return undefined;
      if (search.includes('dry_run=true')) return { body: answer };
      return { body: { ...CLEAN, dry_run: false, imported: 1, message: '1 conversion imported' } };
    });
    const onClose = open();
    const dialog = await screen.findByRole('dialog', { name: 'Import a partner’s report' });

    await userEvent.upload(fileInput(), csv('bad.csv'));
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 2 rows have errors');
    expect(within(preview).getByTestId('import-row-3')).toHaveTextContent('Unknown offer "Nope"');
    expect(within(preview).getByTestId('import-row-2')).toHaveTextContent('OK');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const first = calls.find((call) => call.path === '/api/admin/conversions/import')!;
    expect((first.form?.get('file') as File).name).toBe('report.csv');

    answer = CLEAN;
    // Dropped rather than chosen, this time.
    fireEvent.drop(dialog.querySelector('[class*="dropZone"]')!, { dataTransfer: { files: [csv('good.csv')] } });
    const confirm = await within(dialog).findByRole('button', { name: 'Import 1 conversion' });
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const imports = calls.filter((call) => call.path === '/api/admin/conversions/import');
    expect(imports.map((call) => call.search)).toEqual(['?dry_run=true', '?dry_run=true', '?dry_run=false']);
  });

  it('says why a file is refused as a whole (wrong columns) and imports nothing', async () => {
    fakeApi(({ path }: FakeCall) =>
      path === '/api/admin/conversions/import'
        ? { status: 422, body: { message: 'The first row must name the columns date, offer, click_id (or sub_id), amount, currency; missing: date', errors: { file: ['x'] } } }
        : undefined,
    );
    open();
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), csv('wrong.csv'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('missing: date');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
