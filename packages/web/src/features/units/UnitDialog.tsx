import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormDialog, useSaveDialog, type DialogMode } from '../../components/FormDialog';
import { dealersQuery, saveUnit, unitKeys, type UnitRow } from './queries';
import { unitFormSchema, unitFormValues, unitSaveBody, type UnitFormValues } from './unitForm';

export const STATE_OPTIONS = [
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];

export function UnitDialog({
  mode,
  record,
  typeOptions,
  onClose,
}: {
  mode: DialogMode;
  record: UnitRow | undefined;
  typeOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const form = useForm<UnitFormValues>({
    initialValues: unitFormValues(record),
    validate: schemaResolver(unitFormSchema, { sync: true }),
  });
  const isSchool = form.values.unit_type === '4';
  const dealers = useQuery({ ...dealersQuery, enabled: isSchool });
  const save = useSaveDialog({
    save: (values: UnitFormValues) => saveUnit(unitSaveBody(values, record?.unit_id)),
    invalidate: unitKeys.all,
    onSaved: onClose,
  });
  return (
    <FormDialog opened mode={mode} entity="单位" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label="单位名称" withAsterisk {...form.getInputProps('unit_name')} />
      <TextInput label="单位编码" withAsterisk {...form.getInputProps('unit_code')} />
      <TextInput label="单位简码" withAsterisk {...form.getInputProps('short_code')} />
      <Select label="单位类型" withAsterisk data={typeOptions} allowDeselect={false} {...form.getInputProps('unit_type')} />
      <Select label="状态" withAsterisk data={STATE_OPTIONS} allowDeselect={false} {...form.getInputProps('state')} />
      {isSchool && (
        <Select
          label="经销商"
          clearable
          placeholder={dealers.isPending ? '加载中…' : '请选择经销商'}
          data={(dealers.data ?? []).map((d) => ({ value: String(d.unit_id), label: d.unit_name }))}
          {...form.getInputProps('punit_id')}
        />
      )}
    </FormDialog>
  );
}
