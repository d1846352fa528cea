import { memo, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SegmentedControl.css';
import { ORIGINAL_LANGUAGE } from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { ContentType, TranslationDraft } from '../lib/draft';
import type { TranslationTextField } from '../lib/editor-store';
import { englishChanges } from '../lib/english-changes';
import { hasWrittenTips } from '../lib/tips-html';
import { DraftTextField } from './draft-text-field';
import { HtmlBodyField, OriginalHtmlBody } from './html-body-field';
import { PublishStateField } from './publish-state-field';
import { SeoSection } from './seo-section';
import { TextMemory } from './segment-memory';
import { OriginalTipsEditor, TranslationTipsEditor } from './tips-editor';
import classes from './post-editor.module.css';
import { directionOf } from '@sitenet/i18n/locales';


/** Where the translation is read: English has no prefix on the magazine (`/en/...` redirects to it). */
export const slugHint = (lang: string) =>
  `The address: ${lang === ORIGINAL_LANGUAGE ? '' : `/${lang}`}/<slug>. Follows the title until you edit it.`;

interface LanguagePaneProps {
  lang: string;
  languageName: string;
}

const OriginalText = memo(function OriginalText({ field, label }: { field: TranslationTextField; label: string }) {
  const value = useEditor((s) => s.draft.translations.en?.[field] ?? '');
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <div className={classes.original} lang="en">
        {typeof value === 'string' && value ? value : <span style={{ opacity: 0.6 }}>—</span>}
      </div>
    </div>
  );
});

/** A field of the language being written, with the original beside it when translating. */
function Row({ translating, field, label, children }: { translating: boolean; field: TranslationTextField; label: string; children: ReactNode }) {
  if (!translating) return <>{children}</>;
  return (
    <div className={classes.pair}>
      <OriginalText field={field} label={`${label} (English)`} />
      {children}
    </div>
  );
}

