// 考场扫描错误 (spec 3 §2.3, §4.2): at the end of a room scan, the room's seats with problems — no sheet this time,
// a sheet of another room, an exam number scanned twice — with the way on to the unrecognised sheets.
import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { SCAN_TEXTS } from '../scanTexts';
import type { RoomProblem } from './fixRules';

export interface RoomErrorDialogProps {
  problems: RoomProblem[] | undefined;
  onClose: () => void;
  /** Goes on to the unrecognised-number dialog (shown when some sheets need fixing). */
  onFixSheets?: (() => void) | undefined;
}

export function RoomErrorDialog({ problems, onClose, onFixSheets }: RoomErrorDialogProps) {
  return (
    <Modal opened={problems !== undefined} onClose={onClose} title={SCAN_TEXTS.roomErrorTitle} size="lg" centered>
      <Stack gap="sm">
        <Table striped withTableBorder aria-label={SCAN_TEXTS.roomErrorTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>座位号</Table.Th>
              <Table.Th>考号</Table.Th>
              <Table.Th>问题</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(problems ?? []).map((p, i) => (
              <Table.Tr key={`${p.studentId}:${p.problem}:${i}`}>
                <Table.Td>{p.seat ?? ''}</Table.Td>
                <Table.Td>{p.studentId}</Table.Td>
                <Table.Td>{p.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          {onFixSheets && (
            <Button variant="light" onClick={onFixSheets}>
              {SCAN_TEXTS.unrecognisedTitle}
            </Button>
          )}
          <Button onClick={onClose}>关闭</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
