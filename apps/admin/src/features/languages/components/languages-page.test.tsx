import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { LanguagesPage } from './languages-page';

describe('LanguagesPage', () => {
  it('offers Add Language once the site is known, not while it loads', async () => {
    fakeApi(({ path }) =>
      path === '/api/admin/languages' ? { body: { languages: [] } } : undefined,
    );
    const loading = renderAt(<LanguagesPage siteId={null} ready={false} />, '/localhost/languages');
    expect(screen.getByRole('button', { name: 'Add Language' })).toBeDisabled();
    loading.unmount();

    renderAt(<LanguagesPage siteId={4} siteName="Tips" ready />, '/localhost/languages');
    expect(await screen.findByRole('button', { name: 'Add Language' })).toBeEnabled();
  });
});