function StaleNotice({ lang }: { lang: string }) {
  const stale = useEditor((s) => s.draft.translations[lang]?.stale ?? false);
  const source = useEditor((s) => s.draft.translations[lang]?.source ?? null);
  const english = useEditor((s) => s.draft.translations[ORIGINAL_LANGUAGE]);
  const changes = useMemo(() => (source && english ? englishChanges(source, english) : []), [source, english]);
  const store = useEditorStoreApi();
  if (!stale) return null;
  return (
    <Alert color="orange" title="The original changed since this translation was saved" role="status">
      <Stack gap="xs" align="flex-start">
        {changes.length > 0 ? (
          <>
            <Text size="sm">What changed in English since then:</Text>
            <dl className={classes.changes} aria-label="Changes in English">
              {changes.map((change) => (
                <div key={change.label}>
                  <dt>{change.label}</dt>
                  <dd>
                    {change.before && <del lang="en">{change.before}</del>}
                    {change.before && change.after && ' → '}
                    {change.after && <ins lang="en">{change.after}</ins>}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <Text size="sm">Compare it with the English beside it and update what changed.</Text>
        )}
        <Button size="xs" variant="light" color="orange" onClick={() => store.getState().markReviewed(lang)}>
          Mark as reviewed
        </Button>
      </Stack>
    </Alert>
  );
}

/** The languages (English names) whose tips a switch of the original to rich text would rewrite. */
function languagesWithTips(translations: Record<string, TranslationDraft>): string[] {
  return Object.entries(translations)
    .filter(([code, t]) => code !== ORIGINAL_LANGUAGE && hasWrittenTips(t))
    .map(([code]) => languageLabel(code));
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function BodyTypeField({ lang }: { lang: string }) {
  const store = useEditorStoreApi();
  const type = useEditor((s) => s.draft.translations[lang]?.content_type ?? 'json');
  const [asking, setAsking] = useState<string[] | null>(null);
  const labelId = `body-type-${lang}`;
  const choose = (value: ContentType) => {
    const affected = lang === ORIGINAL_LANGUAGE && value === 'html' ? languagesWithTips(store.getState().draft.translations) : [];
    // Translated tips are about to change form: the writer says yes first.
    if (affected.length > 0) setAsking(affected);
    else store.getState().setContentType(lang, value);
  };
  const names = listOf(asking ?? []);
  const plural = (asking?.length ?? 0) > 1;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Body
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={type}
        onChange={(value) => choose(value as ContentType)}
        data={[
          { value: 'json', label: 'List of tips' },
          { value: 'html', label: 'Rich text' },
        ]}
      />
      <ConfirmDialog
        opened={asking !== null}
        title="Switch the English body to rich text?"
        confirmLabel="Switch to rich text"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          store.getState().setContentType(lang, 'html');
        }}
      >
        {`The ${names} ${plural ? 'translations are lists' : 'translation is a list'} of tips, and a rich-text original has no tips to follow. ` +
          `${plural ? 'Their' : 'Its'} tips will become rich text (each tip a heading and paragraphs), so no translated text is lost: ` +
          'check the result before publishing. Switching back to a list of tips brings the tips back.'}
      </ConfirmDialog>
    </Stack>
  );
}

function Body({ lang, languageName }: LanguagePaneProps) {
  const type = useEditor((s) => s.draft.translations[lang]?.content_type ?? 'json');
  const originalType = useEditor((s) => s.draft.translations.en?.content_type ?? 'json');
  const dir = directionOf(lang);
  if (lang === ORIGINAL_LANGUAGE) {
    return type === 'json' ? <OriginalTipsEditor /> : <HtmlBodyField lang={lang} label="Body" />;
  }
  if (type === 'json') return <TranslationTipsEditor lang={lang} dir={dir} />;
  return (
    <div className={classes.pair}>
      <div>
        <Text size="sm" fw={500}>
          Body (English)
        </Text>
        {originalType === 'html' ? <OriginalHtmlBody /> : <Text c="dimmed">The original is a list of tips.</Text>}
      </div>
      <HtmlBodyField lang={lang} dir={dir} label={`Body (${languageName})`} memory={originalType === 'html'} />
    </div>
  );
}

/**
 * Everything written in one language; when translating, the English original beside it. Memoized:
 * the editor's status line changing (dirty, saving, saved) does not re-render the fields.
 */
export const LanguagePane = memo(function LanguagePane({
  lang,
  languageName,
  canPublish = true,
  machine = false,
  siteName,
  siteDomain,
}: LanguagePaneProps & { canPublish?: boolean; machine?: boolean; siteName: string; siteDomain: string }) {
  const translating = lang !== ORIGINAL_LANGUAGE;
  const hasImage = useEditor((s) => Boolean(s.draft.meta.featured_image_url));
  const dir = directionOf(lang);
  const suffix = translating ? ` (${languageName})` : '';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="language-pane-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="language-pane-title">
          {translating ? `${languageName} translation` : 'English original'}
        </Title>
        {translating && <StaleNotice lang={lang} />}
        <PublishStateField lang={lang} languageName={languageName} canPublish={canPublish} machine={machine} />
        <Row translating={translating} field="title" label="Title">
          <div>
            <DraftTextField lang={lang} field="title" label={`Title${suffix}`} required maxLength={200} dir={dir} />
            {translating && <TextMemory lang={lang} field="title" label="Title" />}
          </div>
        </Row>
        <Row translating={translating} field="slug" label="Slug">
          <DraftTextField
            lang={lang}
            field="slug"
            label={`Slug${suffix}`}
            description={slugHint(lang)}
            maxLength={200}
            dir={dir}
          />
        </Row>
        <Row translating={translating} field="excerpt" label="Excerpt">
          <div>
            <DraftTextField lang={lang} field="excerpt" label={`Excerpt${suffix}`} multiline maxLength={500} dir={dir} />
            {translating && <TextMemory lang={lang} field="excerpt" label="Excerpt" />}
          </div>
        </Row>
        {hasImage && (
          <Row translating={translating} field="featured_image_alt" label="Image alt text">
            <DraftTextField
              lang={lang}
              field="featured_image_alt"
              label={`Image alt text${suffix}`}
              description="What the image shows, for readers who cannot see it"
              required
              maxLength={300}
              dir={dir}
            />
          </Row>
        )}
        <BodyTypeField lang={lang} />
        <Body lang={lang} languageName={languageName} />
        <SeoSection lang={lang} suffix={suffix} dir={dir} siteName={siteName} siteDomain={siteDomain} />
      </Stack>
    </Paper>
  );
});
