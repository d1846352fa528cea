import { mergeAttributes, Node } from '@tiptap/core';

/**
 * A body image, `<img src alt width height>` and nothing else (the body policy keeps those; the
 * magazine adds srcset for library images). A block of its own: a picture is not a word.
 */
export const Image = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    const plain = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(name),
      renderHTML: (attributes: Record<string, unknown>) =>
        attributes[name] == null ? {} : { [name]: String(attributes[name]) },
    });
    return { src: plain('src'), alt: plain('alt'), width: plain('width'), height: plain('height') };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
