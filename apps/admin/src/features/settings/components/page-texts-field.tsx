import { lazy, Suspense } from 'react';
import { Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import type { SitePageName } from '@sitenet/api-client';
import { directionOf } from '@sitenet/i18n/locales';

// The post editor's rich-text field, in its own chunk (loaded when a page's tab shows).
const RichTextBody = lazy(() => import('../../../components/rich-text/rich-text-body'));

const PAGE_LABELS: Record<SitePageName, string> = { about: 'About', privacy: 'Privacy', terms: 'Terms' };

export interface PageTextsFieldProps {
  page: SitePageName;
  languages: string[];
  value: Record<string, { title: string; html: string }>;
  onChange: (code: string, field: 'title' | 'html', value: string) => void;
  errorOf: (path: string) => string | undefined;
}

/** One page's title and rich text, a tab per site language; an empty language keeps the default text. */
export function PageTextsField({ page, languages, value, onChange, errorOf }: PageTextsFieldProps) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{PAGE_LABELS[page]} page</Text>
      <Tabs defaultValue={languages[0]} keepMounted={false}>
        <Tabs.List>
          {languages.map((code) => (
            <Tabs.Tab key={code} value={code}>
              {code.toUpperCase()}
              {errorOf(`pages.${page}.${code}.title`) || errorOf(`pages.${page}.${code}.html`) ? ' •' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((code) => {
          const text = value[code] ?? { title: '', html: '' };
          const dir = directionOf(code);
          const htmlError = errorOf(`pages.${page}.${code}.html`);
          return (
            <Tabs.Panel key={code} value={code} pt="sm">
              <Stack gap="xs">
                <TextInput
                  label={`Title (${code})`}
                  description="Leave the title and text empty to show the magazine's own page in this language."
                  value={text.title}
                  lang={code}
                  dir={dir}
                  maxLength={160}
                  error={errorOf(`pages.${page}.${code}.title`)}
                  onChange={(event) => onChange(code, 'title', event.currentTarget.value)}
                />
                <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
                  <RichTextBody
                    html={text.html}
                    label={`${PAGE_LABELS[page]} page text (${code})`}
                    lang={code}
                    dir={dir}
                    invalid={Boolean(htmlError)}
                    onChange={(html) => onChange(code, 'html', html)}
                  />
                </Suspense>
                {htmlError && (
                  <Text size="xs" c="red" role="alert">
                    {htmlError}
                  </Text>
                )}
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
