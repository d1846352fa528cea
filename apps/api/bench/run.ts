/**
 * API benchmark (figures printed, not a timed test). Each mode lives in modes/.
 *
 *   pnpm --filter @sitenet/api bench              public reads, rendered pages, then POST /api/events (each below)
 *   pnpm --filter @sitenet/api bench --reads      cached public reads vs a bare node:http baseline
 *   pnpm --filter @sitenet/api bench --pages      the rendered pages only (needs the magazine and shell builds),
 *                                                 each vs a bare node:http server sending the same bytes
 *   pnpm --filter @sitenet/api bench --events     POST /api/events vs the baseline, events lost, RSS under a flood
 *   pnpm --filter @sitenet/api bench --uncached   the same with PUBLIC_CACHE=off
 *   pnpm --filter @sitenet/api bench --scale      category-page time at 1,000 vs 100,000 posts
 *   pnpm --filter @sitenet/api bench --admin      authenticated GET /api/admin/posts vs the baseline
 *   pnpm --filter @sitenet/api bench --save       sequential saves of a post in 5 languages (--saves <n>, default 300) vs GET /api/health
 *   pnpm --filter @sitenet/api bench --revisions  the history list of a translation with 1,000 revisions and the read of a
 *                                                 12-tip revision (the diff itself: vitest bench in apps/admin)
 *   pnpm --filter @sitenet/api bench --bulk       POST /api/admin/posts/bulk publishing Spanish on 500 posts (idle, then
 *                                                 back to back under public reads vs the baseline)
 *   pnpm --filter @sitenet/api bench --go         GET /go for a tip that points to an offer (resolved and recorded at each
 *                                                 click, a reader address per request) vs a bare node:http 302
 *   pnpm --filter @sitenet/api bench --newsletter  one newsletter issue sent to --subscribers confirmed subscribers (default
 *                                                 100,000) into a local SMTP server: messages/s, RSS, exactly one copy each,
 *                                                 public reads during the send vs the baseline
 *   pnpm --filter @sitenet/api bench --tm         translation memory: match look-up p95 at 20,000 and 200,000 synthetic
 *                                                 segments, pre-translating a 12-tip post into 5 languages, each beside
 *                                                 GET /api/health
 *   pnpm --filter @sitenet/api bench --propagation  a settings save seen by a second instance on PostgreSQL
 *                                                 (BENCH_DATABASE_URL; --rounds <n> saves, default 2 -> at least 20)
 *
 * Options: --duration <s> per slice (default 10), --rounds <n> slices per target (default 2),
 * --connections <n> (default 100), --flood <s> (events: the memory flood, default 60), --port <n>
 * (default 3190; the baseline uses port + 1, the scale mode's second server port + 2, the pages'
 * baselines port + 1 and + 2). `pnpm bench:api` at the root runs the default.
 * The server runs in its own process (like production) on 127.0.0.1; autocannon runs here.
 * Results are written to apps/api/bench-results/ (ignored by git).
 */
import { parseArgs } from 'node:util';
import type { LoadOptions } from './lib/load';
import { adminReadsMode } from './modes/admin-reads';
import { bulkMode } from './modes/bulk';
import { eventsMode } from './modes/events';
import { goMode } from './modes/go';
import { newsletterSendMode } from './modes/newsletter-send';
import { pagesMode, requirePageBuilds } from './modes/pages';
import { propagationMode } from './modes/propagation';
import { publicReadsMode } from './modes/public-reads';
import { revisionsMode } from './modes/revisions';
import { saveMode } from './modes/save';
import { scaleMode } from './modes/scale';
import { translationMemoryMode } from './modes/translation-memory';

const { values: args } = parseArgs({
  // `pnpm bench -- --pages` hands the script a literal `--` (pnpm 10): the flags are the same.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    uncached: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    pages: { type: 'boolean', default: false },
    save: { type: 'boolean', default: false },
    revisions: { type: 'boolean', default: false },
    bulk: { type: 'boolean', default: false },
    go: { type: 'boolean', default: false },
    newsletter: { type: 'boolean', default: false },
    subscribers: { type: 'string', default: '100000' },
    tm: { type: 'boolean', default: false },
    saves: { type: 'string', default: '300' },
    reads: { type: 'boolean', default: false },
    propagation: { type: 'boolean', default: false },
    events: { type: 'boolean', default: false },
    flood: { type: 'string', default: '60' },
    port: { type: 'string', default: '3190' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '2' },
  },
});
const port = Number(args.port);
const options: LoadOptions = {
  connections: Number(args.connections),
  duration: Number(args.duration),
  rounds: Math.max(1, Number(args.rounds)),
};

if (args.save) await saveMode(port, Math.max(200, Number(args.saves)));
else if (args.revisions) await revisionsMode(port);
else if (args.bulk) await bulkMode(port, options);
else if (args.go) await goMode(port, options);
else if (args.newsletter) await newsletterSendMode(port, options, Math.max(1, Number(args.subscribers)));
else if (args.tm) await translationMemoryMode(port);
else if (args.admin) await adminReadsMode(port, options);
else if (args.propagation) await propagationMode(port, Math.max(20, options.rounds));
else if (args.scale) await scaleMode(port);
else if (args.pages) await pagesMode(port, options);
else if (args.events) await eventsMode(port, { ...options, flood: Number(args.flood) });
else if (args.reads || args.uncached) await publicReadsMode(args.uncached ? 'off' : 'on', port, options);
else {
  requirePageBuilds();
  await publicReadsMode('on', port, options);
  await pagesMode(port, options);
  await eventsMode(port, { ...options, flood: Number(args.flood) });
}
