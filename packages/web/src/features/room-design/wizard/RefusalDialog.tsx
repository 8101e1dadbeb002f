// The arrangement's refusal (spec 3 §8.3): the server's text, or, when another user took some of the chosen seats or
// arranged some of the ticked students meanwhile, one summary ('60 个座位已被占用，涉及第03、第05考场') with the
// details in tables (a room per row with its seat numbers; a student per row with the subjects arranged meanwhile).
import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { WIZARD_TEXTS } from '../texts';
import { seatRuns, type ArrangedStudent, type TakenSeats } from './refusal';

const T = WIZARD_TEXTS.refusal;

export interface Refusal {
  /** The summary, or the server's text when nothing changed that the wizard can see. */
  message: string;
  taken: TakenSeats[];
  arranged: ArrangedStudent[];
}

export function RefusalDialog({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  return (
    <Modal opened={refusal !== null} onClose={onClose} title={T.title} size="lg" centered>
      {refusal && (
        <Stack gap="sm">
          <Text fw={500} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {refusal.message}
          </Text>
          {(refusal.taken.length > 0 || refusal.arranged.length > 0) && (
            <Text size="sm" c="dimmed">
              {T.fixed}
            </Text>
          )}
          {refusal.taken.length > 0 && (
            <ScrollArea.Autosize mah={240} type="auto">
              <Table striped withTableBorder aria-label={T.seatsLabel}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.room}</Table.Th>
                    <Table.Th>{T.count}</Table.Th>
                    <Table.Th>{T.seats}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refusal.taken.map((r) => (
                    <Table.Tr key={r.room_name}>
                      <Table.Td>{r.room_name}</Table.Td>
                      <Table.Td>{r.seats.length}</Table.Td>
                      <Table.Td>{seatRuns(r.seats)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          {refusal.arranged.length > 0 && (
            <ScrollArea.Autosize mah={240} type="auto">
              <Table striped withTableBorder aria-label={T.studentsLabel}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.student}</Table.Th>
                    <Table.Th>{T.subjects}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refusal.arranged.map((s) => (
                    <Table.Tr key={s.student_number}>
                      <Table.Td>{`${s.student_name}（${s.student_number}）`}</Table.Td>
                      <Table.Td>{s.subjects.join('、')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          <Group justify="flex-end">
            <Button data-autofocus onClick={onClose}>
              {T.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
