// The view dialog of a design record (spec 3 §2.5, §3 "Arrangement view row", §9): the design's seats, one student and
// subject a row, 15 rows a page from page 1, with a row search over name, number, class, school, grade, area, room,
// seat and subject that loads 200 ms after the last keystroke. Each opening starts again from page 1 with no search.
import { useState } from 'react';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { PagedTable, type Column } from '../../../components/PagedTable';
import { useListQuery } from '../../../lib/useListQuery';
import { designDataQuery, type DesignRecord } from '../queries';
import { RESULT_TEXTS } from '../texts';
import type { Schemas } from '@exam/sdk';
import { DATA_PAGE_SIZE, LOAD_DELAY_MS, SEARCH_FIELDS, dataFilters, seatDigits, type SearchInput } from './dataSearch';

type Row = Schemas['RoomDesignDataRow'];

const COLUMNS: Column<Row>[] = (Object.keys(RESULT_TEXTS.dataColumns) as (keyof typeof RESULT_TEXTS.dataColumns)[]).map((key) => ({
  key,
  title: RESULT_TEXTS.dataColumns[key],
  render: (row) => row[key] ?? '',
}));

export interface DesignDataDialogProps {
  /** The design shown; null when closed. */
  design: DesignRecord | null;
  onClose: () => void;
}

export function DesignDataDialog({ design, onClose }: DesignDataDialogProps) {
  return (
    <Modal opened={design !== null} onClose={onClose} title={RESULT_TEXTS.viewTitle} size="80rem" centered>
      {design && <DesignDataBody key={design.design_id} examId={design.exam_id} designId={design.design_id} />}
    </Modal>
  );
}

function DesignDataBody({ examId, designId }: { examId: number; designId: number }) {
  const [typed, setTyped] = useState<SearchInput>({});
  const [applied] = useDebouncedValue(typed, LOAD_DELAY_MS);
  const filters = dataFilters(applied);
  const [page, setPage] = useState(1);
  // A new search starts again at page 1.
  const filterKey = JSON.stringify(filters);
  const [lastKey, setLastKey] = useState(filterKey);
  if (lastKey !== filterKey) {
    setLastKey(filterKey);
    setPage(1);
  }
  const query = useListQuery({
    ...designDataQuery({ exam_id: examId, design_id: designId, ...filters, page, page_size: DATA_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const list = {
    rows: query.isError ? [] : (query.data?.datalist ?? []),
    total: query.data?.totalrecords ?? 0,
    page,
    pageSize: DATA_PAGE_SIZE,
    pageSizes: [DATA_PAGE_SIZE],
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    retry: query.retry,
    setPage,
    setPageSize: () => undefined,
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, md: 5, lg: 9 }} spacing="xs" verticalSpacing="xs" role="search" aria-label={RESULT_TEXTS.searchLabel}>
        {SEARCH_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={RESULT_TEXTS.search[field]}
            size="xs"
            maxLength={30}
            inputMode={field === 'seat_num' ? 'numeric' : undefined}
            value={typed[field] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTyped((t) => ({ ...t, [field]: field === 'seat_num' ? seatDigits(value) : value }));
            }}
          />
        ))}
      </SimpleGrid>
      <PagedTable
        list={list}
        columns={COLUMNS}
        rowKey={(r) => `${r.student_number}|${r.subject_name}|${r.room_name}|${r.seat_num}`}
        label={RESULT_TEXTS.dataLabel}
        minWidth={900}
        failureTitle={RESULT_TEXTS.dataLoadFailed}
      />
    </Stack>
  );
}
