// A table of many rows in a fixed-height scroller (the room wizard's review, the marking monitor's lists): only the
// rows in view are rendered (lib/rowWindow), two spacer rows keep the scroll height, the header stays in view. Rows
// have one height for the window's arithmetic. The scroller is a labelled region that takes the keyboard's focus, so
// it scrolls without a mouse. What a table shows without rows (loading, failure, empty) is the caller's `placeholder`.
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useRowWindow } from '../lib/rowWindow';

export interface WindowedRow {
  key: string;
  cells: readonly ReactNode[];
}

export interface WindowedTableProps {
  /** The table's accessible name (and its scroller's). */
  label: string;
  /** The header row's cells (Table.Th each). */
  head: ReactNode;
  rows: readonly WindowedRow[];
  /** Shown in the body when there are no rows: a TableEmptyRow, a TableFailureRow, a skeleton row. */
  placeholder?: ReactNode;
  /** Per column: 'right' for numbers. */
  align?: readonly ('right' | undefined)[];
  rowHeight?: number;
  /** The scroller's height at most. */
  maxHeight?: number;
  minWidth?: number;
}

export function WindowedTable({ label, head, rows, placeholder, align, rowHeight = 36, maxHeight = 520, minWidth }: WindowedTableProps) {
  const win = useRowWindow(rows.length, { rowHeight, viewportHeight: maxHeight });
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight, overflow: 'auto', overscrollBehavior: 'contain' }}
      onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })}
    >
      <Table striped withTableBorder stickyHeader aria-label={label} aria-rowcount={rows.length + 1} verticalSpacing={4} miw={minWidth}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            placeholder
          ) : (
            <>
              <tr aria-hidden style={{ height: win.padTop }} />
              {rows.slice(win.start, win.end).map((r, i) => (
                <Table.Tr key={r.key} h={rowHeight} aria-rowindex={win.start + i + 2}>
                  {r.cells.map((c, j) => (
                    <Table.Td key={j} ta={align?.[j]}>
                      {c}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
            </>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
