// The portal's one API client: same-origin (the dev server and real deployments proxy /api to the backend).
// Every call has the SDK's time limit (30 s; the SDK's `withTimeout(ms)` for one call) and counts towards the global loading
// overlay unless it opts out with `withoutLoading()`; the overlay's 取消 aborts what it waits for (lib/loading).
// Every answer that says 登录失效 or that the buffer was cleared follows the global rule here (spec 1 §8), whatever the
// call and however its screen handles the failure: no screen can skip it.
import { createApiClient, createScannerServiceClient, sessionFailure } from '@exam/sdk';
import { handleGlobalError } from './errors';
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
    return beginRequest(request);
  },
  onResponse({ request, response }) {
    endRequest(request);
    void sessionFailure(response).then((failure) => failure && handleGlobalError(failure));
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
