// 回评: the papers the teacher marked in the task, the latest first, each opened again to look at and change while
// it can be (the server says why not: a later round decided it, or strict mode allows one change).
import { useState } from 'react';
import { Badge, Button, Drawer, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { PagedTable, type Column } from '../../components/PagedTable';
import { REVIEW_PAGE_SIZE, markedQuery, type TaskRef } from './queries';
import { MARKING_TEXTS as T } from './texts';

type Row = Schemas['MarkedPaperRow'];

export function ReviewDrawer({ task, opened, onClose, onOpen }: { task: TaskRef; opened: boolean; onClose: () => void; onOpen: (row: Row) => void }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...markedQuery(task, page), enabled: opened });
  const columns: Column<Row>[] = [
    { key: 'number', title: T.reviewColumns.number, render: (r) => r.number, width: 64 },
    { key: 'total', title: T.reviewColumns.total, render: (r) => r.total, width: 72 },
    { key: 'time', title: T.reviewColumns.time, render: (r) => r.submit_time },
    { key: 'changes', title: T.reviewColumns.changes, render: (r) => r.changes, width: 80 },
    {
      key: 'state',
      title: T.reviewColumns.state,
      render: (r) =>
        r.locked ? (
          <Text size="sm" c="dimmed">
            {r.locked}
          </Text>
        ) : (
          <Badge variant="light" color="teal">
            {T.editable}
          </Badge>
        ),
    },
    {
      key: 'open',
      title: '',
      render: (r) => (
        <Button size="compact-sm" variant="light" onClick={() => onOpen(r)} aria-label={`${T.review}第${r.number}份`}>
          {T.review}
        </Button>
      ),
      width: 72,
    },
  ];
  return (
    <Drawer opened={opened} onClose={onClose} title={T.reviewTitle} position="right" size={720}>
      <PagedTable
        label={T.reviewTitle}
        minWidth={600}
        columns={columns}
        rowKey={(r) => r.paper_id}
        list={{
          rows: query.data?.datalist ?? [],
          total: query.data?.totalrecords ?? 0,
          page,
          pageSize: REVIEW_PAGE_SIZE,
          pageSizes: [REVIEW_PAGE_SIZE],
          isLoading: query.isLoading,
          isFetching: query.isFetching,
          error: query.error,
          retry: () => void query.refetch(),
          setPage,
          setPageSize: () => undefined,
        }}
      />
    </Drawer>
  );
}
