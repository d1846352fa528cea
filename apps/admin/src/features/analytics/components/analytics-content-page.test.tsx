import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentResponse } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { AnalyticsContentPage } from './analytics-content-page';

const SITE_ID = 4;

type Row = ContentResponse['posts'][number];

/** 40 English and 20 Spanish articles, ranked 1 to 60 by views (English first). */
const POSTS: Row[] = Array.from({ length: 60 }, (_, i) => ({
  post_id: i + 1,
  site_id: SITE_ID,
  title: `Article ${i + 1}`,
  locale: i < 40 ? 'en' : 'es',
  pageviews: 1000 - i,
  cta_clicks: 10,
  ctr: 0.01,
}));

const REPORT: ContentResponse = {
  range: '30d',
  limit_per_locale: 100,
  truncated_locales: [],
  posts: POSTS,
};

function serve(report = REPORT) {
  return fakeApi(({ path }) =>
    path === '/api/admin/analytics/content' ? { body: report } : undefined,
  );
}

function open(search = '') {
  return renderAt(
    <AnalyticsContentPage siteId={SITE_ID} />,
    `/localhost/analytics/content${search}`,
  );
}

/** The article titles of the table's body rows, in the order drawn. */
async function shownTitles() {
  const table = await screen.findByRole('table', { name: 'Top articles' });
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Article ${from + i}`);

const pageInfo = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' })).getByTestId('page-info');

describe('AnalyticsContentPage', { timeout: 20_000 }, () => {
  it('shows 25 ranked articles a page and keeps the page in the URL', async () => {
    serve();
    const { router } = open();
    expect(await shownTitles()).toEqual(titles(1, 25));
    expect(pageInfo()).toHaveTextContent('1 - 25 of 60');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await shownTitles()).toEqual(titles(26, 50));
    expect(pageInfo()).toHaveTextContent('26 - 50 of 60');

    // The pager is a row of buttons: the keyboard reaches and presses them.
    screen.getByRole('button', { name: 'Page 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await shownTitles()).toEqual(titles(51, 60));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await shownTitles()).toEqual(titles(1, 25));
  });

  it('goes back to page 1 when the language changes', async () => {
    serve();
    const { router } = open('?page=2');
    expect(await shownTitles()).toEqual(titles(26, 50));

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ES', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?locale=es'));
    expect(await shownTitles()).toEqual(titles(41, 60));
    expect(pageInfo()).toHaveTextContent('1 - 20 of 20');
  });

  it('goes back to page 1 when the range changes', async () => {
    serve();
    const { router } = open('?page=2');
    expect(await shownTitles()).toEqual(titles(26, 50));

    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    expect(await shownTitles()).toEqual(titles(1, 25));
  });

  it('shows the last page for a page past the end and the first for one that is not a number', async () => {
    serve();
    const { unmount } = open('?page=99');
    expect(await shownTitles()).toEqual(titles(51, 60));
    expect(pageInfo()).toHaveTextContent('51 - 60 of 60');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    unmount();

    open('?page=abc');
    expect(await shownTitles()).toEqual(titles(1, 25));
  });

  it('keeps the note on languages cut at the limit', async () => {
    serve({ ...REPORT, truncated_locales: ['en'] });
    open();
    await shownTitles();
    expect(
      screen.getByText(
        'Only the 100 most viewed articles of each language are listed (EN had more).',
      ),
    ).toBeInTheDocument();
  });
});
