import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that the test can cut and restore, so "the database goes
 * away and comes back" is real network behaviour without stopping the shared server.
 */
export function startProxy(target: URL): Promise<{ port: number; cut: () => void; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  return listen().then(() => ({
    port,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: listen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }));
}
