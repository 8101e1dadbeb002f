// The portal's typed HTTP client.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api';

/** A typed client for every call of the contract (openapi-fetch). */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API lives; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** The fetch to use; by default the global fetch, looked up at call time (so test interceptors apply). */
  fetch?: typeof fetch;
  /** Headers sent with every call. */
  headers?: HeadersInit;
}

/** Calls the global fetch as it is when the request is made, not when the client was created. */
export const lateFetch = (request: Request): Promise<Response> => globalThis.fetch(request);

/** Creates the typed client; it sends the session cookie with every call (`credentials: 'include'`). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? lateFetch,
    headers: options.headers,
    credentials: 'include',
  });
}
