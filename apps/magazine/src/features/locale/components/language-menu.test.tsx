import type { PublicApi, PublicLanguage } from '@sitenet/api-client';
import { findLanguage } from '@sitenet/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import { queryKeys } from '../../../lib/query-keys';
import { ServicesContext, type Services } from '../../../lib/services';
import { i18nWithTranslations } from '../../../test/render-in-locale';
import { LanguageMenu } from './language-menu';

const HOST = 'tips.example';
const languages: PublicLanguage[] = (['en', 'es', 'ar'] as const).map((code) => {
  const { label, nativeName, flag } = findLanguage(code)!;
  return { code, label, nativeName, flag, available: true };
});
const links = { en: '/tip', es: '/es/consejo', ar: '/ar/nasiha' };

function renderMenu() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.languages(HOST), languages);
  const i18n = i18nWithTranslations();
  const services = { queryClient, i18n, hostname: HOST, api: {} as PublicApi } as Services;
  const page = () => (
    <>
      <LanguageMenu links={links} />
      <p>Elsewhere on the page</p>
    </>
  );
  const router = createMemoryRouter(
    Object.values(links).map((path) => ({ path, Component: page })),
    { initialEntries: ['/tip'] },
  );
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LocaleContext.Provider value="en">
            <RouterProvider router={router} />
          </LocaleContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return { router, details: screen.getByTestId('language-menu') as HTMLDetailsElement };
}

/** The toggle events a <details> sends stop here, as when one fires while the app is still starting. */
const swallowToggle = (event: Event) => event.stopImmediatePropagation();

afterEach(() => window.removeEventListener('toggle', swallowToggle, true));

describe('LanguageMenu', () => {
  it('opens on its trigger and closes on a choice, which goes to that language', async () => {
    const user = userEvent.setup();
    const { router, details } = renderMenu();
    const trigger = screen.getByRole('button', { name: /English/ });
    await user.click(trigger);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: /Español/ }));
    expect(details.open).toBe(false);
    await expect.poll(() => router.state.location.pathname).toBe('/es/consejo');
  });

  it('closes on a choice even when it opened without the app knowing (its toggle event lost while the app started)', async () => {
    const user = userEvent.setup();
    const { router, details } = renderMenu();
    window.addEventListener('toggle', swallowToggle, true);
    act(() => {
      details.open = true;
    });
    await user.click(screen.getByRole('link', { name: /العربية/ }));
    expect(details.open).toBe(false);
    await expect.poll(() => router.state.location.pathname).toBe('/ar/nasiha');
  });

  it('closes on Escape and on a click elsewhere', async () => {
    const user = userEvent.setup();
    const { details } = renderMenu();
    const trigger = screen.getByRole('button', { name: /English/ });
    await user.click(trigger);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    await user.click(trigger);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(details.open).toBe(false);
  });
});
