import { JSDOM } from 'jsdom';
import type { CreatePostRequest, Media, UpdatePostRequest } from '../../contract';
import { badRequest, HttpError } from '../../lib/errors';
import { sanitizeHtml } from '../posts/sanitize-html';
import type { MediaType } from './detect-type';
import { fetchRemoteImage, readDataImage, RemoteImageError } from './fetch-remote-image';
import type { MediaService } from './service';
import { inspectImage } from './variants';

type PostBody = CreatePostRequest | UpdatePostRequest;

export interface ImportOptions {
  media: MediaService;
  /** MEDIA_PUBLIC_URL: links under it are ours already. */
  mediaPublicUrl: string | undefined;
  /** MEDIA_IMPORT_ALLOW_LOOPBACK (tests only). */
  allowLoopback: boolean;
  timeoutMs?: number;
  /** Whether the person saving may add images to the library (media.upload). */
  mayUpload: () => Promise<boolean>;
}

const NO_UPLOAD =
  'This image is not in the media library, and adding images to it is not part of your role: ask an editor to upload it';

/** Downloads run a few at a time: a body with fifty remote images does not open fifty sockets. */
const PARALLEL_FETCHES = 4;

/**
 * The absolute link to fetch when a src is a third party's image, null when it is ours or the
 * page's own (`/media/...`, MEDIA_PUBLIC_URL's, any other path on this host). `//host/x` is https.
 * The magazine's CSP (img-src 'self') stops anything this misses.
 */
export function remoteImageLink(src: string, mediaPublicUrl: string | undefined): string | null {
  const value = src.trim();
  if (mediaPublicUrl && value.startsWith(`${mediaPublicUrl}/`)) return null;
  // Browsers read `//host`, and `/\host` too, as another host over the page's scheme.
  if (/^[\\/]{2}/.test(value)) return `https://${value.replace(/^[\\/]+/, '')}`;
  if (/^data:/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return null;
}

let parser: JSDOM | undefined;
/** One jsdom window for every body (it is slow to start); a <template> parses without running anything. */
function template(html: string): HTMLTemplateElement {
  parser ??= new JSDOM('');
  const element = parser.window.document.createElement('template');
  element.innerHTML = html;
  return element;
}

interface Found {
  /** Where the editor sees the error: `featured_image_url` or `translations.<code>.content_html`. */
  fields: Set<string>;
  /** Alt text per language, from the featured image's alt or the <img alt>. */
  alt: Record<string, string>;
}

/** A body's third-party <img>, as the sanitizer leaves it (what is stored is what is imported). */
function bodyImages(html: string, mediaPublicUrl: string | undefined) {
  const root = template(sanitizeHtml(html));
  const images = Array.from(root.content.querySelectorAll('img'))
    .map((img) => ({ img, link: remoteImageLink(img.getAttribute('src') ?? '', mediaPublicUrl) }))
    .filter((entry): entry is { img: HTMLImageElement; link: string } => entry.link !== null);
  return { root, images };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/**
 * No third-party image reaches a reader (issue 16): a featured image link or a body's <img src>
 * that is not in the library is downloaded (as strictly as an upload), stored in the site's
 * library (alt text from the post, per language) and the post is rewritten to the library URL
 * before it is saved. Every link is downloaded and checked before any is stored, so a link that
 * fails refuses the save (400, the reason at the field) and leaves the library as it was.
 */
export async function importPostImages<T extends PostBody>(
  siteId: number,
  post: T,
  options: ImportOptions,
): Promise<T> {
  const found = new Map<string, Found>();
  const note = (link: string, field: string, code: string, alt: string | null | undefined) => {
    const entry = found.get(link) ?? { fields: new Set<string>(), alt: {} };
    entry.fields.add(field);
    if (alt?.trim() && !entry.alt[code]) entry.alt[code] = alt.trim();
    found.set(link, entry);
  };

  const featured = post.featured_image_url
    ? remoteImageLink(post.featured_image_url, options.mediaPublicUrl)
    : null;
  if (featured) {
    for (const [code, translation] of Object.entries(post.translations)) {
      note(featured, 'featured_image_url', code, translation.featured_image_alt);
    }
  }
  const bodies = new Map<string, ReturnType<typeof bodyImages>>();
  for (const [code, translation] of Object.entries(post.translations)) {
    if (translation.content_type !== 'html' || !translation.content_html || !/<img/i.test(translation.content_html)) continue;
    const body = bodyImages(translation.content_html, options.mediaPublicUrl);
    if (body.images.length === 0) continue;
    bodies.set(code, body);
    for (const { img, link } of body.images) note(link, `translations.${code}.content_html`, code, img.getAttribute('alt'));
  }
  if (found.size === 0) return post;
  if (!(await options.mayUpload())) {
    const fields = new Set([...found.values()].flatMap((entry) => [...entry.fields]));
    throw badRequest(NO_UPLOAD, Object.fromEntries([...fields].map((field) => [field, [NO_UPLOAD]])));
  }

  // Download and check every image first: nothing is stored unless all of them can be.
  const downloaded = new Map<string, { bytes: Buffer; type: MediaType }>();
  const errors: Record<string, string[]> = {};
  await inBatches([...found.keys()], PARALLEL_FETCHES, async (link) => {
    try {
      const image = /^data:/i.test(link)
        ? readDataImage(link)
        : await fetchRemoteImage(link, { allowLoopback: options.allowLoopback, timeoutMs: options.timeoutMs });
      await inspectImage(image.bytes, image.type).catch((error: unknown) => {
        throw error instanceof HttpError ? new RemoteImageError(lowerFirst(error.message)) : error;
      });
      downloaded.set(link, image);
    } catch (error) {
      if (!(error instanceof RemoteImageError)) throw error;
      const shown = /^data:/i.test(link) ? 'a pasted image' : link;
      for (const field of found.get(link)!.fields) (errors[field] ??= []).push(`Could not import ${shown}: ${error.message}`);
    }
  });
  const failed = Object.values(errors).flat();
  if (failed.length > 0) throw badRequest(failed.length === 1 ? failed[0]! : `${failed.length} images could not be imported`, errors);

  const imported = new Map<string, Media>();
  for (const [link, image] of downloaded) {
    const media = await options.media.upload(siteId, image.bytes, image.type);
    await options.media.addMissingAlt(siteId, media.id, found.get(link)!.alt);
    imported.set(link, media);
  }

  const translations = { ...post.translations };
  for (const [code, body] of bodies) {
    for (const { img, link } of body.images) {
      const media = imported.get(link)!;
      img.setAttribute('src', media.url);
      img.setAttribute('width', String(media.width));
      img.setAttribute('height', String(media.height));
    }
    translations[code] = { ...translations[code]!, content_html: body.root.innerHTML };
  }
  return {
    ...post,
    featured_image_url: featured ? imported.get(featured)!.url : post.featured_image_url,
    translations,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
