import { memo } from 'react';
import { Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useOffers } from '../../../lib/api/get-offers';
import { useEditor, useEditorSiteId, useEditorStoreApi } from '../hooks/editor-context';
import { errorKey, fieldId } from '../lib/field-errors';

/**
 * A tip's call to action pointing to an affiliate offer (searchable; the offers usable on the
 * post's site). The offer's partner becomes the company name when none is written (still
 * editable); the tip's own link stays as the fallback while the offer is paused or ended.
 */
export const OfferField = memo(function OfferField({
  tipId,
  position,
}: {
  tipId: string;
  position: number;
}) {
  const store = useEditorStoreApi();
  const siteId = useEditorSiteId();
  const value = useEditor(
    (s) => s.draft.translations.en?.content.find((tip) => tip.id === tipId)?.offer_id ?? '',
  );
  const key = errorKey.tip('en', tipId, 'offer_id');
  const error = useEditor((s) => s.errors[key]);
  const offers = useOffers(siteId, {}, { enabled: siteId !== null });
  const list = offers.data?.data ?? [];
  const data = list.map((offer) => ({
    value: String(offer.id),
    label: `${offer.name} (${offer.partner_name})${offer.status === 'active' ? '' : ` · ${offer.status}`}`,
  }));
  // A saved offer not (yet) in the list still shows as chosen.
  if (value && !data.some((option) => option.value === value))
    data.push({ value, label: `Offer #${value}` });

  const choose = (next: string | null) => {
    const state = store.getState();
    state.setTipField('en', tipId, 'offer_id', next ?? '');
    const offer = list.find((candidate) => String(candidate.id) === next);
    const tip = state.draft.translations.en?.content.find((candidate) => candidate.id === tipId);
    if (offer && tip && !tip.company_name.trim())
      state.setTipField('en', tipId, 'company_name', offer.partner_name);
  };

  return (
    <Select
      id={fieldId(key)}
      label="Offer"
      aria-label={`Tip ${position} offer`}
      description="The button follows the offer; the link below is the fallback while it is paused or ended"
      placeholder={
        offers.isPending && siteId !== null
          ? 'Loading offers...'
          : offers.error
            ? 'Offers could not be loaded'
            : 'No offer: the link below'
      }
      data={data}
      value={value || null}
      onChange={choose}
      searchable
      clearable
      nothingFoundMessage="No offer matches"
      error={error ?? (offers.error ? 'Offers could not be loaded' : undefined)}
    />
  );
});
