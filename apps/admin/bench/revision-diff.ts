/**
 * pnpm --filter @sitenet/admin bench:revisions — the history panel's diff of a 12-tip post: a
 * revision against the editor's text with every field of every tip changed (the worst case),
 * timed as the panel runs it (once per revision chosen). Target <= 20 ms (issue 16). The list
 * read it follows is the API's bench (`pnpm --filter @sitenet/api bench --revisions`).
 */
import type { RevisionSnapshot } from '@sitenet/api-client';
import { draftFromPost } from '../src/features/post-editor/lib/draft';
import { revisionChanges } from '../src/features/post-editor/lib/revision-changes';

const tips = (words: string) =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `tip-${i + 1}`,
    number: i + 1,
    title: `Tip ${i + 1} ${words}`,
    description: `What to do, in a few sentences of ordinary length (${words}), number ${i + 1}. `.repeat(4),
    tip: `An expert tip ${words}.`,
    rating: '4/5',
    price_range: '$$',
    cta_text: 'Visit',
    cta_link: 'https://shop.example/',
    affiliate_note: null,
    company_name: 'Shop',
  }));

const revision: RevisionSnapshot = {
  title: 'Twelve ways to save',
  slug: 'twelve-ways-to-save',
  excerpt: 'Before.',
  content_type: 'json',
  content: tips('before'),
  content_html: null,
  status: 'draft',
  publish_at: null,
  featured_image_alt: null,
};

const now = draftFromPost({
  id: 1,
  site_id: 1,
  tags: [],
  category: 'money',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: true,
  featured_image_url: null,
  version: 2,
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  translations: {
    en: {
      ...revision,
      title: 'Twelve ways to save more',
      excerpt: 'After.',
      content: tips('after'),
      published_at: null,
      stale: false,
      review_state: null,
      review_note: null,
    },
  },
}).translations.en!;

const RUNS = 2000;
const TARGET_MS = 20;
const times: number[] = [];
let coldMs = 0;
for (let i = 0; i < RUNS + 200; i += 1) {
  const started = performance.now();
  const changes = revisionChanges('en', revision, now);
  const ms = performance.now() - started;
  if (changes.length < 36) throw new Error(`the diff found ${changes.length} changes, not 36 or more`);
  if (i === 0) coldMs = ms;
  // The first 200 warm the JIT up, as a panel open for a while would be; the very first is the cold figure.
  if (i >= 200) times.push(ms);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(`revision diff of a 12-tip post (${RUNS} runs): p50 ${at(50).toFixed(3)} ms, p95 ${at(95).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms; the first (cold) run ${coldMs.toFixed(3)} ms`);
console.log(`target (p95 and cold run <= ${TARGET_MS} ms): ${at(95) <= TARGET_MS && coldMs <= TARGET_MS ? 'met' : 'NOT met'}`);
