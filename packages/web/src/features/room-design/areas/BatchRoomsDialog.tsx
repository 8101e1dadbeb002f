// 批量新增考场 for one area (spec 3 §2.5, §5): name prefix and suffix, nick-name prefix and suffix, the first room
// number, start and end number and capacity (default 30), every rule with its message before anything is sent, and
// a preview of the names it will create (prefix + number + suffix, room numbers counting up from the first). Success
// says '批量新增考场成功！'; a refused batch keeps the dialog and what was typed.
import { Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveDialog } from '../../../components/FormDialog';
import { roomDesignKeys, type Area } from '../queries';
import { AREA_TEXTS } from '../texts';
import { ROOM_CAPACITY_MAX, batchBody, batchDefaults, batchErrors, batchPreview, type BatchValues } from './areaRules';
import { batchAddRooms, refreshSeats } from './calls';

const F = AREA_TEXTS.fields;
/** Names shown in full before the preview shortens to the first and last ones. */
const PREVIEW_ALL = 8;

export function BatchRoomsDialog({ area, onClose }: { area: Area; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<BatchValues>({ initialValues: batchDefaults(), validate: batchErrors });
  const save = useSaveDialog({
    save: async (values: BatchValues) => {
      const result = await batchAddRooms(batchBody(values, area.area_id));
      void refreshSeats(queryClient);
      return result;
    },
    invalidate: roomDesignKeys.allAreas,
    onSaved: onClose,
    successText: AREA_TEXTS.batchSuccess,
  });
  const numberProps = { allowDecimal: false, allowNegative: false, hideControls: true, withAsterisk: true } as const;
  const preview = batchPreview(form.values);
  const shown = preview && preview.names.length > PREVIEW_ALL ? [...preview.names.slice(0, 3), '…', ...preview.names.slice(-2)] : preview?.names;
  return (
    <Modal opened onClose={onClose} title={`${AREA_TEXTS.batchAdd}（${area.area_name}）`} centered size="lg">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput label={F.namePrefix} withAsterisk {...form.getInputProps('room_name_prefix')} />
            <TextInput label={F.nameSuffix} withAsterisk {...form.getInputProps('room_name_suffix')} />
            <TextInput label={F.nickPrefix} {...form.getInputProps('room_nick_name_prefix')} />
            <TextInput label={F.nickSuffix} {...form.getInputProps('room_nick_name_suffix')} />
            <NumberInput label={F.startNumber} min={1} {...numberProps} {...form.getInputProps('start_number')} />
            <NumberInput label={F.endNumber} min={1} description={AREA_TEXTS.batchLimitHint} {...numberProps} {...form.getInputProps('end_number')} />
            <NumberInput label={F.roomNumber} min={1} {...numberProps} {...form.getInputProps('room_number')} />
            <NumberInput label={F.capacity} min={1} max={ROOM_CAPACITY_MAX} clampBehavior="none" {...numberProps} {...form.getInputProps('room_capacity')} />
          </SimpleGrid>
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" role="region" aria-label={AREA_TEXTS.preview}>
            <Text size="sm" fw={500}>
              {AREA_TEXTS.preview}
            </Text>
            {preview && shown ? (
              <>
                <Text size="sm">{shown.join('、')}</Text>
                <Text size="xs" c="dimmed">
                  {AREA_TEXTS.previewSummary(preview.names.length, preview.firstNumber, preview.lastNumber)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {AREA_TEXTS.previewEmpty}
              </Text>
            )}
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={save.isPending}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
