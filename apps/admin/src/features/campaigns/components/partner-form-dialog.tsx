import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { Partner } from '@sitenet/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { useSavePartner } from '../api/save-partner';
import { fieldErrors } from '../lib/offer-form';

export interface PartnerFormDialogProps {
  /** null: a new partner. */
  partner: Partner | null;
  onClose: () => void;
}

/** Add or edit a partner: name, website, contact, notes. */
export function PartnerFormDialog({ partner, onClose }: PartnerFormDialogProps) {
  const save = useSavePartner();
  const [values, setValues] = useState({
    name: partner?.name ?? '',
    website: partner?.website ?? '',
    contact: partner?.contact ?? '',
    notes: partner?.notes ?? '',
  });
  const errors = fieldErrors(save.error);
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    // Read now: React's event is not there any more when the updater runs.
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: partner?.id ?? null,
        body: {
          name: values.name,
          website: values.website || null,
          contact: values.contact || null,
          notes: values.notes || null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(partner ? 'Partner saved' : 'Partner added');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={partner ? 'Edit partner' : 'Add partner'}
      size="min(440px, calc(100vw - 32px))"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.error && Object.keys(errors).length === 0 && (
            <Alert color="red">{save.error.message}</Alert>
          )}
          <TextInput
            label="Name"
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label="Website"
            placeholder="https://"
            value={values.website}
            onChange={set('website')}
            error={errors.website}
          />
          <TextInput
            label="Contact"
            value={values.contact}
            onChange={set('contact')}
            error={errors.contact}
          />
          <Textarea
            label="Notes"
            rows={3}
            value={values.notes}
            onChange={set('notes')}
            error={errors.notes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save partner
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
