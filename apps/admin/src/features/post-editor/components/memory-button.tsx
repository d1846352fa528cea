import { useState } from 'react';
import { Button, Popover, Text } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import { useEditorSiteId } from '../hooks/editor-context';
import { MEMORY_POPOVER_WIDTH, MemoryMatches } from './memory-matches';

interface MemoryButtonProps {
  lang: string;
  /** The original's text of the segment (nothing to look up: no button). */
  source: string;
  /** Which field, for the button's accessible name ("Memory for the title"). */
  fieldName: string;
  onInsert: (target: string) => void;
}

/**
 * A small "Memory" button under a translation field: it opens the memory's matches for the
 * original's text of that field (asked for only then), and a chosen match goes into the field.
 * The popover floats over the form, so nothing below moves.
 */
export function MemoryButton({ lang, source, fieldName, onInsert }: MemoryButtonProps) {
  const siteId = useEditorSiteId();
  const [opened, setOpened] = useState(false);
  if (siteId === null || !source.trim()) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={MEMORY_POPOVER_WIDTH} shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Memory for the ${fieldName}`}
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          Memory
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Translation memory for the ${fieldName}`} role="dialog">
        <Text size="xs" c="dimmed" mb={6}>
          Matches for the English text; choose one to insert it.
        </Text>
        <MemoryMatches
          siteId={siteId}
          lang={lang}
          source={source}
          enabled={opened}
          onInsert={(target) => {
            onInsert(target);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
