// Global loading overlay state: the requests in flight that hold the overlay (spec 1 §8), each with the controller
// that aborts it. Requests are tracked by identity so a reply closes exactly the request it answers, even when the
// same Request errors and responds. The overlay never holds the page hostage: the user can cancel what it waits for
// (cancelLoadingRequests), and leaving the page releases it (releaseLoadingRequests) while the calls finish unseen.
import { atom, getDefaultStore } from 'jotai';

const inFlight = new Map<Request, AbortController>();
export const loadingCountAtom = atom(0);
const store = getDefaultStore();

/** The text of the abort the overlay's 取消 causes (what a list that was loading says in place of its rows). */
export const CANCELLED_TEXT = '请求已取消';

function publish(): void {
  store.set(loadingCountAtom, inFlight.size);
}

/**
 * Starts showing the overlay for a request; answers the request to send instead, which the overlay's 取消 can
 * abort (besides the caller's own signal).
 */
export function beginRequest(request: Request): Request {
  const controller = new AbortController();
  const tracked = new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
  inFlight.set(tracked, controller);
  publish();
  return tracked;
}

export function endRequest(request: Request): void {
  if (inFlight.delete(request)) publish();
}

/** Aborts every request the overlay waits for (they fail with an AbortError) and closes the overlay. */
export function cancelLoadingRequests(): void {
  const controllers = [...inFlight.values()];
  inFlight.clear();
  publish();
  for (const controller of controllers) controller.abort(new DOMException(CANCELLED_TEXT, 'AbortError'));
}

/** Stops waiting in front of the requests in flight (the user left the page): they finish without the overlay. */
export function releaseLoadingRequests(): void {
  if (inFlight.size === 0) return;
  inFlight.clear();
  publish();
}

/** A short, forced overlay (the refresh-view action shows it for 500 ms). */
export const forcedLoadingAtom = atom(false);
