// The backend push channel (spec 1 §3–§4, spec 3 §4.8, §7.5): progress messages over a websocket at the portal
// origin's /ws/<token>. Opened on demand, at most one connection, forgotten when it closes.
import { PUSH_CONNECTION_ERROR_TEXT } from './constants.ts';
import { PUSH_CHANNEL_ADDRESS, type PushProgressMessage } from './generated/push.ts';
import { WS_OPEN, reportHandlerError, resolveWebSocket, type WebSocketConstructor, type WebSocketLike } from './websocket.ts';

/**
 * The push channel's URL on an origin: http becomes ws and https becomes wss (ws and wss stay), and the token goes
 * into the path.
 */
export function pushChannelUrl(origin: string, token: string): string {
  const base = origin.replace(/\/+$/, '').replace(/^http(s?):/i, (_m, s: string) => `ws${s}:`);
  return base + PUSH_CHANNEL_ADDRESS.replace('{token}', encodeURIComponent(token));
}

export type PushChannelOptions = (
  | { /** The channel's full websocket URL. */ url: string; origin?: never; token?: never }
  | { /** The portal's origin, e.g. location.origin. */ origin: string; /** The user's token (user info). */ token: string; url?: never }
) & {
  /** WebSocket constructor (default globalThis.WebSocket; in Node pass the `ws` package's WebSocket). */
  WebSocket?: WebSocketConstructor;
  /** Called with the spec's text when a connection fails or breaks (also available through onError()). */
  onError?: (text: string, cause: unknown) => void;
};

export type PushChannelState = 'closed' | 'connecting' | 'open';

export interface PushChannel {
  readonly url: string;
  /** closed when there is no connection (none yet, or the last one closed). */
  readonly state: PushChannelState;
  /**
   * Opens a connection unless one is open or opening. Resolves true once it is open, false if it fails (the error
   * callbacks get the spec's text); never rejects, so callers may ignore it.
   */
  ensureOpen(): Promise<boolean>;
  /** Closes the connection, if any; a later ensureOpen() opens a new one. */
  close(): void;
  /** Subscribes to progress messages; returns the unsubscribe function. */
  onProgress(handler: (message: PushProgressMessage) => void): () => void;
  /** Subscribes to connection errors (text is '您的浏览器无法连接至ws,这将导致进度条无法正常显示！'). */
  onError(handler: (text: string, cause: unknown) => void): () => void;
  /**
   * Subscribes to the loss of an open connection (the server or the network closed it; not close() here): progress
   * that was on its way is lost. Returns the unsubscribe function.
   */
  onClose(handler: () => void): () => void;
}

/** Creates the push channel; nothing is opened until ensureOpen(). */
export function createPushChannel(options: PushChannelOptions): PushChannel {
  const url = options.url ?? pushChannelUrl(options.origin, options.token);
  const progressHandlers = new Set<(message: PushProgressMessage) => void>();
  const errorHandlers = new Set<(text: string, cause: unknown) => void>();
  const closeHandlers = new Set<() => void>();
  if (options.onError) errorHandlers.add(options.onError);

  let socket: WebSocketLike | undefined;
  let opening: Promise<boolean> | undefined;
  let settleOpening: ((open: boolean) => void) | undefined;

  function fail(cause: unknown): void {
    for (const handler of [...errorHandlers]) {
      try {
        handler(PUSH_CONNECTION_ERROR_TEXT, cause);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  }

  function onFrame(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    for (const handler of [...progressHandlers]) {
      try {
        handler(message as PushProgressMessage);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  }

  function ensureOpen(): Promise<boolean> {
    if (socket && socket.readyState === WS_OPEN) return Promise.resolve(true);
    if (opening) return opening;
    let ws: WebSocketLike;
    try {
      ws = new (resolveWebSocket(options.WebSocket))(url);
    } catch (error) {
      fail(error);
      return Promise.resolve(false);
    }
    socket = ws;
    opening = new Promise<boolean>((resolve) => {
      settleOpening = resolve;
      let errored = false;
      let opened = false;
      ws.addEventListener('open', () => {
        if (socket !== ws) return;
        opened = true;
        opening = undefined;
        settleOpening = undefined;
        resolve(true);
      });
      ws.addEventListener('message', (event) => {
        if (socket === ws) onFrame(event.data);
      });
      ws.addEventListener('error', (event) => {
        if (socket !== ws || errored) return;
        errored = true;
        fail(event);
      });
      ws.addEventListener('close', () => {
        if (socket !== ws) return;
        socket = undefined;
        opening = undefined;
        settleOpening = undefined;
        resolve(false);
        if (!opened) return;
        for (const handler of [...closeHandlers]) {
          try {
            handler();
          } catch (error) {
            reportHandlerError(error);
          }
        }
      });
    });
    return opening;
  }

  function close(): void {
    const ws = socket;
    const settle = settleOpening;
    socket = undefined;
    opening = undefined;
    settleOpening = undefined;
    settle?.(false);
    if (!ws) return;
    try {
      ws.close(1000, 'closed by client');
    } catch {
      // A socket still connecting may refuse close() in some implementations; it is dropped either way.
    }
  }

  return {
    url,
    get state(): PushChannelState {
      if (!socket) return 'closed';
      return socket.readyState === WS_OPEN ? 'open' : 'connecting';
    },
    ensureOpen,
    close,
    onProgress(handler) {
      progressHandlers.add(handler);
      return () => {
        progressHandlers.delete(handler);
      };
    },
    onError(handler) {
      errorHandlers.add(handler);
      return () => {
        errorHandlers.delete(handler);
      };
    },
    onClose(handler) {
      closeHandlers.add(handler);
      return () => {
        closeHandlers.delete(handler);
      };
    },
  };
}
