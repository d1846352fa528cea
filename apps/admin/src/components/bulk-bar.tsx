import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { notifications } from '@mantine/notifications';
import {
  BULK_MAX_POSTS,
  CATEGORIES,
  type BulkAction,
  type BulkPostsInput,
} from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { apiFailure } from '../lib/api-failure';
import { useBulkPosts } from '../lib/api/bulk-posts';
import { useCategories } from '../lib/api/get-categories';
import { bulkSummary } from '../lib/bulk-summary';

export interface BulkBarProps {
  /** The selected posts' ids. */
  selected: number[];
  /** How many posts the current filter matches, on every page. */
  matching: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** The languages a publish, unpublish or schedule may name (the selected posts' languages). */
  languages: string[];
  /** The site of the list (null: every site of the person). */
  siteId: number | null;
  /** A post's title, to name refused posts in the summary. */
  titleOf: (id: number) => string | undefined;
}

const ACTIONS: Array<{ action: BulkAction; label: string; color?: string }> = [
  { action: 'publish', label: 'Publish' },
  { action: 'unpublish', label: 'Unpublish' },
  { action: 'schedule', label: 'Schedule' },
  { action: 'category', label: 'Change category' },
  { action: 'set_trending', label: 'Set trending' },
  { action: 'clear_trending', label: 'Clear trending' },
  { action: 'trash', label: 'Move to trash', color: 'red' },
];

const LANGUAGE_ACTIONS = new Set<BulkAction>(['publish', 'unpublish', 'schedule']);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const postsText = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/**
 * The bar over a list of posts with a selection (the posts table and the translation matrix):
 * how many are selected, "select all N matching", and the bulk actions, each confirmed in a
 * dialog that asks what it needs (languages, a date, a category). One request does the lot;
 * a notification then says what was done and what was refused, and why.
 */
export function BulkBar({
  selected,
  matching,
  onSelectAllMatching,
  onClear,
  languages,
  siteId,
  titleOf,
}: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | null>(null);
  if (selected.length === 0) return null;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Bulk actions">
      <Stack gap="xs">
        <Group gap="sm">
          <Text size="sm" fw={600} role="status">
            {`${postsText(selected.length)} selected`}
          </Text>
          {selected.length < matching && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAllMatching}>
              {`Select all ${matching} matching this filter`}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        <Group gap="xs">
          {ACTIONS.map((entry) => (
            <Button
              key={entry.action}
              size="xs"
              variant="light"
              color={entry.color}
              onClick={() => setAction(entry.action)}
            >
              {entry.label}
            </Button>
          ))}
        </Group>
      </Stack>
      {action && (
        <BulkDialog
          action={action}
          ids={selected}
          languages={languages}
          siteId={siteId}
          titleOf={titleOf}
          onClose={() => setAction(null)}
          onDone={onClear}
        />
      )}
    </Paper>
  );
}

interface BulkDialogProps {
  action: BulkAction;
  ids: number[];
  languages: string[];
  siteId: number | null;
  titleOf: (id: number) => string | undefined;
  onClose: () => void;
  onDone: () => void;
}

function BulkDialog({ action, ids, languages, siteId, titleOf, onClose, onDone }: BulkDialogProps) {
  const mutation = useBulkPosts();
  const [codes, setCodes] = useState<string[]>([]);
  const [publishAt, setPublishAt] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  // One site's list: its own categories; every site's: the eight every site starts with.
  const siteCategories = useCategories(siteId).data;
  const categoryOptions = siteCategories
    ? siteCategories.map((entry) => ({ value: entry.key, label: entry.translations.en?.name ?? entry.key }))
    : CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
  const [invalid, setInvalid] = useState<string | null>(null);
  const label = ACTIONS.find((entry) => entry.action === action)!.label;
  const failure = mutation.error ? apiFailure(mutation.error) : null;

  const body = (): BulkPostsInput | string => {
    const selection = { ids, ...(siteId ? { site_id: siteId } : {}) };
    if (ids.length > BULK_MAX_POSTS) return `At most ${BULK_MAX_POSTS} posts at once`;
    if (LANGUAGE_ACTIONS.has(action) && codes.length === 0) return 'Choose at least one language';
    if (action === 'publish' || action === 'unpublish')
      return { ...selection, action, languages: codes };
    if (action === 'schedule') {
      const at = publishAt ? new Date(publishAt) : null;
      if (!at || Number.isNaN(at.getTime())) return 'Choose when to publish';
      return { ...selection, action, languages: codes, publish_at: at.toISOString() };
    }
    if (action === 'category')
      return category
        ? { ...selection, action, category }
        : 'Choose a category';
    return { ...selection, action };
  };

  const confirm = () => {
    const next = body();
    if (typeof next === 'string') {
      setInvalid(next);
      return;
    }
    setInvalid(null);
    mutation.mutate(next, {
      onSuccess: (result) => {
        const { title, lines } = bulkSummary(result, titleOf);
        notifications.show({
          title,
          message: lines.length ? (
            <List size="sm" spacing={2}>
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : (
            'The list is up to date.'
          ),
          color: lines.length ? 'yellow' : 'green',
          withBorder: true,
          // Refusals stay until read: they say what still needs doing.
          autoClose: lines.length ? false : 4000,
        });
        onClose();
        onDone();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${label}: ${postsText(ids.length)}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {LANGUAGE_ACTIONS.has(action) && (
          <Checkbox.Group label="Languages" value={codes} onChange={setCodes}>
            <Group gap="sm" mt={4}>
              {languages.map((code) => (
                <Checkbox key={code} value={code} label={`${languageLabel(code)} (${code})`} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {action === 'schedule' && (
          <TextInput
            type="datetime-local"
            label="Publish at"
            value={publishAt}
            onChange={(event) => setPublishAt(event.currentTarget.value)}
          />
        )}
        {action === 'category' && (
          <Select
            label="Category"
            placeholder="Choose a category"
            data={categoryOptions}
            value={category}
            onChange={setCategory}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {action === 'trash' && (
          <Text size="sm">{`Move ${postsText(ids.length)} to the trash? They leave the magazine and can be restored for 30 days.`}</Text>
        )}
        {(action === 'set_trending' || action === 'clear_trending') && (
          <Text size="sm">
            {action === 'set_trending'
              ? `Mark ${postsText(ids.length)} as trending?`
              : `Stop showing ${postsText(ids.length)} as trending?`}
          </Text>
        )}
        {(invalid ?? failure) && (
          <Alert color="red" variant="light" role="alert">
            {invalid ?? (failure && [failure.message, ...Object.values(failure.fields)].join(' '))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            color={action === 'trash' ? 'red' : undefined}
            onClick={confirm}
            loading={mutation.isPending}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
