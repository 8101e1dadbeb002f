// Global loading overlay state: a count of requests in flight. Requests are tracked by identity so a reply
// closes exactly the request it answers, even when the same Request errors and responds.
import { atom, getDefaultStore } from 'jotai';

const inFlight = new Set<Request>();
export const loadingCountAtom = atom(0);
const store = getDefaultStore();

export function beginRequest(request: Request): void {
  inFlight.add(request);
  store.set(loadingCountAtom, inFlight.size);
}

export function endRequest(request: Request): void {
  if (inFlight.delete(request)) store.set(loadingCountAtom, inFlight.size);
}

/** A short, forced overlay (the refresh-view action shows it for 500 ms). */
export const forcedLoadingAtom = atom(false);
