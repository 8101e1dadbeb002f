// 新增考区 / 编辑考区: the area's name (required '考区名称不可为空', at most 30); saveexamarea with isAdd true for a new
// area, false to rename one. A refused save keeps the dialog and what was typed.
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog, useSaveDialog } from '../../../components/FormDialog';
import { roomDesignKeys, type Area } from '../queries';
import { AREA_TEXTS, COMMON_TEXTS } from '../texts';
import { areaNameError } from './areaRules';
import { refreshSeats, saveArea } from './calls';

export interface AreaNameDialogProps {
  unitId: number;
  /** The area to rename; none to add one. */
  area: Area | undefined;
  onClose: () => void;
}

export function AreaNameDialog({ unitId, area, onClose }: AreaNameDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { area_name: area?.area_name ?? '' }, validate: { area_name: areaNameError } });
  const save = useSaveDialog({
    save: async ({ area_name }: { area_name: string }) => {
      const result = await saveArea({ area_id: area?.area_id ?? null, area_name: area_name.trim(), unit_id: unitId, isAdd: area === undefined });
      void refreshSeats(queryClient);
      return result;
    },
    invalidate: roomDesignKeys.allAreas,
    onSaved: onClose,
    successText: area ? COMMON_TEXTS.saved : COMMON_TEXTS.added,
  });
  return (
    <FormDialog opened mode={area ? 'edit' : 'add'} entity={AREA_TEXTS.areaEntity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label={AREA_TEXTS.areaName} placeholder={AREA_TEXTS.areaNamePlaceholder} withAsterisk data-autofocus {...form.getInputProps('area_name')} />
    </FormDialog>
  );
}
