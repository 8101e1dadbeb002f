// A small fixed-row-height window over a long list (the permission screen's user list grows 100 a page by infinite
// scroll): only the rows in view, plus a few either side, are rendered between two spacers.

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Space above and below the rendered rows, in px. */
  before: number;
  after: number;
}

export function windowRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 8): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/** Whether the list is scrolled close enough to its end to load the next page. */
export const nearEnd = (scrollTop: number, viewport: number, scrollHeight: number, margin: number): boolean =>
  scrollTop + viewport >= scrollHeight - margin;
