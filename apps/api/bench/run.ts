/**
 * API benchmark (figures printed, not a timed test). Each mode lives in modes/.
 *
 *   pnpm --filter @sitenet/api bench              public reads, then POST /api/events (both below)
 *   pnpm --filter @sitenet/api bench --reads      cached public reads vs a bare node:http baseline
 *   pnpm --filter @sitenet/api bench --events     POST /api/events vs the baseline, events lost, RSS under a flood
 *   pnpm --filter @sitenet/api bench --uncached   the same with PUBLIC_CACHE=off
 *   pnpm --filter @sitenet/api bench --scale      category-page time at 1,000 vs 100,000 posts
 *   pnpm --filter @sitenet/api bench --admin      authenticated GET /api/admin/posts vs the baseline
 *
 * Options: --duration <s> per slice (default 10), --rounds <n> slices per target (default 2),
 * --connections <n> (default 100), --flood <s> (events: the memory flood, default 60), --port <n>
 * (default 3190; the baseline uses port + 1 and the scale mode's second server port + 2).
 * `pnpm bench:api` at the root runs the default (reads and events).
 * The server runs in its own process (like production) on 127.0.0.1; autocannon runs here.
 * Results are written to apps/api/bench-results/ (ignored by git).
 */
import { parseArgs } from 'node:util';
import type { LoadOptions } from './lib/load';
import { adminReadsMode } from './modes/admin-reads';
import { eventsMode } from './modes/events';
import { publicReadsMode } from './modes/public-reads';
import { scaleMode } from './modes/scale';

const { values: args } = parseArgs({
  options: {
    uncached: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    reads: { type: 'boolean', default: false },
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

if (args.admin) await adminReadsMode(port, options);
else if (args.scale) await scaleMode(port);
else if (args.events) await eventsMode(port, { ...options, flood: Number(args.flood) });
else if (args.reads || args.uncached)
  await publicReadsMode(args.uncached ? 'off' : 'on', port, options);
else {
  await publicReadsMode('on', port, options);
  await eventsMode(port, { ...options, flood: Number(args.flood) });
}
