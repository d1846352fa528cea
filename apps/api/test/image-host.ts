import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One path of the stand-in host: the status, the declared type and the bytes it answers with. */
export interface HostedFile {
  status?: number;
  type?: string;
  body?: Uint8Array | string;
  /** A redirect's target (absolute or relative). */
  location?: string;
  /** Stream this many bytes of filler after the body, without a Content-Length (a lying host). */
  endless?: number;
  /** Never answer (a host that hangs). */
  hang?: boolean;
}

export interface ImageHost {
  origin: string;
  /** Requests seen per path: a test can tell what was fetched, and how often. */
  hits: Map<string, number>;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a third party's image host: the import of
 * remote images (issue 16) fetches from it over the network, as it would from any site.
 */
export async function startImageHost(files: Record<string, HostedFile>): Promise<ImageHost> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files[path];
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    if (file.hang) return;
    const headers: Record<string, string> = {};
    if (file.type) headers['content-type'] = file.type;
    if (file.location) headers.location = file.location;
    if (file.endless) {
      res.writeHead(file.status ?? 200, headers);
      if (file.body) res.write(file.body);
      const chunk = Buffer.alloc(64 * 1024);
      let left = file.endless;
      const pump = () => {
        while (left > 0) {
          left -= chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (left = 0));
      return pump();
    }
    res.writeHead(file.status ?? 200, headers).end(file.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
