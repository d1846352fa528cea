import { dateLocaleOf, type Locale } from './locales';

/**
 * One digit system per page. Arabic articles (prose, prices, slugs) are written with Latin digits,
 * so every number the magazine formats on an Arabic page (dates, read times, views, ratings, page
 * numbers, ranks) uses them too, through the Unicode `nu` extension of the SPEC's ar-SA locale.
 * Node (full ICU) and Chromium give the same output for these tags, so a server-rendered page
 * hydrates without a mismatch.
 */
const NUMBERING_SYSTEMS: Partial<Record<Locale, string>> = { ar: 'latn' };

/** The BCP 47 tag the magazine hands to Intl for a locale, e.g. ar-SA-u-nu-latn. */
export function intlLocale(locale: Locale): string {
  const numbering = NUMBERING_SYSTEMS[locale];
  const tag = dateLocaleOf(locale);
  return numbering ? `${tag}-u-nu-${numbering}` : tag;
}

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ... */
export function ordinalSuffix(day: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A publication date in the reader's language (SPEC section 9): en-US with an ordinal day
 * ("March 1st, 2026"), es-ES, fr-FR, ar-SA, zh-CN and every other catalogue language (de-DE,
 * he-IL ...) through Intl. Dates are calendar days, so
 * they are formatted in UTC and never shift by the reader's time zone. Empty for a bad date.
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  if (locale === 'en') {
    const day = date.getUTCDate();
    return `${dateFormat('en').format(date)} ${day}${ordinalSuffix(day)}, ${date.getUTCFullYear()}`;
  }
  return dateFormat(locale).format(date);
}

// Built once per locale, like the number formats below: a page formats a date per card.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** English: the month alone (the day takes an ordinal); the others: the whole date through Intl. */
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format =
      locale === 'en'
        ? new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
        : new Intl.DateTimeFormat(intlLocale(locale), {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
            // ar-SA defaults to the Hijri calendar in some engines; publication dates are Gregorian.
            calendar: 'gregory',
          });
    dateFormats.set(locale, format);
  }
  return format;
}

// Intl formatters are costly to build and pages format many numbers (server rendering too).
const numberFormats = new Map<string, Intl.NumberFormat>();
/** The one catalogue language whose own digits are not 0-9 (Persian: ۰-۹); format.test.ts checks it. */
const OWN_DIGITS = 'fa';

/**
 * A number in the reader's locale: fr "4 470" and "4,5", es "4470" (no separator below 10 000),
 * zh "4,470", ar "4,470" (Latin digits, see NUMBERING_SYSTEMS). At most one decimal: ratings are
 * halves, read times and counts whole numbers.
 */
export function formatNumber(value: number, locale: Locale): string {
  // A small whole number (a tip's number, a page number, a read time) is its plain digits in
  // every locale that writes 0-9: no formatter is built for it. The first Intl formatter of a
  // page costs a long task on a slow phone (a quarter of the article's hydration).
  if (value >= 0 && value < 1000 && Number.isInteger(value) && locale !== OWN_DIGITS) return String(value);
  const tag = intlLocale(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

const priceFormats = new Map<string, Intl.NumberFormat>();
/** "$10", "$10-$25", "$10 - 25": an amount in dollars written the English way, nothing more. */
const DOLLAR_AMOUNT = /^\$\s?(\d+(?:\.\d{1,2})?)(?:\s?[-–]\s?\$?\s?(\d+(?:\.\d{1,2})?))?$/;

/**
 * A tip's price in the reader's locale through Intl: "$10-$25" is "10-25 US$" in Spanish and
 * "US$10-25" in Chinese. Only a plain dollar amount or range is rewritten; any other text (a
 * translator's "10-25 美元", "Free", "$5-$12/month") is the writer's and is shown as written.
 */
export function formatPrice(value: string, locale: Locale): string {
  const match = DOLLAR_AMOUNT.exec(value.trim());
  if (!match) return value;
  const tag = intlLocale(locale);
  let format = priceFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    priceFormats.set(tag, format);
  }
  const low = Number(match[1]);
  const high = match[2] === undefined ? undefined : Number(match[2]);
  return high === undefined || high === low ? format.format(low) : format.formatRange(low, high);
}

/** "$" to "$$$$": a price level (1 to 4) rather than an amount; undefined for anything else. */
export function priceLevel(value: string): 1 | 2 | 3 | 4 | undefined {
  const match = /^\s*(\${1,4})\s*$/.exec(value);
  return match ? (match[1]!.length as 1 | 2 | 3 | 4) : undefined;
}
