// Sorting a table's rows by one column (components/SortableTable: the marking-day and quality tables): numbers and
// texts, nulls last either way.
export type SortDir = 'ascending' | 'descending';

export function sortRows<T>(rows: readonly T[], value: (row: T) => string | number | boolean | null, dir: SortDir): T[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y, 'zh-CN');
    return sign * (Number(x) - Number(y));
  });
}
