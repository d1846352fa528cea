import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      setLink: (attributes: { href: string }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

/** The server's own rule (sanitize-html.ts): a scheme is http(s), mailto or tel, or there is none. */
export const SAFE_HREF = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Links, and only what the toolbar does with them (set, remove). Not @tiptap/extension-link:
 * its autolinking brings linkify (~9 KB gz) into a chunk that has a budget.
 */
export const Link = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  addAttributes() {
    return { href: { default: null }, target: { default: null }, rel: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (element) => (SAFE_HREF.test(element.getAttribute('href') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ chain }) =>
          SAFE_HREF.test(attributes.href) && chain().extendMarkRange(this.name).setMark(this.name, attributes).run(),
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
});
