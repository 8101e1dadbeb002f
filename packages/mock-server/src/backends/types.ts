// The seam between the front server (scenario rules, request log, contract checks) and whatever produces answers.
// Today that is Prism serving the contract's examples; the stateful in-memory backend (issue 5) implements the same
// interface and slots in as another mode behind the same front server.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { PushMessage } from '../stateful/lib/push-hub.ts';

export interface BackendRequest {
  method: string;
  /** Path and query string, as the client sent them. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** A named example the scenario asks for; backends answer with that example of the operation. */
  example?: string;
}

export interface BackendResponse {
  status: number;
  /** Headers to send; Set-Cookie stays an array of the exact header values. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface Backend {
  /** Shown in logs and in GET /__mock/health. */
  readonly name: string;
  /** Resolves once the backend can answer. */
  start(): Promise<void>;
  handle(request: BackendRequest): Promise<BackendResponse>;
  /** Which operations the backend answers from its own state and which from contract examples (GET /__mock/coverage). */
  coverage?(): unknown;
  /**
   * Back to the seeded state (POST /__mock/reset), every session ended but those of `keepSessions` whose account is
   * seeded: the tokens kept, or undefined (or absent) when the backend keeps no state.
   */
  reset?(keepSessions?: readonly string[]): string[] | undefined;
  /** Moves the backend's clock forward (POST /__mock/clock); false or absent when it keeps no time-based state. */
  advanceClock?(ms: number): boolean;
  /** Hands the backend the push channel (websockets at /ws/<session token>): publish(token, message) → receivers. */
  setPush?(publish: PushPublish): void;
  close(): Promise<void>;
}

/** Sends one progress message to every open push connection of a session token; returns how many got it. */
export type PushPublish = (token: string, message: PushMessage) => number;
