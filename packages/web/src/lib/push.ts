// The session's push channel (spec 3 §4.8, §7.5, §8.1; openapi/push.asyncapi.yaml): the backend's progress messages
// over a websocket at this origin's /ws/<token>. It is opened on demand, when a screen asks for progress, and only if
// none is open or opening; a closed one is forgotten, and the next request opens a new one. A failed connection shows
// the spec's text ('您的浏览器无法连接至ws,这将导致进度条无法正常显示！'). Only route chunks import this file.
import { createPushChannel, type PushChannel, type PushProgressMessage } from '@exam/scanner-protocol';
import { showError } from './feedback';

export type ProgressMessage = PushProgressMessage;

let current: { token: string; channel: PushChannel } | undefined;

/** The channel of this session's token; a new token (another sign-in) replaces the old channel. */
function channelFor(token: string): PushChannel {
  if (current?.token === token) return current.channel;
  current?.channel.close();
  const channel = createPushChannel({ origin: window.location.origin, token, onError: (text) => showError(text) });
  current = { token, channel };
  return channel;
}

/**
 * Opens the channel unless it is open or opening. Resolves true once it is open; false when it could not be opened
 * (the user has been told). Never rejects.
 */
export function openProgressChannel(token: string): Promise<boolean> {
  return channelFor(token).ensureOpen();
}

/** Listens to the progress messages of the session's channel (without opening it); returns the unsubscribe. */
export function onProgress(token: string, handler: (message: ProgressMessage) => void): () => void {
  return channelFor(token).onProgress(handler);
}

/** Listens for the loss of the session's open channel (the server or the network closed it); returns the unsubscribe. */
export function onChannelLost(token: string, handler: () => void): () => void {
  return channelFor(token).onClose(handler);
}
