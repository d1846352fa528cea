import type { FastifyReply } from 'fastify';

/** Adds to Vary instead of replacing it (CORS has already put `Origin` there). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' && current ? current.split(',').map((item) => item.trim()) : [];
  if (!list.some((item) => item.toLowerCase() === field.toLowerCase())) list.push(field);
  reply.header('vary', list.join(', '));
}
