/**
 * The blocks of a post body, as the translation memory stores them: each top-level element (a
 * paragraph, a heading, a quote ...), but each item of a top-level list. The API splits bodies with
 * jsdom, the console with the browser's DOM; both read this, so a paragraph the console looks up
 * is the very text the memory stored for it. Plain structure, so this package needs no DOM.
 */
export interface BodyBlockElement {
  readonly tagName: string;
  readonly children: ArrayLike<BodyBlockElement>;
  readonly textContent: string | null;
  innerHTML: string;
}

/** The body's block elements in order (`content`: the parsed body's top level, e.g. a template's). */
export function bodyBlockElements<E extends BodyBlockElement>(content: { readonly children: ArrayLike<E> }): E[] {
  return Array.from(content.children).flatMap((element) =>
    element.tagName === 'UL' || element.tagName === 'OL'
      ? Array.from(element.children as ArrayLike<E>).filter((item) => item.tagName === 'LI')
      : [element],
  );
}

/** A block's memory segment: its inner HTML, or '' for a block without text (no segment). */
export const bodyBlockSegment = (element: BodyBlockElement): string => (element.textContent?.trim() ? element.innerHTML.trim() : '');
