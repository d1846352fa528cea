import { Stack, Text } from '@mantine/core';
import type { Offer, OfferStatus } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../lib/notify-success';
import { useSaveOffer } from '../api/save-offer';
import { bodyOf } from '../lib/offer-form';
import { PlacementsTable } from './placements-table';

const VERB: Record<OfferStatus, string> = { active: 'Resume', paused: 'Pause', ended: 'End' };

/**
 * Pause, end or resume an offer. Before it stops, the dialog lists every placement it affects and
 * says what readers will get instead (the tips' own links, or no button).
 */
export function OfferStatusDialog({
  offer,
  status,
  onClose,
}: {
  offer: Offer;
  status: OfferStatus;
  onClose: () => void;
}) {
  const save = useSaveOffer();
  const stops = status !== 'active';
  const confirm = () =>
    save.mutate(
      { id: offer.id, body: { ...bodyOf(offer), status } },
      {
        onSuccess: () => {
          notifySuccess(`${offer.name}: ${status}`);
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      title={`${VERB[status]} “${offer.name}”?`}
      confirmLabel={`${VERB[status]} offer`}
      confirmColor={stops ? 'red' : undefined}
      onConfirm={confirm}
      onCancel={onClose}
      busy={save.isPending}
      error={save.error?.message ?? null}
    >
      <Stack gap="sm">
        <Text size="sm">
          {stops
            ? offer.on_inactive === 'hide'
              ? 'These tips lose their button at once, on every site and language:'
              : 'These tips send readers to their own fallback link from the next click:'
            : 'These tips follow the offer again from the next click:'}
        </Text>
        <PlacementsTable offerId={offer.id} />
      </Stack>
    </ConfirmDialog>
  );
}
