import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@sitenet/api-client';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { ActivityPage } from './activity-page';

const SITE = site(5, 'Home Nest', 'home.localhost');

const entry = (id: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: String(id),
  at: '2026-11-20T10:00:00.000Z',
  user: { id: 2, name: 'Ana Manager' },
  site_id: SITE.id,
  action: 'site.settings.update',
  target: { type: 'site', id: String(SITE.id), label: 'Home Nest' },
  changes: { 'identity.tagline': { before: 'Small homes', after: 'Big ideas' } },
  ...extra,
});

const FIRST = [
  entry(12),
  entry(11, { action: 'post.update', target: { type: 'post', id: '40', label: 'Ten tidy tips' }, changes: { 'es.status': { before: 'draft', after: 'published' } } }),
];
const SECOND = [entry(3, { action: 'session.revoke', target: { type: 'session', id: '9', label: 'Signed out' }, changes: null })];

function serve(options: { failing?: boolean; empty?: boolean } = {}) {
  return fakeApi(({ path, search }) => {
    if (path === '/api/admin/sites') return { body: { sites: [SITE] } };
    if (path === '/api/admin/users') return { body: { users: [{ id: 2, email: 'ana@x.test', name: 'Ana Manager', role: 'member', status: 'active', memberships: [], last_seen_at: null, created_at: '2026-01-01T00:00:00.000Z' }] } };
    if (path !== '/api/admin/activity') return undefined;
    if (options.failing) return { status: 503, body: { message: 'The database is not reachable' } };
    if (options.empty) return { body: { entries: [], next_before: null } };
    const before = new URLSearchParams(search).get('before');
    return { body: before === '11' ? { entries: SECOND, next_before: null } : { entries: FIRST, next_before: '11' } };
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('activity list', { timeout: 20_000 }, () => {
  it('says who did what to which target, links the target, shows changes before → after and loads more', async () => {
    const calls = serve();
    renderAt(<ActivityPage site={SITE} />, '/home.localhost/activity');
    const saved = await screen.findByRole('article', { name: 'Ana Manager saved site settings' });
    expect(within(saved).getByRole('link', { name: 'Home Nest' })).toHaveAttribute('href', '/home.localhost/settings');
    const edited = screen.getByRole('article', { name: 'Ana Manager edited a post' });
    expect(within(edited).getByRole('link', { name: 'Ten tidy tips' })).toHaveAttribute('href', '/home.localhost/posts/40/edit');

    await userEvent.click(within(saved).getByRole('button', { name: 'Show changes (1)' }));
    const changes = within(saved).getByRole('table', { name: 'Changes' });
    expect(changes).toHaveTextContent('identity.tagline');
    expect(changes).toHaveTextContent('Small homes → Big ideas');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Ana Manager ended a session' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const listCalls = calls.filter((call) => call.path === '/api/admin/activity');
    expect(new URLSearchParams(listCalls[0]!.search).get('site_id')).toBe('5');
    expect(new URLSearchParams(listCalls.at(-1)!.search).get('before')).toBe('11');
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const calls = serve();
    const { router } = renderAt(<ActivityPage site={null} />, '/activity?action=post.update&until=2026-11-01');
    await screen.findByRole('article', { name: 'Ana Manager edited a post' });
    const asked = new URLSearchParams(calls.find((call) => call.path === '/api/admin/activity')!.search);
    expect(asked.get('action')).toBe('post.update');
    expect(asked.get('until')).toBe('2026-11-01');
    expect(asked.get('site_id')).toBeNull();

    fireEvent.change(screen.getByLabelText('Before'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(router.state.location.search).toContain('until=2026-10-01'));
    expect(router.state.location.search).toContain('action=post.update');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/activity' && call.search.includes('until=2026-10-01'))).toBe(true));
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    serve({ empty: true });
    renderAt(<ActivityPage site={SITE} />, '/home.localhost/activity');
    expect(await screen.findByText('No activity')).toBeInTheDocument();
    document.body.innerHTML = '';

    serve({ failing: true });
    renderAt(<ActivityPage site={SITE} />, '/home.localhost/activity');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Activity could not be loaded');
    expect(alert).toHaveTextContent('The database is not reachable');
  });
});
