import { useEffect } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor as useTiptap } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

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
}

/**
 * The HTML body: Tiptap 3 through @mantine/tiptap (its own chunk, loaded only for HTML bodies).
 * Tiptap's schema keeps only the marks and nodes it knows; the server sanitizes again on write.
 */
export default function RichTextBody({
  html,
  onChange,
  readOnly = false,
  label,
  id,
  lang,
  dir,
  invalid,
  describedBy,
}: RichTextBodyProps) {
  const editor = useTiptap({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https'], autolink: true }),
    ],
    content: html,
    editable: !readOnly,
    editorProps: {
      attributes: {
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(lang ? { lang } : {}),
        ...(dir ? { dir } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML()),
  });

  // A replaced working copy (their version, a restored draft) reaches the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html) {
      editor.commands.setContent(html, { emitUpdate: false });
    }
  }, [editor, html]);

  return (
    <RichTextEditor editor={editor}>
      {!readOnly && (
        <RichTextEditor.Toolbar sticky stickyOffset={56}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
