import type { CampaignGroup, CampaignReportRow, Money } from '@sitenet/api-client';

/** The report's groupings; a site's own report has no "by site". */
export function groupOptions(siteScoped: boolean): { value: CampaignGroup; label: string }[] {
  return [
    { value: 'offer', label: 'Offer' },
    ...(siteScoped ? [] : [{ value: 'site' as const, label: 'Site' }]),
    { value: 'language', label: 'Language' },
    { value: 'post', label: 'Article' },
  ];
}

export function readGroup(params: URLSearchParams, siteScoped: boolean): CampaignGroup {
  const value = params.get('group_by');
  return groupOptions(siteScoped).find((option) => option.value === value)?.value ?? 'offer';
}

/** A row's name: a language is shown by its code in capitals. */
export function rowLabel(row: CampaignReportRow, group: CampaignGroup): string {
  return group === 'language' ? row.label.toUpperCase() : row.label;
}

/**
 * What an earnings column sorts by: the sum of its amounts. Exact with one currency (the usual
 * case, and always once the API converts to the reporting currency); a rough order otherwise.
 */
export const earningsSortValue = (amounts: readonly Money[]): number =>
  amounts.reduce((sum, money) => sum + money.amount, 0);

const integer = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 });

export const formatCount = (value: number): string => integer.format(value);
export const formatRate = (value: number): string => percent.format(value);
