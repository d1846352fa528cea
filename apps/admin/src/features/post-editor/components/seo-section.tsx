import { memo, useId } from 'react';
import { Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
// The box-beside-label layout of every Checkbox (without it the label falls under the box).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { ORIGINAL_LANGUAGE, SEO_DESCRIPTION_ADVISED, SEO_DESCRIPTION_MAX, SEO_TITLE_ADVISED, SEO_TITLE_MAX } from '@sitenet/api-client';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { SeoTextField } from '../lib/draft';
import { errorKey, fieldId } from '../lib/field-errors';
import { lengthGuidance, searchPreview } from '../lib/search-preview';
import { SeoMemory } from './segment-memory';
import classes from './seo-section.module.css';

interface SeoSectionProps {
  lang: string;
  /** `(Spanish)` after each label when translating, '' for the original. */
  suffix: string;
  dir: 'rtl' | 'ltr';
  siteName: string;
  siteDomain: string;
}

function Guidance({ length, advised }: { length: number; advised: number }) {
  const { text, over } = lengthGuidance(length, advised);
  return (
    <Text span size="xs" c={over ? 'orange.8' : 'dimmed'} data-over={over || undefined}>
      {text}
    </Text>
  );
}

function SeoText({ lang, field, label, advised, max, multiline, placeholder, dir }: {
  lang: string;
  field: SeoTextField;
  label: string;
  advised: number;
  max: number;
  multiline?: boolean;
  placeholder: string;
  dir: 'rtl' | 'ltr';
}) {
  const store = useEditorStoreApi();
  const value = useEditor((s) => s.draft.translations[lang]?.seo[field] ?? '');
  const key = errorKey.translation(lang, `seo.${field}`);
  const error = useEditor((s) => s.errors[key]);
  const translating = lang !== ORIGINAL_LANGUAGE;
  const props = {
    id: fieldId(key),
    label,
    value,
    error,
    dir,
    lang,
    maxLength: max,
    placeholder,
    description: <Guidance length={value.length} advised={advised} />,
    onChange: (event: { currentTarget: { value: string } }) => store.getState().setSeo(lang, field, event.currentTarget.value),
  };
  const input = multiline ? <Textarea {...props} rows={3} /> : <TextInput {...props} />;
  if (!translating) return input;
  return (
    <div>
      {input}
      <SeoMemory lang={lang} field={field} />
    </div>
  );
}

/** How the translation shows in a search engine's results, with the fallbacks the magazine uses. */
function SearchResultPreview({ lang, siteName, siteDomain, dir }: Omit<SeoSectionProps, 'suffix'>) {
  const t = useEditor((s) => s.draft.translations[lang]);
  if (!t) return null;
  const preview = searchPreview({
    seoTitle: t.seo.title,
    seoDescription: t.seo.description,
    title: t.title,
    excerpt: t.excerpt,
    slug: t.slug,
    lang,
    siteName,
    siteDomain,
  });
  return (
    <div>
      <Text size="sm" fw={500} id={`search-preview-${lang}`}>
        Search result preview
      </Text>
      <div className={classes.preview} role="group" aria-labelledby={`search-preview-${lang}`} data-testid="search-preview">
        <div className={classes.url} dir="ltr">
          {preview.url}
        </div>
        <div className={classes.title} dir={dir} lang={lang} data-testid="search-preview-title">
          {preview.title}
        </div>
        <div className={classes.description} dir={dir} lang={lang} data-testid="search-preview-description">
          {preview.description || <span className={classes.empty}>No description yet: search engines will pick text from the page.</span>}
        </div>
      </div>
    </div>
  );
}

/**
 * A translation's SEO: meta title and description with length guidance, the search result they
 * make, the share image and noindex. Saved with the translation like its other fields.
 */
export const SeoSection = memo(function SeoSection({ lang, suffix, dir, siteName, siteDomain }: SeoSectionProps) {
  const store = useEditorStoreApi();
  const headingId = useId();
  const title = useEditor((s) => s.draft.translations[lang]?.title ?? '');
  const excerpt = useEditor((s) => s.draft.translations[lang]?.excerpt ?? '');
  const imageUrl = useEditor((s) => s.draft.translations[lang]?.seo.image_url ?? '');
  const noindex = useEditor((s) => s.draft.translations[lang]?.seo.noindex ?? false);
  const featured = useEditor((s) => s.draft.meta.featured_image_url);
  const imageKey = errorKey.translation(lang, 'seo.image_url');
  const imageError = useEditor((s) => s.errors[imageKey]);
  const noindexKey = errorKey.translation(lang, 'seo.noindex');

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          SEO{suffix}
        </Title>
        <SeoText
          lang={lang}
          field="title"
          label={`Meta title${suffix}`}
          advised={SEO_TITLE_ADVISED}
          max={SEO_TITLE_MAX}
          placeholder={title || 'The title'}
          dir={dir}
        />
        <SeoText
          lang={lang}
          field="description"
          label={`Meta description${suffix}`}
          advised={SEO_DESCRIPTION_ADVISED}
          max={SEO_DESCRIPTION_MAX}
          placeholder={excerpt || 'The excerpt'}
          multiline
          dir={dir}
        />
        <SearchResultPreview lang={lang} siteName={siteName} siteDomain={siteDomain} dir={dir} />
        <TextInput
          id={fieldId(imageKey)}
          label={`Social image URL${suffix}`}
          description="The picture of link previews (Open Graph, X/Twitter): an uploaded image or an https link"
          placeholder={featured ? `Defaults to the featured image (${featured})` : 'Defaults to the featured image'}
          value={imageUrl}
          error={imageError}
          maxLength={2048}
          dir="ltr"
          onChange={(event) => store.getState().setSeo(lang, 'image_url', event.currentTarget.value)}
        />
        <Checkbox
          id={fieldId(noindexKey)}
          label="Hide from search engines (noindex)"
          description="The page asks search engines not to list it and is left out of the sitemap"
          checked={noindex}
          onChange={(event) => store.getState().setSeo(lang, 'noindex', event.currentTarget.checked)}
        />
      </Stack>
    </section>
  );
});
