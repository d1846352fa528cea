import { useMemo, useState } from 'react';
import { Button, NativeSelect, Popover, Text } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import { bodyBlockElements, bodyBlockSegment } from '@sitenet/api-client/html-blocks';
import { useEditor, useEditorSiteId } from '../hooks/editor-context';
import { MEMORY_POPOVER_WIDTH, MemoryMatches } from './memory-matches';

interface Block {
  /** Its memory segment: the block's inner HTML, as the memory stored it. */
  segment: string;
  /** What the translator reads in the list: its text, shortened. */
  label: string;
}

const PREVIEW_LENGTH = 70;

/** The English body's blocks that hold text, split as the memory splits them. */
function blocksOf(html: string): Block[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return bodyBlockElements(template.content).flatMap((element, index) => {
    const segment = bodyBlockSegment(element);
    if (!segment) return [];
    const text = element.textContent!.trim().replace(/\s+/g, ' ');
    const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
    return [{ segment, label: `${index + 1}. ${preview}` }];
  });
}

/**
 * The memory for a rich-text translation: pick a block (paragraph, heading, list item) of the
 * English body and its matches are listed; a chosen match goes in at the translation's cursor. The
 * memory pairs blocks by their place, so a translator working through the body block by block
 * finds each one's earlier translations, as beside a tip's fields.
 */
export function BodyMemory({ lang, onInsert }: { lang: string; onInsert: (html: string) => void }) {
  const siteId = useEditorSiteId();
  const original = useEditor((s) => s.draft.translations.en?.content_html ?? '');
  const [opened, setOpened] = useState(false);
  const blocks = useMemo(() => (opened ? blocksOf(original) : []), [opened, original]);
  const [chosen, setChosen] = useState(0);
  const block = blocks[Math.min(chosen, blocks.length - 1)];
  if (siteId === null || !original.trim()) return null;
  return (
    // No focus return: a chosen match leaves the cursor in the body, after what went in.
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={MEMORY_POPOVER_WIDTH} shadow="md" trapFocus returnFocus={false} withinPortal>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          mt={4}
          aria-label="Memory for the body"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          Memory
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog">
        {block ? (
          <>
            <NativeSelect
              size="xs"
              label="English block"
              mb={6}
              value={String(blocks.indexOf(block))}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
              data={blocks.map((entry, index) => ({ value: String(index), label: entry.label }))}
            />
            <Text size="xs" c="dimmed" mb={6}>
              Matches for this block; choose one to insert it at the cursor.
            </Text>
            <MemoryMatches
              siteId={siteId}
              lang={lang}
              source={block.segment}
              onInsert={(target) => {
                setOpened(false);
                onInsert(target);
              }}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            The English body has no text yet.
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
