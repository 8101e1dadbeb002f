import { fireEvent, screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../lib/testRender';
import { TableEmptyRow } from './TableEmptyRow';
import { WindowedTable } from './WindowedTable';

const rows = Array.from({ length: 3000 }, (_, i) => ({ key: String(i), cells: [`教师${i}`, i] }));
const head = ['教师', '已阅'].map((h) => <Table.Th key={h}>{h}</Table.Th>);

describe('WindowedTable', () => {
  it('renders only the rows in view of 3,000, says how many there are, and moves with the scroll', () => {
    renderWithTheme(<WindowedTable label="各教师工作量" head={head} rows={rows} rowHeight={36} maxHeight={360} />);
    const table = screen.getByRole('table', { name: '各教师工作量' });
    expect(table.getAttribute('aria-rowcount')).toBe('3001');
    const shown = () => within(table).getAllByRole('row').slice(1);
    expect(shown().length).toBeLessThan(40);
    expect(shown()[0]?.textContent).toBe('教师00');
    const scroller = screen.getByRole('region', { name: '各教师工作量' });
    expect(scroller.tabIndex).toBe(0);
    scroller.scrollTop = 36 * 2000;
    fireEvent.scroll(scroller);
    const moved = shown();
    expect(moved.length).toBeLessThan(40);
    expect(moved.map((r) => r.getAttribute('aria-rowindex'))).toContain('2002');
    expect(moved.some((r) => r.textContent === '教师20002000')).toBe(true);
  });

  it('shows the placeholder without rows', () => {
    renderWithTheme(<WindowedTable label="缓冲卷" head={head} rows={[]} placeholder={<TableEmptyRow colSpan={2}>当前没有缓冲卷</TableEmptyRow>} />);
    expect(screen.getByText('当前没有缓冲卷')).toBeTruthy();
  });
});
