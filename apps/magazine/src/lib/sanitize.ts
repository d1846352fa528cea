import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import type { BodyImage } from '@sitenet/api-client';
import { htmlBodyPolicy, secureLinkTarget } from '@sitenet/api-client/html-body-policy';

let purifier: Purifier | undefined;
let serverWindow: WindowLike | undefined;
/** The library images of the body being sanitized (set for one synchronous sanitize call). */
let currentImages: Readonly<Record<string, BodyImage>> | undefined;

/** How wide a body image is shown: the article column, at most its own width (the srcset picks). */
export const BODY_IMAGE_SIZES = '(min-width: 860px) 760px, 100vw';

/** The server has no window: it hands one in (a jsdom window) before it renders. */
export function setSanitizerWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = undefined;
}

/** The part of a DOM element the image hook reads and writes. */
interface ImageNode {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/**
 * A library image (its src is one the API listed in body_images) gets its sources and real size,
 * like a featured image: srcset (WebP, which every browser the magazine supports decodes),
 * sizes, width and height (no layout shift), lazy loading. Runs after the policy, so the srcset
 * it forbids in stored bodies is ours, built from the API's variants, never the writer's.
 */
function libraryImage(node: ImageNode): void {
  if (!currentImages || node.nodeName !== 'IMG') return;
  const src = node.getAttribute('src');
  const image = src ? currentImages[src] : undefined;
  if (!image) return;
  node.setAttribute('src', image.src);
  if (image.webp) {
    node.setAttribute('srcset', image.webp);
    node.setAttribute('sizes', BODY_IMAGE_SIZES);
  }
  node.setAttribute('width', String(image.width));
  node.setAttribute('height', String(image.height));
  node.setAttribute('loading', 'lazy');
  node.setAttribute('decoding', 'async');
}

/** One DOMPurify per window, created on first use (never at module scope, so SSR can import this). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(serverWindow ?? window);
  instance.addHook('afterSanitizeAttributes', secureLinkTarget);
  instance.addHook('afterSanitizeAttributes', libraryImage);
  purifier = instance;
  return instance;
}

/**
 * Sanitizes an article's content_html with the policy the API applied on write (a body stored
 * before that policy, or by another writer, is made safe here all the same). `images` (the
 * article's body_images) turns library images into responsive ones.
 */
export function sanitizeHtml(html: string, images?: Readonly<Record<string, BodyImage>>): string {
  currentImages = images;
  try {
    return getPurifier().sanitize(html, htmlBodyPolicy);
  } finally {
    currentImages = undefined;
  }
}
