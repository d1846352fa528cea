import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the stand-in answers the next translate requests (each fault used once, in order). */
export type Fault = { status: number; body?: unknown } | { hang: true } | { delayMs: number };

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface MtStandIn {
  origin: string;
  /** Every request, in order. */
  requests: SeenRequest[];
  /** Faults for the coming translate requests, used up in order. */
  faults: Fault[];
  close: () => Promise<void>;
}

/**
 * "Translates" the way an engine with tag handling does: every text between tags gets `[xx] `
 * in front, tags stay, and elements marked translate="no" are left whole (what DeepL and
 * LibreTranslate promise for them). Deterministic, so a test can say what comes back.
 */
export function fakeTranslate(text: string, target: string, html: boolean): string {
  const mark = `[${target.toLowerCase()}] `;
  if (!html) return mark + text;
  let out = '';
  let kept = 0; // depth inside a translate="no" element
  for (const part of text.split(/(<[^>]*>)/u)) {
    if (part.startsWith('</')) {
      if (kept > 0) kept -= 1;
      out += part;
    } else if (part.startsWith('<')) {
      if (kept > 0 || /translate="no"/.test(part)) kept += 1;
      out += part;
    } else if (part.trim() && kept === 0) {
      out += mark + part;
    } else {
      out += part;
    }
  }
  return out;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

type Handler = (seen: SeenRequest, res: ServerResponse) => void;

async function startServer(routes: Record<string, Handler>, translatePath: string): Promise<MtStandIn> {
  const requests: SeenRequest[] = [];
  const faults: Fault[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    // Counted on arrival: a client that gives up (its timeout) while the body is still on its way
    // has still made the request.
    const seen: SeenRequest = { path, headers: req.headers, body: {} };
    requests.push(seen);
    if (req.method === 'POST') {
      try {
        seen.body = await readJson(req);
      } catch {
        return; // the client aborted mid-body
      }
    }
    const handler = req.method === 'POST' ? routes[path] : undefined;
    if (!handler) return send(res, 404, { message: 'Not found' });
    const fault = path === translatePath ? faults.shift() : undefined;
    if (fault && 'hang' in fault) return;
    if (fault && 'status' in fault) return send(res, fault.status, fault.body ?? { message: `fault ${fault.status}` });
    if (fault && 'delayMs' in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    handler(seen, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    faults,
    close: () =>
      new Promise((resolve) => {
        // A hanging request's socket would keep the server open.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** DeepL API v2: /v2/translate and /v2/glossaries, with its auth header and its field names. */
export function startDeepL(key: string): Promise<MtStandIn> {
  let glossaries = 0;
  const authorized = (seen: SeenRequest, res: ServerResponse) => {
    if (seen.headers.authorization !== `DeepL-Auth-Key ${key}`) {
      send(res, 403, { message: 'Wrong endpoint. Use https://api.deepl.com' });
      return false;
    }
    return true;
  };
  return startServer(
    {
      '/v2/translate': (seen, res) => {
        if (!authorized(seen, res)) return;
        const { text, target_lang, source_lang, tag_handling } = seen.body as { text?: unknown; target_lang?: unknown; source_lang?: unknown; tag_handling?: unknown };
        if (!Array.isArray(text) || typeof target_lang !== 'string' || !/^[A-Z]{2}(-[A-Z]{2,4})?$/.test(target_lang)) {
          return send(res, 400, { message: "Value for 'target_lang' not supported." });
        }
        send(res, 200, {
          translations: text.map((item: string) => ({
            detected_source_language: String(source_lang ?? 'EN'),
            text: fakeTranslate(item, target_lang, tag_handling === 'html'),
          })),
        });
      },
      '/v2/glossaries': (seen, res) => {
        if (!authorized(seen, res)) return;
        const { name, source_lang, target_lang, entries, entries_format } = seen.body;
        if (!name || !source_lang || !target_lang || typeof entries !== 'string' || entries_format !== 'tsv') {
          return send(res, 400, { message: 'Missing or invalid glossary fields' });
        }
        glossaries += 1;
        send(res, 201, {
          glossary_id: `glossary-${glossaries}`,
          ready: true,
          name,
          source_lang,
          target_lang,
          creation_time: new Date().toISOString(),
          entry_count: entries.split('\n').length,
        });
      },
    },
    '/v2/translate',
  );
}

/** LibreTranslate: /translate with `q` as a list, `format`, and `api_key` in the body when the server wants one. */
export function startLibreTranslate(key: string | null): Promise<MtStandIn> {
  return startServer(
    {
      '/translate': (seen, res) => {
        const { q, source, target, format, api_key } = seen.body as Record<string, unknown>;
        if (key && api_key !== key) return send(res, 403, { error: 'Invalid API key' });
        if (!Array.isArray(q) || typeof source !== 'string' || typeof target !== 'string') {
          return send(res, 400, { error: 'Invalid request: missing q, source or target' });
        }
        send(res, 200, { translatedText: q.map((item: string) => fakeTranslate(item, target, format === 'html')) });
      },
    },
    '/translate',
  );
}
