// The contract backend: Prism on an internal port answers every call with the contract's examples and validates
// each request against the contract (422 problem+json on a violation, 401 without the session cookie).
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Logger } from '../logger.ts';
import { freePort, startPrism } from '../prism-process.ts';
import type { PrismProcess } from '../prism-process.ts';
import type { Backend, BackendRequest, BackendResponse } from './types.ts';

/** Hop-by-hop headers: they describe one connection and are never forwarded. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') out[name] = value;
  }
  return out;
}

export interface PrismBackendOptions {
  document: string;
  logger: Logger;
}

export function createPrismBackend({ document, logger }: PrismBackendOptions): Backend {
  let prism: PrismProcess | undefined;
  let closing = false;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  return {
    name: 'prism',
    async start() {
      const port = await freePort();
      prism = await startPrism({ document, port, host: '127.0.0.1', verboseLevel: 'error', logger });
      void prism.exited.then(() => {
        if (!closing) logger.error('Prism exited unexpectedly; API calls will fail with 502 until the mock restarts.');
      });
    },
    handle(req: BackendRequest): Promise<BackendResponse> {
      const target = prism;
      if (!target) return Promise.reject(new Error('Prism is not running'));
      const headers = endToEndHeaders(req.headers);
      headers.host = `127.0.0.1:${target.port}`;
      if (req.body.length > 0 || !['GET', 'HEAD'].includes(req.method)) headers['content-length'] = req.body.length;
      if (req.example) headers.prefer = `example=${req.example}`;
      return new Promise((resolve, reject) => {
        const upstream = httpRequest(
          { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 502, headers: endToEndHeaders(res.headers), body: Buffer.concat(chunks) }),
            );
          },
        );
        upstream.on('error', reject);
        upstream.end(req.body);
      });
    },
    async close() {
      closing = true;
      agent.destroy();
      await prism?.stop();
    },
  };
}
