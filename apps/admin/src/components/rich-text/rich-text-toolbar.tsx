import { useContext, useEffect, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Popover, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { ImagePickerContext, type PickedImage } from './image-picker';
import { SAFE_HREF } from './link-mark';
import classes from './rich-text.module.css';

/** Stroke icons on a 24-unit grid, drawn here so the toolbar needs no icon library. */
const ICONS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM13 12h1a3.5 3.5 0 0 1 0 7H7v-7',
  italic: 'M11 5h6M7 19h6M14 5l-4 14',
  strike: 'M5 12h14M16 6.5A4 2.5 0 0 0 12 5h-1a3.5 3.5 0 0 0 0 7h2a3.5 3.5 0 0 1 0 7h-1.5a4 2.5 0 0 1-4-1.5',
  clear: 'M17 15l4 4M21 15l-4 4M7 6V5h11v1M7 19h4M13 5L9 19',
  quote: 'M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.7-1.3 4.3-4 5M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.7-1.3 4.3-4 5',
  bullets: 'M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01',
  numbers: 'M11 6h9M11 12h9M12 18h8M4 16a2 2 0 1 1 4 0c0 .6-.5 1-1 1.5L4 20h4M6 10V4L4 6',
  link: 'M9 15l6-6M11 6l.5-.5a5 5 0 0 1 7 7l-.5.5M13 18l-.4.5a5 5 0 0 1-7-7L6 11',
  unlink: 'M17 22v-2M9 15l6-6M11 6l.5-.5a5 5 0 0 1 7 7l-.5.5M13 18l-.4.5a5 5 0 0 1-7-7L6 11M20 17h2M2 7h2M7 2v2',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5l-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l2-2l5 5M15 9v.01',
} as const;

function Glyph({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={ICONS[name]} />
    </svg>
  );
}

interface ControlProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Control({ label, active, disabled, onClick, children }: ControlProps) {
  return (
    <ActionIcon
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}

function LinkControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setError(null);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!value) editor.chain().focus().unsetLink().run();
    else if (!SAFE_HREF.test(value)) return setError('Use an http, https, mailto or tel address');
    else editor.chain().focus().setLink({ href: value }).run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <Control label="Link" active={editor.isActive('link')} onClick={() => (opened ? setOpened(false) : open())}>
          <Glyph name="link" />
        </Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label="Link address"
              placeholder="https://example.com/"
              value={href}
              error={error}
              onChange={(event) => setHref(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
            />
            {/* Not "Save": that is the post's own button. */}
            <Button size="xs" type="submit">
              Apply
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** "Insert image": the page's picker (the media library); the choice goes in as <img src alt width height>. */
function ImageControl({ editor, lang }: { editor: Editor; lang?: string }) {
  const Picker = useContext(ImagePickerContext);
  const [opened, setOpened] = useState(false);
  if (!Picker) return null;
  const insert = ({ src, alt, width, height }: PickedImage) => {
    setOpened(false);
    editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt, width, height } }).run();
  };
  return (
    <>
      <Control label="Insert image" onClick={() => setOpened(true)}>
        <Glyph name="image" />
      </Control>
      <Picker opened={opened} onClose={() => setOpened(false)} onPick={insert} lang={lang} />
    </>
  );
}

/** The formatting the magazine renders, as toggle buttons that say whether they are on. */
export function RichTextToolbar({ editor, lang }: { editor: Editor; lang?: string }) {
  // Every transaction (typing, moving the caret) may change which buttons are on.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor.on('transaction', refresh);
    return () => {
      editor.off('transaction', refresh);
    };
  }, [editor]);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Formatting">
      <Group gap={2} className={classes.group}>
        <Control label="Bold" active={editor.isActive('bold')} onClick={run((c) => c.toggleBold())}>
          <Glyph name="bold" />
        </Control>
        <Control label="Italic" active={editor.isActive('italic')} onClick={run((c) => c.toggleItalic())}>
          <Glyph name="italic" />
        </Control>
        <Control label="Strikethrough" active={editor.isActive('strike')} onClick={run((c) => c.toggleStrike())}>
          <Glyph name="strike" />
        </Control>
        <Control label="Clear formatting" onClick={run((c) => c.unsetAllMarks().clearNodes())}>
          <Glyph name="clear" />
        </Control>
      </Group>
      <Group gap={2} className={classes.group}>
        <Control label="Heading 2" active={editor.isActive('heading', { level: 2 })} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          <span className={classes.glyphText}>H2</span>
        </Control>
        <Control label="Heading 3" active={editor.isActive('heading', { level: 3 })} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
          <span className={classes.glyphText}>H3</span>
        </Control>
        <Control label="Blockquote" active={editor.isActive('blockquote')} onClick={run((c) => c.toggleBlockquote())}>
          <Glyph name="quote" />
        </Control>
        <Control label="Bullet list" active={editor.isActive('bulletList')} onClick={run((c) => c.toggleBulletList())}>
          <Glyph name="bullets" />
        </Control>
        <Control label="Ordered list" active={editor.isActive('orderedList')} onClick={run((c) => c.toggleOrderedList())}>
          <Glyph name="numbers" />
        </Control>
      </Group>
      <Group gap={2} className={classes.group}>
        <LinkControl editor={editor} />
        <Control label="Remove link" disabled={!editor.isActive('link')} onClick={run((c) => c.unsetLink())}>
          <Glyph name="unlink" />
        </Control>
        <ImageControl editor={editor} lang={lang} />
      </Group>
      <Group gap={2} className={classes.group}>
        <Control label="Undo" disabled={!editor.can().undo()} onClick={run((c) => c.undo())}>
          <Glyph name="undo" />
        </Control>
        <Control label="Redo" disabled={!editor.can().redo()} onClick={run((c) => c.redo())}>
          <Glyph name="redo" />
        </Control>
      </Group>
    </div>
  );
}
