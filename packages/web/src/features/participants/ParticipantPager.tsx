// The pager under the participant table: how many are ticked, '共 N 条', the page size (50–400) and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { pageCount } from '../../lib/pagedList';
import type { PagedList } from '../../lib/usePagedList';

export function ParticipantPager({
  list,
  checkedCount,
}: {
  list: Pick<PagedList<never, unknown>, 'total' | 'page' | 'pageSize' | 'pageSizes' | 'setPage' | 'setPageSize'>;
  checkedCount: number;
}) {
  const pages = pageCount(list.total, list.pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {checkedCount > 0 ? `已勾选 ${checkedCount} 名考生` : ''}
      </Text>
      <Group gap="sm">
        <Text size="sm">共 {list.total} 条</Text>
        <Select
          aria-label="每页条数"
          w={110}
          size="xs"
          allowDeselect={false}
          data={list.pageSizes.map((n) => ({ value: String(n), label: `${n} 条/页` }))}
          value={String(list.pageSize)}
          onChange={(v) => v && list.setPageSize(Number(v))}
        />
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          getItemProps={(page) => ({ 'aria-label': `第 ${page} 页` })}
          getControlProps={(control) => (control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {})}
        />
      </Group>
    </Group>
  );
}
