import type { PublicPostDetail } from '@sitenet/api-client';
import { tagPathOf } from '@sitenet/i18n';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/locale-context';
import classes from './article-extras.module.css';

/** The article's tags, each a link to its tag page in the article's language (issue 17). */
export function ArticleTags({ tags }: { tags: PublicPostDetail['tags'] }) {
  const t = useT();
  const locale = useLocale();
  if (!tags?.length) return null;
  return (
    <nav className={classes.tags} aria-label={t('tag.listLabel')} data-testid="article-tags">
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link className={classes.tag} to={tagPathOf(tag.slug, locale)} rel="tag">
              {`#${tag.name}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
