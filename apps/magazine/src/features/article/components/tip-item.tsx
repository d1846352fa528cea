import type { Tip } from '@sitenet/api-client';
import { formatNumber, formatPrice, priceLevel, textDirection } from '@sitenet/i18n';
import { useLocale, useT } from '../../../lib/locale-context';
import classes from './article-page.module.css';

/** "4.5/5" -> 4.5; undefined when the text is no rating. */
export function parseRating(rating: string | null): number | undefined {
  const match = rating?.match(/^\s*(\d+(?:[.,]\d+)?)\s*\/\s*5\s*$/);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(',', '.'));
  return value >= 0 && value <= 5 ? value : undefined;
}

function safeLink(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, 'https://example.invalid');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function Stars({ value }: { value: number }) {
  return (
    <span className={classes.stars} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className={classes.star}>
            <span className={classes.starFill} style={{ inlineSize: `${fill * 100}%` }}>
              ★
            </span>
            ★
          </span>
        );
      })}
    </span>
  );
}

// Where the price goes in its translated label: "Price: {{price}}", "Prix : {{price}}", "价格：{{price}}".
const SLOT = '\ue000';

/**
 * The label keeps its language's punctuation and spacing from the translation file; the price is
 * data, isolated in its own direction so "$5-$12/month" never reads "month/12$-5$" in Arabic.
 */
function Price({ label, value }: { label: string; value: string }) {
  // A missing translation shows its key (SPEC 8): the price then simply follows it.
  const [before = '', after = ''] = label.includes(SLOT) ? label.split(SLOT) : [`${label} `];
  return (
    <span className={classes.price} data-testid="tip-price">
      {before}
      <strong>
        <bdi dir={textDirection(value)}>{value}</bdi>
      </strong>
      {after}
    </span>
  );
}

/**
 * Where the CTA points: through /go/{post}/{tip} (the API counts the click and redirects to the
 * stored link) when the tip has a stable id, else straight to the link.
 */
export function ctaHref(postId: number, tip: Pick<Tip, 'id' | 'cta_link'>): string | undefined {
  const link = safeLink(tip.cta_link);
  if (!link) return undefined;
  return tip.id ? `/go/${postId}/${encodeURIComponent(tip.id)}` : link;
}

/** One numbered tip: title, description, expert quote, rating, price and the sponsored CTA. */
export function TipItem({ tip, postId }: { tip: Tip; postId: number }) {
  const t = useT();
  const locale = useLocale();
  const rating = parseRating(tip.rating);
  const link = ctaHref(postId, tip);
  // "$" to "$$$$" is a price level, said in words; a dollar amount is written the reader's way (Intl).
  const priceText = (value: string) => {
    const level = priceLevel(value);
    return level ? t(`article.priceLevel${level}`) : formatPrice(value, locale);
  };

  return (
    <li className={classes.tip} id={`tip-${tip.number}`} data-testid="tip">
      <div className={classes.tipHead}>
        <span className={classes.tipNumber} aria-hidden="true">
          {formatNumber(tip.number, locale)}
        </span>
        <h2 className={classes.tipTitle}>{tip.title}</h2>
      </div>
      <p className={classes.tipText}>{tip.description}</p>
      {tip.tip && (
        <blockquote className={classes.quote}>
          <p className={classes.quoteLabel}>💡 {t('article.expertTip')}</p>
          <p>{tip.tip}</p>
        </blockquote>
      )}
      {(rating !== undefined || tip.price_range) && (
        <div className={classes.tipFacts}>
          {rating !== undefined && (
            <span className={classes.rating} role="img" aria-label={t('article.rating', { rating })}>
              <Stars value={rating} />
              <bdi dir="ltr" aria-hidden="true">
                {t('article.ratingValue', { rating, max: 5 })}
              </bdi>
            </span>
          )}
          {tip.price_range && (
            <Price label={t('article.price', { price: SLOT })} value={priceText(tip.price_range)} />
          )}
        </div>
      )}
      {link && tip.cta_text && (
        <div className={classes.cta}>
          <a className="button" href={link} target="_blank" rel="sponsored noopener noreferrer" data-testid="tip-cta">
            {tip.cta_text}
            <span aria-hidden="true" className="flip-rtl">
              ↗
            </span>
          </a>
          {tip.affiliate_note && <p className={classes.affiliate}>{tip.affiliate_note}</p>}
        </div>
      )}
    </li>
  );
}
