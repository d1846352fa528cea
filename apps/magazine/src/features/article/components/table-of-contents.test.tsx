// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import { i18nWithTranslations } from '../../../test/render-in-locale';
import { TableOfContents } from './table-of-contents';

const items = [
  { id: 'tip-1', label: 'Prepare the night before', number: 1 },
  { id: 'tip-2', label: 'Wake up at the same time', number: 2 },
];

// On a server (no window): the phone version is a plain <details>, so it opens without JavaScript.
const serverRender = (collapsible: boolean) =>
  renderToString(
    <I18nextProvider i18n={i18nWithTranslations()}>
      <LocaleContext.Provider value="fr">
        <TableOfContents items={items} collapsible={collapsible} />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );

describe('TableOfContents on the server', () => {
  it('renders the phone version folded, with a summary and real links', () => {
    const html = serverRender(true);
    expect(html).toMatch(/<details>\s*<summary[^>]*>.*Dans cet article.*<\/summary>/s);
    expect(html).not.toContain('<details open');
    expect(html).toContain('href="#tip-1"');
    expect(html).toContain('href="#tip-2"');
  });

  it('renders the sidebar version as a heading and a list', () => {
    const html = serverRender(false);
    expect(html).not.toContain('<details');
    expect(html).toMatch(/<h2[^>]*>Dans cet article<\/h2>/);
    expect(html).toContain('href="#tip-2"');
  });
});
