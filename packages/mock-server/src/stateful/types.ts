// Handler types, derived from the SDK's generated `operations`: a handler gets the operation's request body type and
// returns its 200 answer type (the `{success, result}` envelope union, or a file for downloads). No request or
// response shape is written by hand here.
import type { operations } from '@exam/sdk';
import type { Session, Store } from './store.ts';

export type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C : never;
type RequestContent<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? Content<R>
  : operations[Op] extends { requestBody?: infer R }
    ? Content<NonNullable<R>>
    : never;

/** The request body of an operation: its JSON body, or its multipart fields (files as File), or undefined. */
export type RequestBodyOf<Op extends OperationId> = [RequestContent<Op>] extends [never]
  ? undefined
  : RequestContent<Op> extends { 'application/json': infer B }
    ? B
    : RequestContent<Op> extends { 'multipart/form-data': infer B }
      ? B
      : unknown;

type OkContent<Op extends OperationId> = operations[Op] extends { responses: { 200: { content: infer C } } } ? C : never;

/** The 200 JSON body of an operation: its envelope union, or for a download the failure envelope it answers instead. */
export type JsonAnswerOf<Op extends OperationId> = OkContent<Op> extends { 'application/json': infer B } ? B : never;

/** The file media types of an operation's 200 answer (never unless it is a download). */
type FileTypesOf<Op extends OperationId> = Exclude<keyof OkContent<Op>, 'application/json'>;

/** A file answer (downloads): bytes, the name for Content-Disposition and the media type (the contract's by default). */
export class FileAnswer {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly contentType: string | undefined;
  constructor(bytes: Uint8Array, fileName: string, contentType?: string) {
    this.bytes = bytes;
    this.fileName = fileName;
    this.contentType = contentType;
  }
}

export type AnswerOf<Op extends OperationId> = [FileTypesOf<Op>] extends [never]
  ? JsonAnswerOf<Op>
  : FileAnswer | ([JsonAnswerOf<Op>] extends [never] ? JsonFailure : JsonAnswerOf<Op>);

/** A failure envelope (also what a download answers instead of its file). */
export interface JsonFailure {
  success: false;
  result: string;
}

export interface HandlerContext<Op extends OperationId> {
  body: RequestBodyOf<Op>;
  query: URLSearchParams;
  /** Path parameters, e.g. { clientType: '1' }. */
  params: Record<string, string>;
  store: Store;
  /** The caller's session; always set for operations that need one. */
  session: Session;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(value: string): void;
  /** Ends the current session (its cookie is cleared by the handler). */
  request: { headers: Record<string, string> };
}

export type Handler<Op extends OperationId> = (ctx: HandlerContext<Op>) => AnswerOf<Op> | Promise<AnswerOf<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };

export const ok = <R>(result: R) => ({ success: true as const, result });
export const okCode = <R>(result: R, code: number) => ({ success: true as const, result, code });
export const fail = (result: string) => ({ success: false as const, result });
export const failCode = (result: string, code: number) => ({ success: false as const, result, code });
