// Spec 1 §8: "A script chunk load taking over 120 seconds fails." Every page's code is its own chunk (route-level
// code splitting); the router loads a page's chunks through the route's lazy loader and its lazy components' preload.
// Both are wrapped so that a chunk still missing after 120 s rejects with a ChunkTimeoutError: the router then shows
// the page's error view (components/RouteError) instead of waiting forever. The browser keeps a module import that is
// still pending, so only reloading the page asks for the chunk again; the error view offers that.

export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_TIMEOUT_TEXT = '页面加载超时（超过120秒），请检查网络后重试';

export class ChunkTimeoutError extends Error {
  constructor() {
    super(CHUNK_TIMEOUT_TEXT);
    this.name = 'ChunkTimeoutError';
  }
}

/** The promise, or a ChunkTimeoutError once `ms` have passed first. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Loader = () => Promise<unknown>;
const COMPONENT_KINDS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

/** What of a route loads code: its lazy loader (a split route) and components with a preload (lazy components). */
export interface ChunkedRoute {
  lazyFn?: Loader;
  options: object;
}

/** Makes every chunk load of these routes fail after `ms`. */
export function limitChunkLoads(routes: Iterable<ChunkedRoute>, ms = CHUNK_TIMEOUT_MS): void {
  const limit = (load: Loader): Loader => () => withTimeout(load(), ms);
  for (const route of routes) {
    if (route.lazyFn) route.lazyFn = limit(route.lazyFn);
    const options = route.options as Record<string, { preload?: Loader } | undefined>;
    for (const kind of COMPONENT_KINDS) {
      const component = options[kind];
      if (typeof component?.preload === 'function') component.preload = limit(component.preload.bind(component));
    }
  }
}
