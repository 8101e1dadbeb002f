// The scanner client's small HTTP service on the user's own machine.
import createClient, { type Client } from 'openapi-fetch';
import { lateFetch } from './client';
import type { paths } from './generated/scanner-service';

export type { paths as ScannerServicePaths } from './generated/scanner-service';

/** Where the local scanner service listens. */
export const SCANNER_SERVICE_ORIGIN = 'http://127.0.0.1:9001';

/** A typed client for the local scanner service. */
export type ScannerServiceClient = Client<paths>;

/** Creates the local scanner service client (no cookies: it is another origin and needs none). */
export function createScannerServiceClient(options: { baseUrl?: string } = {}): ScannerServiceClient {
  return createClient<paths>({ baseUrl: options.baseUrl ?? SCANNER_SERVICE_ORIGIN, fetch: lateFetch });
}
