// scoreManage's search params (validated while the app starts, so nothing heavy here): page, page size, keyword.
import { pagedSearchSchema, textFilter } from '../../lib/pagedList';

export const KEYWORD_MAX = 50;
export const scoreSearch = pagedSearchSchema({ keyword: (raw) => textFilter(raw)?.slice(0, KEYWORD_MAX) });
export type ScoreSearch = ReturnType<typeof scoreSearch.parse>;
