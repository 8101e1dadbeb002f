// The absence list as a table (one page, at most 100 rows): a tick per row for the batch confirmations, school, name,
// student number, exam number, class, room and seat, 类别 (试卷标记缺考 / 未扫描), the confirmation (with who and
// when) and per row 查看试卷 (a sheet with the absent mark), 确认缺考 / 确认未缺考 (the one matching the row's state is
// off). A failed page shows the reason and 重试 in place of the rows.
import { Badge, Box, Button, Checkbox, Group, LoadingOverlay, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { LoadFailureProps } from '../../components/LoadFailure';
import { TableEmptyRow, TableFailureRow } from '../../components/TableEmptyRow';
import type { AbsentRow, AbsentState } from './queries';
import { ABSENT_TEXTS as T } from './texts';

const STATE_COLORS: Record<AbsentState, string> = { unconfirmed: 'gray', absent: 'red', present: 'teal' };
const COLUMNS = 10;

export interface AbsentTableProps {
  rows: AbsentRow[];
  checked: ReadonlySet<string>;
  loading: boolean;
  fetching: boolean;
  /** While a confirmation is under way the row buttons wait. */
  busy: boolean;
  emptyText: string;
  onCheck: (studentIds: string[], checked: boolean) => void;
  onConfirm: (row: AbsentRow, absent: boolean) => void;
  /** Opens the front page of a row whose sheet carries the absent mark. */
  onViewSheet: (row: AbsentRow) => void;
  failure?: LoadFailureProps;
}

export function AbsentTable({ rows, checked, loading, fetching, busy, emptyText, onCheck, onConfirm, onViewSheet, failure }: AbsentTableProps) {
  const ids = rows.map((r) => r.student_id);
  const allChecked = ids.length > 0 && ids.every((id) => checked.has(id));
  const someChecked = ids.some((id) => checked.has(id));
  return (
    <Box pos="relative" mih={120}>
      <LoadingOverlay visible={fetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      <ScrollArea type="auto">
        <Table striped highlightOnHover withTableBorder miw={1100} aria-label={T.tableLabel} aria-busy={fetching} styles={{ td: { whiteSpace: 'nowrap' }, th: { whiteSpace: 'nowrap' } }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox aria-label={T.selectAll} checked={allChecked} indeterminate={someChecked && !allChecked} disabled={ids.length === 0} onChange={() => onCheck(ids, !allChecked)} />
              </Table.Th>
              <Table.Th>{T.columns.school}</Table.Th>
              <Table.Th>{T.columns.name}</Table.Th>
              <Table.Th>{T.columns.studentNumber}</Table.Th>
              <Table.Th>{T.columns.examNumber}</Table.Th>
              <Table.Th>{T.columns.className}</Table.Th>
              <Table.Th>{T.columns.seat}</Table.Th>
              <Table.Th>{T.columns.kind}</Table.Th>
              <Table.Th>{T.columns.state}</Table.Th>
              <Table.Th>{T.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failure && <TableFailureRow colSpan={COLUMNS} {...failure} />}
            {!failure &&
              rows.map((row) => (
                <Table.Tr key={row.student_id}>
                  <Table.Td>
                    <Checkbox aria-label={T.select(row.student_name)} checked={checked.has(row.student_id)} onChange={(e) => onCheck([row.student_id], e.currentTarget.checked)} />
                  </Table.Td>
                  <Table.Td>{row.school_name}</Table.Td>
                  <Table.Td>{row.student_name}</Table.Td>
                  <Table.Td>{row.student_number}</Table.Td>
                  <Table.Td>{row.student_id}</Table.Td>
                  <Table.Td>{row.class_name}</Table.Td>
                  <Table.Td>
                    {row.room_name ? (
                      T.seat(row.room_name, row.seat_num)
                    ) : (
                      <Text span c="dimmed" size="sm">
                        {T.notArranged}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant={row.reason === 'marked' ? 'light' : 'outline'} color={row.reason === 'marked' ? 'orange' : 'gray'}>
                      {T.kinds[row.reason]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Badge variant="light" color={STATE_COLORS[row.state]}>
                        {T.states[row.state]}
                      </Badge>
                      {row.confirm_user && row.confirm_time && (
                        <Text size="xs" c="dimmed">
                          {T.confirmedBy(row.confirm_user, row.confirm_time)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {row.reason === 'marked' && (
                        <Button size="compact-sm" variant="subtle" aria-label={T.viewSheetOf(row.student_name)} onClick={() => onViewSheet(row)}>
                          {T.viewSheet}
                        </Button>
                      )}
                      <Button size="compact-sm" variant="subtle" color="red" disabled={busy || row.state === 'absent'} aria-label={T.rowAction(T.confirmAbsent, row.student_name)} onClick={() => onConfirm(row, true)}>
                        {T.confirmAbsent}
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="teal" disabled={busy || row.state === 'present'} aria-label={T.rowAction(T.confirmPresent, row.student_name)} onClick={() => onConfirm(row, false)}>
                        {T.confirmPresent}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            {!failure && rows.length === 0 && !loading && <TableEmptyRow colSpan={COLUMNS}>{emptyText}</TableEmptyRow>}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Box>
  );
}
