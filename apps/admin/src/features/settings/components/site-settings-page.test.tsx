import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSettingsResponse } from '@sitenet/api-client';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { SiteSettingsPage } from './site-settings-page';

const SITE = site(5, 'Home Nest', 'home.localhost');

const LOADED: SiteSettingsResponse = {
  version: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
  settings: {
    identity: { tagline: 'Small homes', logo_url: null, favicon_url: null, accent_color: 'teal' },
    contact: { email: 'hello@home.test', phone: null, address: null, hours: null, social: [] },
    pages: { about: { en: { title: 'About Home Nest', html: '<p>We write.</p>' } }, privacy: {}, terms: {} },
    seo: { title_template: null, share_image_url: null, noindex: false },
    features: { contact_form: true, newsletter: true },
  },
};

const LANGUAGES = {
  languages: ['en', 'es'].map((code, index) => ({
    id: index + 1,
    code,
    name: code,
    nativeName: code,
    flag: '',
    enabled: true,
    isDefault: code === 'en',
    translationProgress: 100,
    keyCount: 10,
  })),
};

/** The admin API of these tests: GET answers the settings; each PUT answers the next of `saves`. */
function serve(saves: Array<{ status?: number; body: unknown }>) {
  return fakeApi(({ method, path }) => {
    if (path === '/api/admin/languages') return { body: LANGUAGES };
    if (path !== `/api/admin/sites/${SITE.id}/settings`) return undefined;
    if (method === 'GET') return { body: LOADED };
    return saves.shift();
  });
}

async function openForm() {
  renderAt(<SiteSettingsPage site={SITE} />, '/home.localhost/settings');
  return screen.findByRole('textbox', { name: 'Tagline' });
}

afterEach(() => {
  document.body.innerHTML = '';
});

// Three rich-text editors mount with the form: slow on a busy machine, as the post editor's tests.
describe('site settings form', () => {
  it('opens with the stored settings and saves what was typed, busy while saving', async () => {
    const calls = serve([{ body: { ...LOADED, version: 4, settings: { ...LOADED.settings, identity: { ...LOADED.settings.identity, tagline: 'Big ideas' } } } }]);
    const tagline = await openForm();
    expect(tagline).toHaveValue('Small homes');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('hello@home.test');
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Big ideas');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // Saved: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
  });

  it('on a conflict says someone else saved and keeps what was typed', async () => {
    serve([{ status: 409, body: { message: 'Someone else saved these settings while you were editing.' } }]);
    const tagline = await openForm();
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Saved by someone else')).toBeInTheDocument();
    expect(within(alert).getByText(/Someone else saved these settings/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /Load their version/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Mine');
  });

  it('shows the server\'s field errors at their fields', async () => {
    serve([
      {
        status: 400,
        body: {
          message: 'Invalid request body',
          errors: { 'settings.contact.email': ['Enter a valid email address'], 'settings.seo.title_template': ['The template must contain %s'] },
        },
      },
    ]);
    await openForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The template must contain %s')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('nope');
  });
});
