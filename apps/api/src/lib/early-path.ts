import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Puts `answer` in front of Fastify on the server's request listener, for the hottest public
 * routes (the events beacon, /go): Fastify's generic path (request and reply objects, hooks,
 * router) costs more than their own work. `answer` returns false, before it has done anything,
 * for every request it leaves to Fastify, which then gets it unchanged; once the server is
 * closing, Fastify gets every request (it answers them as it closes). Stays out, with a warning,
 * when the server's listeners are not the one expected (Fastify's, or an early path before it).
 */
export function answerBeforeFastify(
  app: FastifyInstance,
  name: string,
  answer: (req: IncomingMessage, res: ServerResponse) => boolean,
): void {
  const server: Server = app.server;
  const listeners = server.listeners('request');
  if (listeners.length !== 1) {
    app.log.warn(`${name}: early path off (unexpected request listeners)`);
    return;
  }
  const next = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  server.removeListener('request', next);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing || !answer(req, res)) next.call(server, req, res);
  });
}
