import { useMemo } from 'react';
import type { BodyImage } from '@sitenet/api-client';
import { sanitizeHtml } from '../../../lib/sanitize';
import classes from './article-page.module.css';

/**
 * The body of an article written as HTML, sanitized as it renders (DOMPurify comes with it);
 * library images get their srcset and size from `images` (the article's body_images).
 */
export default function ArticleHtml({ html, images }: { html: string; images?: Record<string, BodyImage> }) {
  const safe = useMemo(() => sanitizeHtml(html, images), [html, images]);
  return <div className={classes.prose} dangerouslySetInnerHTML={{ __html: safe }} data-testid="article-html" />;
}
