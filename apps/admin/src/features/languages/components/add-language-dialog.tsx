import { useEffect, useMemo, useState } from 'react';
import { Button, Combobox, Group, Modal, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Icon } from '../../../components/icons';
import { useAddLanguage } from '../api/add-language';
import { useAvailableLanguages } from '../api/get-available-languages';
import { logger } from '../../../lib/logger';
import classes from './languages.module.css';

export interface AddLanguageDialogProps {
  opened: boolean;
  onClose: () => void;
  siteId: number | null;
}

/** SPEC 2.7: a searchable picker; Add is disabled until a language is chosen. */
export function AddLanguageDialog({ opened, onClose, siteId }: AddLanguageDialogProps) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const combobox = useCombobox();
  const available = useAvailableLanguages(siteId, { enabled: opened });
  const addLanguage = useAddLanguage();

  // A failing list is logged and shows as empty (SPEC section 8).
  useEffect(() => {
    if (available.error) logger.error('Failed to load available languages', available.error);
  }, [available.error]);
  const languages = useMemo(
    () => (available.error ? [] : (available.data ?? [])),
    [available.data, available.error],
  );
  const needle = search.trim().toLowerCase();
  const matches = languages.filter(
    (l) =>
      !needle ||
      l.label.toLowerCase().includes(needle) ||
      l.nativeName.toLowerCase().includes(needle) ||
      l.code.toLowerCase().includes(needle),
  );

  const close = () => {
    setSearch('');
    setSelected(null);
    onClose();
  };

  const submit = () => {
    if (!selected) return;
    addLanguage.mutate({ code: selected, siteId }, { onSuccess: close });
  };

  // Only a successful empty answer means everything was added; a failed load is not that.
  const allAdded = available.isSuccess && languages.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Language"
      centered
      size="min(440px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {available.isPending ? (
          <Text c="dimmed" size="sm" role="status">
            Loading languages...
          </Text>
        ) : allAdded ? (
          <Text c="dimmed" size="sm">
            All supported languages have been added.
          </Text>
        ) : (
          <Combobox store={combobox} onOptionSubmit={(value) => setSelected(value)}>
            <Combobox.EventsTarget>
              <TextInput
                label="Language"
                placeholder="Search languages..."
                leftSection={<Icon name="search" size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.updateSelectedOptionIndex();
                }}
                data-autofocus
              />
            </Combobox.EventsTarget>
            <div className={classes.pickerList} tabIndex={0} aria-label="Available languages">
              <Combobox.Options aria-label="Available languages">
                {matches.length === 0 ? (
                  <Combobox.Empty>No languages found.</Combobox.Empty>
                ) : (
                  matches.map((language) => (
                    <Combobox.Option
                      key={language.code}
                      value={language.code}
                      active={language.code === selected}
                      selected={language.code === selected}
                      aria-selected={language.code === selected}
                      data-label={language.label}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <span aria-hidden="true">{language.flag}</span>
                        <span>
                          {language.label}{' '}
                          <Text span c="dimmed" size="xs">
                            {language.nativeName} · {language.code.toUpperCase()}
                          </Text>
                        </span>
                        {language.code === selected && (
                          <Icon name="check" size={16} style={{ marginInlineStart: 'auto' }} />
                        )}
                      </Group>
                    </Combobox.Option>
                  ))
                )}
              </Combobox.Options>
            </div>
          </Combobox>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!selected} loading={addLanguage.isPending}>
            Add Language
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
