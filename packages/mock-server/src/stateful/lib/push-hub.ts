/**
 * The backend side of the push channel (openapi/push.asyncapi.yaml): websocket connections at `/ws/<token>`, one JSON
 * progress message per frame, backend → portal only.
 *
 * Interface:
 *   interface PushMessage { name: string; current: number; total: number; title: string; end: boolean;
 *                           exam_id?: number; subject_id?: number; run_id?: string; otherInfo?: string; totalrecords?: number; datalist?: Record<string, unknown>[];
 *                           page?: number; pagesize?: number }
 *   interface PushHub {
 *     attach(server: http.Server, pathPrefix?: string): () => void
 *         // handles 'upgrade' requests whose path is `${pathPrefix}<token>` (default '/ws/'; query ignored; token
 *         // URL-decoded, non-empty, without '/'): accepts them as websockets of that token. A path under the prefix
 *         // with a bad token is answered 400. Any other upgrade is left untouched for other listeners (Vite, a proxy).
 *         // Returns a detach function (removes the listener; open connections stay).
 *     publish(token: string, message: PushMessage): number   // sends to every open connection of the token; returns
 *                                                            // how many got it (0 when nobody listens: not an error)
 *     connections(token: string): number                     // open connections of the token
 *     onConnection(listener: (token: string) => void): () => void  // told of each new connection (returns unsubscribe)
 *     close(): Promise<void>                                 // closes every connection (code 1001) and the hub
 *   }
 *   createPushHub(): PushHub
 * Frames from the portal are ignored. Several servers may be attached to one hub.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';

export interface PushMessage {
  name: string;
  current: number;
  total: number;
  title: string;
  end: boolean;
  exam_id?: number;
  subject_id?: number;
  run_id?: string;
  otherInfo?: string;
  totalrecords?: number;
  datalist?: Record<string, unknown>[];
  page?: number;
  pagesize?: number;
}

export interface PushHub {
  attach(server: Server, pathPrefix?: string): () => void;
  publish(token: string, message: PushMessage): number;
  connections(token: string): number;
  onConnection(listener: (token: string) => void): () => void;
  close(): Promise<void>;
}

export function createPushHub(): PushHub {
  const wss = new WebSocketServer({ noServer: true });
  const byToken = new Map<string, Set<WebSocket>>();
  const listeners = new Set<(token: string) => void>();

  function register(token: string, socket: WebSocket): void {
    let set = byToken.get(token);
    if (!set) byToken.set(token, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      const current = byToken.get(token);
      current?.delete(socket);
      if (current && current.size === 0) byToken.delete(token);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', () => {
      /* frames travel backend → portal only */
    });
    for (const listener of listeners) listener(token);
  }

  return {
    attach(server, pathPrefix = '/ws/') {
      const prefix = pathPrefix.endsWith('/') ? pathPrefix : `${pathPrefix}/`;
      const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return; // someone else's upgrade
        let token = '';
        try {
          token = decodeURIComponent(path.slice(prefix.length));
        } catch {
          token = '';
        }
        if (token === '' || token.includes('/')) {
          socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => register(token, ws));
      };
      server.on('upgrade', onUpgrade);
      return () => {
        server.off('upgrade', onUpgrade);
      };
    },
    publish(token, message) {
      const set = byToken.get(token);
      if (!set) return 0;
      const frame = JSON.stringify(message);
      let sent = 0;
      for (const socket of set) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        socket.send(frame);
        sent++;
      }
      return sent;
    },
    connections(token) {
      let open = 0;
      for (const socket of byToken.get(token) ?? []) if (socket.readyState === WebSocket.OPEN) open++;
      return open;
    },
    onConnection(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      for (const set of byToken.values()) for (const socket of set) socket.close(1001, 'server closing');
      byToken.clear();
      return new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
