import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { Offer, Partner, Site } from '@sitenet/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { useSaveOffer } from '../api/save-offer';
import { fieldErrors, formValues, offerBody, type OfferFormValues } from '../lib/offer-form';

export interface OfferFormDialogProps {
  /** null: a new offer. */
  offer: Offer | null;
  partners: Partner[];
  /** The sites an offer may belong to. */
  sites: Site[];
  /** The site page the dialog opened on (a new offer belongs to it). */
  siteId: number | null;
  /** Whether "every site" may be chosen (owners and administrators). */
  mayUseEverySite: boolean;
  onClose: () => void;
}

/** Add or edit an offer: where its tips send readers, per language, and on what terms. */
export function OfferFormDialog({
  offer,
  partners,
  sites,
  siteId,
  mayUseEverySite,
  onClose,
}: OfferFormDialogProps) {
  const save = useSaveOffer();
  const [values, setValues] = useState<OfferFormValues>(() => formValues(offer, siteId));
  const errors = fieldErrors(save.error);
  const set = (field: keyof OfferFormValues) => (event: { currentTarget: { value: string } }) => {
    // Read now: React's event is not there any more when the updater runs.
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: offer?.id ?? null, body: offerBody(values) },
      {
        onSuccess: () => {
          notifySuccess(offer ? 'Offer saved: every tip follows at its next click' : 'Offer added');
          onClose();
        },
      },
    );
  };

  const siteOptions = [
    ...(mayUseEverySite || values.site_id === '' ? [{ value: '', label: 'Every site' }] : []),
    ...sites.map((site) => ({ value: String(site.id), label: site.domain })),
  ];

  return (
    <Modal opened onClose={onClose} title={offer ? 'Edit offer' : 'Add offer'} size="min(620px, calc(100vw - 32px))">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.error && Object.keys(errors).length === 0 && (
            <Alert color="red">{save.error.message}</Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Partner"
              required
              value={values.partner_id}
              onChange={set('partner_id')}
              error={errors.partner_id}
              data={[
                { value: '', label: 'Choose a partner' },
                ...partners.map((partner) => ({ value: String(partner.id), label: partner.name })),
              ]}
            />
            <NativeSelect
              label="Site"
              value={values.site_id}
              onChange={set('site_id')}
              error={errors.site_id}
              data={siteOptions}
            />
          </SimpleGrid>
          <TextInput
            label="Name"
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextInput
            label="Destination URL"
            required
            placeholder="https://partner.example/landing"
            value={values.destination_url}
            onChange={set('destination_url')}
            error={errors.destination_url}
          />
          <Textarea
            label="Destinations per language"
            description="One per line, e.g. es=https://partner.example/es (other languages use the destination URL)"
            rows={3}
            value={values.destinations}
            onChange={set('destinations')}
            error={errors.destinations}
          />
          <TextInput
            label="Tracking template"
            description="Added to the destination's query. Placeholders: {site} {lang} {post} {tip} {click_id}"
            placeholder="utm_source={site}&sub={click_id}"
            value={values.template}
            onChange={set('template')}
            error={errors.template}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label="Starts"
              value={values.starts_at}
              onChange={set('starts_at')}
              error={errors.starts_at}
            />
            <TextInput
              type="datetime-local"
              label="Ends"
              value={values.ends_at}
              onChange={set('ends_at')}
              error={errors.ends_at}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Commission"
              value={values.model}
              onChange={set('model')}
              error={errors.model}
              data={[
                { value: 'per_click', label: 'Per click' },
                { value: 'per_lead', label: 'Per lead' },
                { value: 'percent', label: '% of sale' },
              ]}
            />
            <TextInput
              label="Rate"
              inputMode="decimal"
              value={values.rate}
              onChange={set('rate')}
              error={errors.rate}
            />
            <TextInput
              label="Currency"
              maxLength={3}
              value={values.currency}
              onChange={set('currency')}
              error={errors.currency}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Status"
              value={values.status}
              onChange={set('status')}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'paused', label: 'Paused' },
                { value: 'ended', label: 'Ended' },
              ]}
            />
            <NativeSelect
              label="When inactive"
              value={values.on_inactive}
              onChange={set('on_inactive')}
              data={[
                { value: 'fallback', label: 'Send readers to the tip’s own link' },
                { value: 'hide', label: 'Hide the button' },
              ]}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Changing this offer changes every tip that points to it, on every site and language, at
            the next click.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
