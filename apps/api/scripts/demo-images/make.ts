/**
 * Makes the demo articles' featured images, offline, once: an illustration per article composed
 * from its category's palette, rendered through the product's own media pipeline into
 * content/demo/media (the variants the magazine serves, plus manifest.json), and each article
 * file pointed at it with alt text per language. The output is data, committed with the demo
 * content; the seed installs it, so no start or test renders an image.
 *
 *   pnpm --filter @sitenet/api demo:images
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_CATEGORY_STYLES } from '@sitenet/i18n/category-styles';
import { DEMO_CONTENT_DIR } from '../../src/env';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_MANIFEST, type DemoMediaManifest } from '../../src/db/seed/demo-media';
import { LocalMediaStorage } from '../../src/modules/media/storage/local-storage';
import { contentHash, renderVariants } from '../../src/modules/media/variants';
import altTexts from './alt-texts.json';

const WIDTH = 1280;
const HEIGHT = 720;

/** A repeatable stream of numbers in [0, 1) from the article's key: the same key, the same picture. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The two colours of a `linear-gradient(135deg, #a 0%, #b 100%)`. */
function gradientColours(gradient: string): [string, string] {
  const colours = gradient.match(/#[0-9a-f]{6}/gi);
  if (!colours || colours.length < 2) throw new Error(`No two colours in ${gradient}`);
  return [colours[0]!, colours[1]!];
}

/** `#rrggbb` darkened towards black by `amount` (0..1): the shapes' ink, from the palette itself. */
function darker(hex: string, amount: number): string {
  const channel = (at: number) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - amount));
  return `#${[1, 3, 5].map((at) => channel(at).toString(16).padStart(2, '0')).join('')}`;
}

function illustration(key: string, category: string): string {
  const palette = (DEFAULT_CATEGORY_STYLES as Record<string, { gradient: string }>)[category];
  if (!palette) throw new Error(`${key}: no palette for the category ${category}`);
  const [from, to] = gradientColours(palette.gradient);
  const style = { accent: darker(to, 0.45) };
  const random = randomFrom(key);
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = 60 + random() * 220;
    const fill = i % 3 === 0 ? style.accent : '#ffffff';
    const opacity = i % 3 === 0 ? 0.18 + random() * 0.14 : 0.28 + random() * 0.3;
    return `<circle cx="${(random() * WIDTH).toFixed(0)}" cy="${(random() * HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
  }).join('');
  const wave = (y: number, amplitude: number) =>
    `M0 ${y} C ${WIDTH * 0.25} ${y - amplitude}, ${WIDTH * 0.5} ${y + amplitude}, ${WIDTH} ${y - amplitude / 2} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${circles}
  <path d="${wave(HEIGHT * (0.62 + random() * 0.1), 40 + random() * 60)}" fill="${style.accent}" fill-opacity="0.16"/>
  <path d="${wave(HEIGHT * (0.78 + random() * 0.08), 30 + random() * 40)}" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
}

interface ArticleFile {
  key: string;
  category: string;
  featured_image_url: string | null;
  translations: Record<string, { featured_image_alt?: string | null }>;
}

async function main(): Promise<void> {
  const articlesDir = path.join(DEMO_CONTENT_DIR, 'articles');
  await rm(DEMO_MEDIA_DIR, { recursive: true, force: true });
  const storage = new LocalMediaStorage(DEMO_MEDIA_DIR);
  const manifest: DemoMediaManifest = {};
  const alts = altTexts as Record<string, Record<string, string>>;

  for (const file of (await readdir(articlesDir)).filter((name) => name.endsWith('.json')).sort()) {
    const where = path.join(articlesDir, file);
    const article = JSON.parse(await readFile(where, 'utf8')) as ArticleFile;
    const png = await sharp(Buffer.from(illustration(article.key, article.category))).png().toBuffer();
    const hash = contentHash(png);
    const rendered = await renderVariants(png, 'image/png', storage, hash);
    manifest[hash] = { source_type: 'image/png', ...rendered };
    const webp = rendered.variants.filter((variant) => variant.format === 'webp');
    article.featured_image_url = webp[webp.length - 1]!.url;
    for (const [code, translation] of Object.entries(article.translations)) {
      const alt = alts[article.category]?.[code];
      if (!alt) throw new Error(`${file}: no alt text for ${article.category} in ${code}`);
      translation.featured_image_alt = alt;
    }
    await writeFile(where, `${JSON.stringify(article, null, 2)}\n`);
    console.log(`${article.key}: ${rendered.variants.length} variants in ${hash}`);
  }
  await writeFile(DEMO_MEDIA_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
