// Row windowing for long lists and tables (up to 400 participants a page, 1000 students in the add dialog, the
// permission screen's user list growing 100 a page): rows have a fixed height, only the rows in view (plus some
// overscan) are rendered, and two spacers keep the scroll height. Pure arithmetic in rowWindow and nearEnd, the
// scroll state in useRowWindow.
import { useCallback, useState } from 'react';

export interface RowWindow {
  /** First rendered row index. */
  start: number;
  /** One past the last rendered row index. */
  end: number;
  /** Height of the spacer above the rendered rows. */
  padTop: number;
  /** Height of the spacer below them. */
  padBottom: number;
}

export function rowWindow(count: number, scrollTop: number, options: { rowHeight: number; viewportHeight: number; overscan: number }): RowWindow {
  const { rowHeight, viewportHeight, overscan } = options;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  // An even start keeps the striping of the rows still while scrolling (the top spacer row is always there).
  const unaligned = Math.min(count, Math.max(0, first - overscan));
  const start = unaligned - (unaligned % 2);
  const end = Math.min(count, first + Math.ceil(viewportHeight / rowHeight) + overscan);
  return { start, end: Math.max(start, end), padTop: start * rowHeight, padBottom: Math.max(0, count - Math.max(start, end)) * rowHeight };
}

/** Rows scrolled past before the window moves (fewer renders while scrolling; the overscan covers the lag). */
const STEP = 4;

/** The window of a scroll container: pass `onScroll` to it (Mantine ScrollArea's onScrollPositionChange). */
export function useRowWindow(count: number, options: { rowHeight: number; viewportHeight: number; overscan?: number }) {
  const { rowHeight } = options;
  // The scroll position in whole steps of rows: scrolling within a step renders nothing.
  const [stepTop, setStepTop] = useState(0);
  const onScroll = useCallback(
    (position: { y: number }) => setStepTop(Math.floor(position.y / rowHeight / STEP) * STEP * rowHeight),
    [rowHeight],
  );
  const slice = rowWindow(count, stepTop, { overscan: 8, ...options, viewportHeight: options.viewportHeight + STEP * rowHeight });
  return { ...slice, onScroll };
}

/** Whether a scroll container is scrolled close enough to its end to load the next page (infinite scroll). */
export const nearEnd = (scrollTop: number, viewport: number, scrollHeight: number, margin: number): boolean =>
  scrollTop + viewport >= scrollHeight - margin;
