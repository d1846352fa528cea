import type { FastifyInstance } from 'fastify';
import { answerBeforeFastify } from './early-path';

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * Resolves once the event loop has polled for I/O at least once: one immediate would not do from
 * the poll phase itself (a step that began in a request's handler), whose check phase comes next
 * without a new poll; the second immediate runs after the next iteration's poll.
 */
const afterNextPoll = async () => {
  await immediate();
  await immediate();
};

/**
 * Long work on the embedded database (PGlite runs one statement at a time, in its worker thread on
 * the same cores as the server: a bulk action, a newsletter's deliveries) gives readers their turn. After each step that held the thread for
 * t ms, the work lets the event loop poll once: requests that queued meanwhile arrive. If any did,
 * it waits t * share / (1 - share) ms, in which readers are answered, so they keep `share` of
 * the thread; if none did, it goes on at once (an idle server runs the work at full speed).
 */
export class ReaderTurns {
  private arrived = 0;

  /** Counts every request as it arrives (see countArrivals). */
  arrive(): void {
    this.arrived += 1;
  }

  /** Call after a step that held the thread for `heldMs`; resolves when the work may go on. */
  async after(heldMs: number, share: number): Promise<void> {
    const before = this.arrived;
    await afterNextPoll();
    if (this.arrived === before) return;
    await new Promise((resolve) => setTimeout(resolve, (heldMs * share) / (1 - share)));
  }
}

/**
 * Counts each request the server receives, in front of every other listener (Fastify's and the
 * early paths'): call once every route is registered. One increment per request, then the request
 * goes on unchanged (lib/early-path.ts, with an answer that never answers).
 */
export function countArrivals(app: FastifyInstance, turns: ReaderTurns): void {
  answerBeforeFastify(app, 'reader turns', () => {
    turns.arrive();
    return false;
  });
}
