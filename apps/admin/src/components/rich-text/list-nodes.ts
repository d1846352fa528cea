import { Node, mergeAttributes, wrappingInputRule } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    lists: {
      toggleBulletList: () => ReturnType;
      toggleOrderedList: () => ReturnType;
    };
  }
}

/**
 * Bullet and numbered lists, as @tiptap/extension-list defines them but without its task lists
 * and list keymaps (~4 KB gz): the list commands themselves are part of @tiptap/core.
 */
export const ListItem = Node.create({
  name: 'listItem',
  content: 'paragraph block*',
  defining: true,
  parseHTML: () => [{ tag: 'li' }],
  renderHTML: ({ HTMLAttributes }) => ['li', mergeAttributes(HTMLAttributes), 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

export const BulletList = Node.create({
  name: 'bulletList',
  group: 'block list',
  content: 'listItem+',
  parseHTML: () => [{ tag: 'ul' }],
  renderHTML: ({ HTMLAttributes }) => ['ul', mergeAttributes(HTMLAttributes), 0],
  addCommands() {
    return {
      toggleBulletList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-8': () => this.editor.commands.toggleBulletList() };
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^\s*([-+*])\s$/, type: this.type })];
  },
});

export const OrderedList = Node.create({
  name: 'orderedList',
  group: 'block list',
  content: 'listItem+',
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => (element.hasAttribute('start') ? Number(element.getAttribute('start')) : 1),
        renderHTML: ({ start }: { start?: number }) => (start && start !== 1 ? { start } : {}),
      },
    };
  },
  parseHTML: () => [{ tag: 'ol' }],
  renderHTML: ({ HTMLAttributes }) => ['ol', mergeAttributes(HTMLAttributes), 0],
  addCommands() {
    return {
      toggleOrderedList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-7': () => this.editor.commands.toggleOrderedList() };
  },
  addInputRules() {
    return [
      wrappingInputRule({
        find: /^(\d+)\.\s$/,
        type: this.type,
        getAttributes: (match) => ({ start: Number(match[1]) }),
        joinPredicate: (match, node) => node.childCount + (node.attrs.start as number) === Number(match[1]),
      }),
    ];
  },
});
