import type { onSendHookHandler } from 'fastify';

/** Admin replies carry tokens' data: no browser or proxy cache may keep them (onSend hook). */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
