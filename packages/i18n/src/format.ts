import { DATE_LOCALES, type Locale } from './locales';

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
 * ("March 1st, 2026"), es-ES, fr-FR, ar-SA and zh-CN through Intl. Dates are calendar days, so
 * they are formatted in UTC and never shift by the reader's time zone. Empty for a bad date.
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  if (locale === 'en') {
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date);
    const day = date.getUTCDate();
    return `${month} ${day}${ordinalSuffix(day)}, ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    // ar-SA defaults to the Hijri calendar in some engines; publication dates are Gregorian.
    calendar: 'gregory',
  }).format(date);
}

/** A whole number in the reader's locale (Arabic uses Arabic-Indic digits under ar-SA). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale]).format(value);
}
