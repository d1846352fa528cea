import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countArrivals, ReaderTurns } from './reader-turns';

const timed = async (run: () => Promise<void>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

describe('reader turns (long work on the server thread beside readers)', () => {
  it('goes on at once when no request came while the step held the thread', async () => {
    const turns = new ReaderTurns();
    expect(await timed(() => turns.after(40, 0.9))).toBeLessThan(100);
  });

  it('leaves readers their share when requests came meanwhile: 40 ms held, 90 % share, 360 ms wait', async () => {
    const turns = new ReaderTurns();
    // A request that queued while the step held the thread arrives in the next turn of the loop.
    setImmediate(() => turns.arrive());
    expect(await timed(() => turns.after(40, 0.9))).toBeGreaterThanOrEqual(355);
  });

  it('counts the requests a server receives, which it still answers', async () => {
    const app = Fastify();
    app.get('/', async () => ({ ok: true }));
    await app.ready();
    const turns = new ReaderTurns();
    countArrivals(app, turns);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const accepted = once(app.server, 'connection');
    const socket = connect(port, '127.0.0.1');
    const ended = once(socket, 'end');
    try {
      await accepted;
      let reply = '';
      socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
      // The request is sent while a long step holds the thread (a busy wait): it arrives in the
      // turn after() lets the loop take.
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      const until = performance.now() + 20;
      while (performance.now() < until);
      const waited = await timed(() => turns.after(20, 0.9));
      expect(waited).toBeGreaterThanOrEqual(175);
      await ended;
      expect(reply).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"ok":true\}$/);
    } finally {
      socket.destroy();
      await app.close();
    }
  });
});
