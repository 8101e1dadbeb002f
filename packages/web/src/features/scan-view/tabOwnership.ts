// One browser tab owns the scanner (issue 26): only the owning tab connects to the driver and uploads what it emits.
// Ownership is a Web Lock (navigator.locks, shared by every tab of the portal's origin): the scanner view asks for it
// without waiting; a tab that does not get it says the scanner is in use in another tab and may take it over (steal),
// upon which the former owner's lock is aborted and that tab lets go (stops listening, keeps its rows; the rows of the
// exam subject the taking tab opens go to that tab with the session, scanController handOver). Without Web Locks (an
// insecure context) every tab owns the scanner, as before. Kept free of React so that it can be tested alone.

/** `pending` while asking; `owner` holds the scanner; `elsewhere` another tab holds it; `lost` it was taken over. */
export type TabOwnershipState = 'pending' | 'owner' | 'elsewhere' | 'lost';

export const SCANNER_LOCK = 'exam-scanner-driver';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => Promise<unknown> | unknown): Promise<unknown>;
}

export interface TabOwnership {
  getSnapshot(): TabOwnershipState;
  subscribe(listener: () => void): () => void;
  /** Takes the scanner from the tab that holds it (that tab lets go). */
  takeOver(): void;
  /** Lets go of the scanner (the view unmounts); a released ownership stays released. */
  release(): void;
}

function defaultLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

export function createTabOwnership(locks: LockManagerLike | null | undefined = defaultLocks(), name = SCANNER_LOCK): TabOwnership {
  const listeners = new Set<() => void>();
  let state: TabOwnershipState = 'pending';
  let released = false;
  /** Ends the current hold (resolves the promise the lock callback returned). */
  let letGo: (() => void) | undefined;
  /** Counts requests, so that the answer to an older one never overrides a newer one. */
  let attempt = 0;

  function set(next: TabOwnershipState): void {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function ask(steal: boolean): void {
    if (!locks || released) return;
    const mine = ++attempt;
    letGo?.();
    const options = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(name, options, (lock) => {
        if (mine !== attempt || released) return undefined;
        if (!lock) {
          set('elsewhere');
          return undefined;
        }
        set('owner');
        return new Promise<void>((resolve) => {
          letGo = resolve;
        });
      })
      .catch(() => {
        // Aborted: another tab stole the lock while this one held it.
        if (mine !== attempt || released) return;
        letGo = undefined;
        set('lost');
      });
  }

  // Answered after the caller subscribed, with Web Locks or without (then this tab owns the scanner at once).
  if (locks) ask(false);
  else queueMicrotask(() => set('owner'));
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver: () => ask(true),
    release() {
      released = true;
      letGo?.();
      letGo = undefined;
    },
  };
}
