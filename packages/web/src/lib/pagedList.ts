// The pure half of the paged, URL-synced list: which search params a list route accepts and how they become the
// page, page size and filters of its query. The hook (usePagedList) and the view (components/PagedTable) build on it.
import { z } from 'zod';

/** Page and page size as a list route keeps them in its search params; absent means the default. */
export interface PagingSearch {
  page?: number;
  pagesize?: number;
}

/** A whole positive number from a search param (numbers arrive parsed or as text); anything else is absent. */
const positiveInt = z.coerce.number().int().min(1).optional().catch(undefined);

/** A text filter from a search param: trimmed; empty or unusable is absent, so default lists keep clean URLs. */
export const textFilter = z
  .unknown()
  .transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''))
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A filter that only takes one of the given codes (e.g. a unit type); anything else is absent. */
export const codeFilter = <const C extends readonly [string, ...string[]]>(codes: C) =>
  z
    .unknown()
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .pipe(z.enum(codes).optional())
    .optional()
    .catch(undefined);

/** An id filter (e.g. the unit chosen in a tree). */
export const idFilter = positiveInt;

/**
 * The search-param schema of a list route: page, page size (only the screen's sizes) and the screen's filters.
 * Use it as the route's `validateSearch`; bad values fall back to the defaults instead of failing the route.
 */
export function pagedSearchSchema<F extends z.ZodRawShape>(filters: F) {
  return z.object({ page: positiveInt, pagesize: positiveInt, ...filters });
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
