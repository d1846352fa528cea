import { useEffect, useRef, useState } from 'react';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import { Editor } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
// A subpath: the package's root would bring cursors, placeholders and more along.
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { Image } from './image-node';
import { Link } from './link-mark';
import { BulletList, ListItem, OrderedList } from './list-nodes';
import { RichTextToolbar } from './rich-text-toolbar';
import classes from './rich-text.module.css';

export interface RichTextBodyProps {
  /** The HTML the editor opens with (later changes from outside replace it, e.g. their version). */
  html: string;
  onChange?: (html: string) => void;
  /** Read-only: the original shown beside a translation. */
  readOnly?: boolean;
  label: string;
  id?: string;
  lang?: string;
  dir?: 'rtl' | 'ltr';
  invalid?: boolean;
  describedBy?: string;
  /** Hands out the editor once made (and null once gone), for a caller that inserts at the cursor. */
  onEditor?: (editor: Editor | null) => void;
}

/**
 * What the toolbar offers, no more: no code blocks, rules or underline (the magazine's bodies
 * have none), and each extension is weight this lazy chunk would carry for nothing.
 */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Strike,
  Heading,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  UndoRedo,
  Link,
  Image,
];

function attributesOf({ label, id, lang, dir, invalid, describedBy, readOnly }: RichTextBodyProps): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(id ? { id } : {}),
    ...(lang ? { lang } : {}),
    ...(dir ? { dir } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
  };
}

/**
 * A rich-text field (post bodies, a site's about / privacy / terms pages): Tiptap 3 (ProseMirror)
 * with a Mantine toolbar, in its own chunk loaded only where one is shown. Tiptap's schema keeps
 * only the marks and nodes it knows; the server sanitizes again on write.
 */
export default function RichTextBody(props: RichTextBodyProps) {
  const { html, onChange, readOnly = false, invalid } = props;
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // One editor per mount (the field remounts it for a replaced working copy).
  useEffect(() => {
    const instance = new Editor({
      element: mount.current,
      extensions: EXTENSIONS,
      content: html,
      editable: !readOnly,
      editorProps: { attributes: attributesOf(props) },
      onUpdate: ({ editor: current }) => onChangeRef.current?.(current.getHTML()),
    });
    setEditor(instance);
    props.onEditor?.(instance);
    return () => {
      props.onEditor?.(null);
      instance.destroy();
      setEditor(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; later props are applied below
  }, []);

  const attributes = JSON.stringify(attributesOf(props));
  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) as Record<string, string> } });
    }
  }, [editor, attributes]);

  // A replaced working copy (their version, a restored draft) reaches the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html) {
      editor.commands.setContent(html, { emitUpdate: false });
    }
  }, [editor, html]);

  return (
    <div className={`${classes.root} ${readOnly ? classes.readOnly : ''}`} data-invalid={invalid || undefined}>
      {!readOnly && editor && <RichTextToolbar editor={editor} lang={props.lang} />}
      <div ref={mount} className={classes.content} />
    </div>
  );
}
