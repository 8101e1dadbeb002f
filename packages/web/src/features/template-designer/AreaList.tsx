// One list of areas with its 框选 button (spec 2 §2.1): the paper tab's masking, barcode and other lists, a group's
// areas and choose markers, a sub-question's areas. 框选 enters the add mode for the list (again leaves it); a row
// selects its area on the canvas; × deletes it. Optional-question marks choose their option letter.
import { ActionIcon, Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSquarePlus, IconX } from '@tabler/icons-react';
import { DESIGNER_TEXTS as T } from './designerTexts';
import { optionLetter } from './model/actions';
import type { OptionArea } from './model/types';

const OPTIONS = Array.from({ length: 26 }, (_, i) => optionLetter(i));

export interface AreaListProps {
  label: string;
  /** Show the label above the list (off where a heading of the same name already stands). */
  titled?: boolean;
  areas: readonly OptionArea[];
  /** The canvas ids of the areas, in order. */
  ids: readonly string[];
  drawing: boolean;
  /** The selected areas (each list marks its own). */
  selection: readonly string[];
  onDraw: () => void;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
  onOption?: (index: number, option: string) => void;
}

export function AreaList({ label, titled = true, areas, ids, drawing, selection, onDraw, onSelect, onRemove, onOption }: AreaListProps) {
  return (
    <Stack gap={4} aria-label={label} role="group">
      <Group justify={titled ? 'space-between' : 'flex-end'} gap="xs">
        {titled && (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        )}
        <Button size="compact-xs" variant={drawing ? 'filled' : 'light'} leftSection={<IconSquarePlus size={14} />} onClick={onDraw} aria-pressed={drawing}>
          {drawing ? T.drawing : T.draw}
        </Button>
      </Group>
      {areas.length === 0 && (
        <Text size="xs" c="dimmed">
          {T.noAreas}
        </Text>
      )}
      {areas.map((a, i) => {
        const id = ids[i] ?? '';
        const active = selection.includes(id);
        return (
          <Group key={id} gap={4} wrap="nowrap" bg={active ? 'var(--mantine-color-red-light)' : undefined} px={4} style={{ borderRadius: 4 }}>
            <UnstyledButton onClick={() => onSelect(id)} style={{ flex: 1 }} aria-current={active || undefined}>
              <Text size="xs" ff="monospace">
                {T.areaText(a.p, a.x, a.y, a.w, a.h)}
              </Text>
            </UnstyledButton>
            {onOption && (
              <Select
                size="xs"
                w={70}
                aria-label={T.option}
                data={OPTIONS}
                value={a.option ?? null}
                allowDeselect={false}
                onChange={(v) => v && onOption(i, v)}
              />
            )}
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={T.removeArea} onClick={() => onRemove(id)}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
