// The pager of every paged list (tables and card lists): '共 N 条', the page-size select (when there is a choice),
// the pages, optionally a page jumper ('跳至 N 页'), a 刷新列表 button when the list can load again, and on the left
// whatever the screen adds (e.g. '已勾选 N 名考生').
import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, NumberInput, Pagination, Select, Text, Tooltip, type MantineSpacing } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { pageCount } from '../lib/pagedList';
import type { PagedList } from '../lib/usePagedList';

export interface PagerProps {
  list: Pick<PagedList<never, unknown>, 'total' | 'page' | 'pageSize' | 'pageSizes' | 'setPage' | 'setPageSize'> & {
    /** A page that failed to load: the pager shows nothing (no '共 0 条' for a list that is not known to be empty). */
    error?: unknown;
    /** Loads the page again (刷新列表), spinning while any load is under way. */
    retry?: () => void;
    isFetching?: boolean;
  };
  /** A '跳至 N 页' field after the pages (Enter or leaving the field goes there). */
  jumper?: boolean;
  /** Shown on the left, e.g. how many rows are ticked. */
  left?: ReactNode;
  mt?: MantineSpacing;
}

export function Pager({ list, jumper = false, left, mt }: PagerProps) {
  const pages = pageCount(list.total, list.pageSize);
  if (list.error) return left === undefined ? null : <Group mt={mt}>{left}</Group>;
  return (
    <Group justify={left === undefined ? 'flex-end' : 'space-between'} gap="sm" mt={mt}>
      {left}
      <Group gap="sm">
        {list.retry && (
          <Tooltip label="刷新列表">
            <ActionIcon variant="subtle" color="gray" aria-label="刷新列表" loading={list.isFetching} onClick={list.retry}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Text size="sm">共 {list.total} 条</Text>
        {list.pageSizes.length > 1 && (
          <Select
            aria-label="每页条数"
            w={110}
            size="xs"
            allowDeselect={false}
            data={list.pageSizes.map((n) => ({ value: String(n), label: `${n} 条/页` }))}
            value={String(list.pageSize)}
            onChange={(v) => v && list.setPageSize(Number(v))}
          />
        )}
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          getItemProps={(page) => ({ 'aria-label': `第 ${page} 页` })}
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
          }
        />
        {jumper && <PageJumper pages={pages} onJump={list.setPage} />}
      </Group>
    </Group>
  );
}

/** '跳至 [n] 页': a page number from 1 to the last page, applied on Enter or when the field is left. */
function PageJumper({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState<string | number>('');
  const jump = () => {
    const page = Number(value);
    if (value === '' || !Number.isInteger(page)) return;
    onJump(Math.min(Math.max(page, 1), pages));
    setValue('');
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">跳至</Text>
      <NumberInput
        aria-label="跳至页码"
        size="xs"
        w={64}
        min={1}
        max={pages}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={value}
        onChange={setValue}
        onBlur={jump}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            jump();
          }
        }}
      />
      <Text size="sm">页</Text>
    </Group>
  );
}
