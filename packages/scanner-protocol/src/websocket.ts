// The part of a WebSocket the clients use: the browser's WebSocket and the `ws` package's WebSocket both fit.

/** A websocket as the clients use it (listeners via addEventListener, text frames only). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** A WebSocket constructor: `globalThis.WebSocket` in browsers, `WebSocket` from the `ws` package in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** The readyState of an open socket (the same in browsers and in `ws`). */
export const WS_OPEN = 1;

/** The given constructor, or the global one, or a clear error when neither exists (Node 20 has no global WebSocket). */
export function resolveWebSocket(given: WebSocketConstructor | undefined): WebSocketConstructor {
  const found = given ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!found) throw new Error('No WebSocket implementation: pass one (for example the `ws` package\'s WebSocket) as the WebSocket option.');
  return found;
}

/** Reports an exception thrown by a subscriber without disturbing the client. */
export function reportHandlerError(error: unknown): void {
  console.error('scanner-protocol: an event handler threw', error);
}
