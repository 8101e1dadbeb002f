// The view dialog's row search (spec 3 §2.5, §3 "Arrangement data search", §9): what the fields send, 15 rows a page
// from page 1, and the 200 ms load delay (the search loads 200 ms after the last keystroke, not on every key).
import type { Schemas } from '@exam/sdk';
import { RESULT_TEXTS } from '../texts';

/** §9: arrangement data page size 15, starting at page 1. */
export const DATA_PAGE_SIZE = 15;
/** §9: the load delay of the dialog. */
export const LOAD_DELAY_MS = 200;

export type SearchField = keyof typeof RESULT_TEXTS.search;
export const SEARCH_FIELDS = Object.keys(RESULT_TEXTS.search) as SearchField[];
export type SearchInput = Partial<Record<SearchField, string>>;

type Filters = Omit<Schemas['RoomDesignDataRequest'], 'exam_id' | 'design_id' | 'page' | 'page_size' | 'total'>;

/** The search fields as the request sends them: trimmed, empty ones left out, the seat number as digits. */
export function dataFilters(input: SearchInput): Filters {
  const out: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const text = input[field]?.trim() ?? '';
    if (text !== '') out[field] = text;
  }
  return out as Filters;
}

/** What the seat-number field accepts while typing: digits only (the contract's pattern). */
export const seatDigits = (text: string): string => text.replace(/\D/g, '');
