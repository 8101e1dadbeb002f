// The portal's one API client: same-origin (the dev server and real deployments proxy /api to the backend).
// Requests count towards the global loading overlay unless they opt out with `withoutLoading()`.
import { createApiClient, createScannerServiceClient } from '@exam/sdk';
import { beginRequest, endRequest } from './loading';

const NO_LOADING_HEADER = 'x-portal-no-loading';

export const api = createApiClient();

api.use({
  onRequest({ request }) {
    if (request.headers.has(NO_LOADING_HEADER)) {
      // The flag is for this client only; never send it to the server.
      request.headers.delete(NO_LOADING_HEADER);
      return request;
    }
    beginRequest(request);
    return request;
  },
  onResponse({ request }) {
    endRequest(request);
  },
  onError({ request }) {
    endRequest(request);
  },
});

/** Request options that keep the global loading overlay closed (background or locally shown work). */
export function withoutLoading(): { headers: Record<string, string> } {
  return { headers: { [NO_LOADING_HEADER]: '1' } };
}

/** The scanner client's local HTTP service; its failures are never shown to the user. */
export const scannerService = createScannerServiceClient();
