import { formatNumber } from '@sitenet/i18n';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../../../lib/locale-context';
import classes from './category-page.module.css';

const MAX_BUTTONS = 5;

/** The page numbers shown: up to 5, in a window around the current page. */
export function pageWindow(current: number, last: number): number[] {
  const count = Math.min(MAX_BUTTONS, last);
  const start = Math.max(1, Math.min(current - Math.floor(count / 2), last - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Up to 5 page buttons plus previous and next, only when there is more than one page. */
export function Pagination({ current, last }: { current: number; last: number }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (last <= 1) return null;
  const href = (page: number) => (page === 1 ? pathname : `${pathname}?page=${page}`);

  return (
    <nav className={classes.pagination} aria-label={t('category.paginationLabel')} data-testid="pagination">
      {current > 1 ? (
        <Link className={classes.pageButton} to={href(current - 1)} rel="prev">
          <span aria-hidden="true" className="flip-rtl">
            ←
          </span>
          {t('category.previous')}
        </Link>
      ) : (
        <span className={classes.pageButton} aria-disabled="true">
          <span aria-hidden="true" className="flip-rtl">
            ←
          </span>
          {t('category.previous')}
        </span>
      )}
      <ul>
        {pageWindow(current, last).map((page) => (
          <li key={page}>
            <Link
              className={classes.pageNumber}
              to={href(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('category.pageLabel', { page })}
            >
              {formatNumber(page, locale)}
            </Link>
          </li>
        ))}
      </ul>
      {current < last ? (
        <Link className={classes.pageButton} to={href(current + 1)} rel="next">
          {t('category.next')}
          <span aria-hidden="true" className="flip-rtl">
            →
          </span>
        </Link>
      ) : (
        <span className={classes.pageButton} aria-disabled="true">
          {t('category.next')}
          <span aria-hidden="true" className="flip-rtl">
            →
          </span>
        </span>
      )}
    </nav>
  );
}
