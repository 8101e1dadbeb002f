// The key map (?): every key of the marking canvas, from the same table the key handler reads (model/keyMap.ts).
import { Group, Kbd, Modal, Switch, Table, Text } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import { keyMapRows } from './model/keyMap';
import { MARKING_TEXTS as T } from './texts';

export interface KeyMapDialogProps {
  opened: boolean;
  onClose: () => void;
  shortcuts: readonly Schemas['ScoreShortcut'][];
  oneKey: boolean;
  onOneKey: (on: boolean) => void;
}

export function KeyMapDialog({ opened, onClose, shortcuts, oneKey, onOneKey }: KeyMapDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.keys.title} size="lg" centered>
      <Switch mb="sm" label={T.oneKey} description={T.oneKeyHint} checked={oneKey} onChange={(e) => onOneKey(e.currentTarget.checked)} />
      <Table striped aria-label={T.keys.title}>
        <Table.Tbody>
          {keyMapRows(shortcuts, oneKey).map((row) => (
            <Table.Tr key={`${row.keys.join('+')}:${row.what}`}>
              <Table.Td w={180}>
                <Group gap={4}>
                  {row.keys.map((k) => (
                    <Kbd key={k} size="xs">
                      {k}
                    </Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.what}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
