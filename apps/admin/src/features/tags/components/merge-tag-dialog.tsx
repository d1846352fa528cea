import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import type { AdminTag } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useTagWrites } from '../api/tags';
import { tagName, WORDS } from '../lib/words';

export interface MergeTagDialogProps {
  siteId: number;
  tag: AdminTag;
  /** Every tag of the site (the choice leaves `tag` out). */
  tags: AdminTag[];
  onClose: () => void;
}

/** Choose the tag to merge into, read what happens, confirm. */
export function MergeTagDialog({ siteId, tag, tags, onClose }: MergeTagDialogProps) {
  const { merge } = useTagWrites(siteId);
  const [into, setInto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = tags.filter((other) => other.id !== tag.id);

  const confirm = () => {
    if (!into) return;
    setError(null);
    merge.mutate(
      { id: tag.id, into: Number(into) },
      {
        onSuccess: ({ tag: target }) => {
          notifySuccess(WORDS.merged(tagName(tag), tagName(target)));
          onClose();
        },
        onError: (failure) => setError(apiFailure(failure).message),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={WORDS.mergeTitle(tagName(tag))}
      size="min(480px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': WORDS.cancel }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {others.length === 0 ? (
          <Text size="sm">{WORDS.noOtherTag}</Text>
        ) : (
          <Select
            label={WORDS.mergeInto}
            placeholder={WORDS.mergePlaceholder}
            searchable
            data={others.map((other) => ({ value: String(other.id), label: `${tagName(other)} (${WORDS.postsCount(other.posts_count)})` }))}
            value={into}
            onChange={setInto}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Text size="sm" c="dimmed">
          {WORDS.mergeHelp}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={merge.isPending} data-autofocus>
            {WORDS.cancel}
          </Button>
          <Button color="red" onClick={confirm} disabled={!into} loading={merge.isPending}>
            {WORDS.mergeConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
