// The pure half of the paged, URL-synced list: which search params a list route accepts and how they become the
// page, page size and filters of its query. The hook (usePagedList) and the view (components/PagedTable) build on it.
// Plain functions, no schema library: the routes validate their search params with these while the app starts, so
// they are part of the code every page loads first (keep it light).

/** Page and page size as a list route keeps them in its search params; absent means the default. */
export interface PagingSearch {
  page?: number;
  pagesize?: number;
}

/** One search param: the value it accepts from what the URL holds, or undefined (absent or unusable). */
export type SearchParam<T> = (raw: unknown) => T | undefined;

/** A whole positive number from a search param (numbers arrive parsed or as text); anything else is absent. */
const positiveInt: SearchParam<number> = (raw) => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** A text filter from a search param: trimmed; empty or unusable is absent, so default lists keep clean URLs. */
export const textFilter: SearchParam<string> = (raw) => {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  return text === '' ? undefined : text;
};

/** A text filter of digits only (student and exam numbers: the contract's pattern); anything else is absent. */
export const digitsFilter: SearchParam<string> = (raw) => {
  const text = textFilter(raw);
  return text !== undefined && /^\d+$/.test(text) ? text : undefined;
};

/** A filter that only takes one of the given codes (e.g. a unit type); anything else is absent. */
export const codeFilter =
  <const C extends readonly [string, ...string[]]>(codes: C): SearchParam<C[number]> =>
  (raw) => {
    const text = typeof raw === 'number' ? String(raw) : raw;
    return typeof text === 'string' && (codes as readonly string[]).includes(text) ? (text as C[number]) : undefined;
  };

/** A filter that only takes one of the given numbers (e.g. a status code); anything else is absent. */
export const numberCodeFilter =
  <const C extends readonly [number, ...number[]]>(codes: C): SearchParam<C[number]> =>
  (raw) => {
    const n = positiveInt(raw);
    return n !== undefined && (codes as readonly number[]).includes(n) ? (n as C[number]) : undefined;
  };

/** A day (YYYY-MM-DD) from a search param; anything else is absent. */
export const dayFilter: SearchParam<string> = (raw) =>
  typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;

/** A minute (YYYY-MM-DD HH:mm) from a search param; anything else is absent. */
export const minuteFilter: SearchParam<string> = (raw) =>
  typeof raw === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw.replace(' ', 'T'))) ? raw : undefined;

/** An id filter (e.g. the unit chosen in a tree). */
export const idFilter = positiveInt;

type Filters = Record<string, SearchParam<unknown>>;
/** The search params a list route keeps: page, page size and each filter, all optional. */
export type SearchOf<F extends Filters> = PagingSearch & { [K in keyof F]?: F[K] extends SearchParam<infer T> ? T : never };

/**
 * The search-param validator of a list route: page, page size and the screen's filters. Use it as the route's
 * `validateSearch`; bad values fall back to the defaults instead of failing the route.
 */
export function pagedSearchSchema<F extends Filters>(filters: F): { parse: (search: Record<string, unknown>) => SearchOf<F> } {
  return {
    parse: (search) => {
      const out: Record<string, unknown> = {};
      const params: Filters = { page: positiveInt, pagesize: positiveInt, ...filters };
      for (const [key, param] of Object.entries(params)) {
        if (key in search) out[key] = param(search[key]);
      }
      return out as SearchOf<F>;
    },
  };
}

export interface PageSizes {
  /** The sizes offered, e.g. [15, 30, 50, 100]; a single size hides the size select. */
  pageSizes: readonly number[];
  defaultPageSize: number;
}

/** The page and page size a list asks the server for: defaults for absent values, only offered sizes. */
export function resolvePaging(search: PagingSearch, sizes: PageSizes): { page: number; pagesize: number } {
  const pagesize = search.pagesize !== undefined && sizes.pageSizes.includes(search.pagesize) ? search.pagesize : sizes.defaultPageSize;
  return { page: search.page ?? 1, pagesize };
}

/** Number of pages for a total (at least 1, so an empty list still shows page 1). */
export function pageCount(total: number, pagesize: number): number {
  return Math.max(1, Math.ceil(total / pagesize));
}

/**
 * The search params after a change: a new filter or page size starts again at page 1; defaults and empty values
 * leave the URL.
 */
export function nextSearch<S extends PagingSearch>(prev: S, patch: Partial<S>, sizes: PageSizes): S {
  const next: Record<string, unknown> = { ...prev, ...patch };
  const changesMoreThanPage = Object.keys(patch).some((k) => k !== 'page');
  if (changesMoreThanPage) next.page = undefined;
  if (next.page === 1) next.page = undefined;
  if (next.pagesize === sizes.defaultPageSize) next.pagesize = undefined;
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as unknown as S;
}
