import { MultiSelect } from '@mantine/core';
import { NEWSLETTER_MAX_POSTS } from '@sitenet/api-client';
import { usePosts } from '../../../lib/api/get-posts';

export interface ArticlePickerProps {
  siteId: number;
  locale: string;
  /** Post ids in the order they appear in the issue. */
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * The articles an issue carries as cards, chosen among the site's posts published in the issue's
 * language (the only ones a reader of that language can open). Type to search by title; the
 * order of choice is the order of the cards.
 */
export function ArticlePicker({ siteId, locale, value, onChange, disabled, error }: ArticlePickerProps) {
  const posts = usePosts(siteId);
  const published = (posts.data ?? []).filter(
    (post) => post.language_states?.[locale]?.status === 'published',
  );
  const chosen = new Set(value);
  // A chosen article since unpublished in this language stays listed (marked) so it can be removed.
  const data = [
    ...published.map((post) => ({ value: String(post.id), label: post.title })),
    ...value
      .filter((id) => !published.some((post) => post.id === id))
      .map((id) => ({ value: String(id), label: `#${id} (not published in ${locale})` })),
  ];
  return (
    <MultiSelect
      label="Articles"
      description={`Shown as cards after the body, in this order (up to ${NEWSLETTER_MAX_POSTS}); only articles published in this language`}
      placeholder={posts.isLoading ? 'Loading articles…' : chosen.size ? '' : 'Search articles...'}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      maxValues={NEWSLETTER_MAX_POSTS}
      nothingFoundMessage={posts.isError ? 'Articles could not be loaded' : 'No published article matches'}
      disabled={disabled}
      error={error}
    />
  );
}
