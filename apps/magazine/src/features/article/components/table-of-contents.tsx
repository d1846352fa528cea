import type { MouseEvent } from 'react';
import { useT } from '../../../lib/locale-context';
import classes from './article-page.module.css';

export interface TocItem {
  id: string;
  label: string;
  number: number;
}

/** The sticky "In this article" list; a click smooth-scrolls to the tip. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const t = useT();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <nav className={classes.toc} aria-label={t('article.tocLabel')} data-testid="toc">
      <h2 className={classes.sideTitle}>{t('article.tocTitle')}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => onClick(event, item.id)}>
              <span className={classes.tocNumber}>{item.number}</span>
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
