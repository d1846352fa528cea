import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';
import classes from './article-page.module.css';

/** The body of an article written as HTML, sanitized as it renders (DOMPurify comes with it). */
export default function ArticleHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classes.prose} dangerouslySetInnerHTML={{ __html: safe }} data-testid="article-html" />;
}
