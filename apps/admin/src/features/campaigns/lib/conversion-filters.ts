import { conversionsQuerySchema, type ConversionRange, type Offer } from '@sitenet/api-client';
import { readRange, writeRange } from '../../../lib/period';

/**
 * The conversions section's filters in the URL of /campaigns. Prefixed: the same URL holds the
 * Performance report's own `range` and `group_by`, and each section keeps its period.
 */
export const CONVERSION_PARAMS = {
  range: 'conversions_range',
  offer: 'conversions_offer',
  page: 'conversions_page',
} as const;

export interface ConversionUrlFilters {
  range: ConversionRange;
  /** Undefined: every offer. */
  offerId?: number;
  page: number;
}

/**
 * Reads the filters; a value the API would refuse with a 400 (checked with the contract's own
 * schema) or an offer not in `offers` falls back to the default. `offers` undefined: the list is
 * still loading, and a well-formed id is kept until it can be checked.
 */
export function readConversionFilters(
  params: URLSearchParams,
  offers: readonly Offer[] | undefined,
): ConversionUrlFilters {
  const { offer_id: offerSchema, page: pageSchema } = conversionsQuerySchema.shape;
  const offer = offerSchema.safeParse(params.get(CONVERSION_PARAMS.offer) ?? undefined);
  const offerId = offer.success ? offer.data : undefined;
  const page = pageSchema.safeParse(params.get(CONVERSION_PARAMS.page) ?? undefined);
  return {
    range: readRange(params, CONVERSION_PARAMS.range),
    offerId:
      offerId !== undefined && (!offers || offers.some((known) => known.id === offerId))
        ? offerId
        : undefined,
    page: page.success ? page.data : 1,
  };
}

/** Writes the filters into `params`, leaving the others alone; defaults are left out of the URL. */
export function writeConversionFilters(
  params: URLSearchParams,
  filters: ConversionUrlFilters,
): void {
  writeRange(params, filters.range, CONVERSION_PARAMS.range);
  if (filters.offerId === undefined) params.delete(CONVERSION_PARAMS.offer);
  else params.set(CONVERSION_PARAMS.offer, String(filters.offerId));
  if (filters.page === 1) params.delete(CONVERSION_PARAMS.page);
  else params.set(CONVERSION_PARAMS.page, String(filters.page));
}
