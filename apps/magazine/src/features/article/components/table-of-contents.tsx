import { formatNumber } from '@sitenet/i18n';
import type { MouseEvent } from 'react';
import { useLocale, useT } from '../../../lib/locale-context';
import classes from './article-page.module.css';

export interface TocItem {
  id: string;
  label: string;
  number: number;
}

export interface TableOfContentsProps {
  items: TocItem[];
  /**
   * The phone version: a folded `<details>` above the tips (shown below 1024 px only). Without it,
   * the sticky sidebar version (shown from 1024 px). Both are in the page, CSS picks one, so the
   * server renders the same page for every screen.
   */
  collapsible?: boolean;
}

/** "In this article": a click smooth-scrolls to the tip. */
export function TableOfContents({ items, collapsible = false }: TableOfContentsProps) {
  const t = useT();
  const locale = useLocale();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  const list = (
    <ol>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} onClick={(event) => onClick(event, item.id)}>
            <span className={classes.tocNumber}>{formatNumber(item.number, locale)}</span>
            <span>{item.label}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  if (collapsible) {
    return (
      <nav className={`${classes.toc} ${classes.tocFolded}`} aria-label={t('article.tocLabel')} data-testid="toc">
        <details>
          <summary className={classes.tocSummary}>
            <span className={classes.sideTitle}>{t('article.tocTitle')}</span>
          </summary>
          {list}
        </details>
      </nav>
    );
  }

  return (
    <nav className={`${classes.toc} ${classes.tocSidebar}`} aria-label={t('article.tocLabel')} data-testid="toc">
      <h2 className={classes.sideTitle}>{t('article.tocTitle')}</h2>
      {list}
    </nav>
  );
}
