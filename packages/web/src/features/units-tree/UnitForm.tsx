// The right-hand form of the unit tree screen: edit the selected unit, or add a sub-unit / top-level unit.
import { Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Schemas } from '@exam/sdk';
import { unitFormSchema, type UnitFormValues } from './queries';
import type { UnitNode } from './unitTree';

export function initialUnitValues(unit: UnitNode | undefined): UnitFormValues {
  return {
    unitname: unit?.unit_name ?? '',
    unitcode: unit?.unit_code ?? '',
    shortcode: unit?.short_code ?? '',
    unittype: unit?.unit_type ?? '',
    unittags: (unit?.unit_tags ?? []).map(String),
  };
}

export function UnitForm({
  unit,
  types,
  tags,
  saving,
  onSave,
  onCancel,
}: {
  /** The unit being edited; absent when adding. */
  unit?: UnitNode;
  types: readonly Schemas['CodeItem'][];
  tags: readonly Schemas['Tag'][];
  saving: boolean;
  onSave: (values: UnitFormValues) => void;
  onCancel?: () => void;
}) {
  const form = useForm<UnitFormValues>({
    initialValues: initialUnitValues(unit),
    validate: schemaResolver(unitFormSchema, { sync: true }),
  });
  const typeOptions = types.map((c) => ({ value: c.code, label: c.code_name }));
  const tagOptions = tags.map((t) => ({ value: String(t.tag_id), label: t.tag_name }));
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate aria-label="单位信息">
      <Stack gap="sm">
        <TextInput label="单位名称" withAsterisk {...form.getInputProps('unitname')} />
        <TextInput label="单位编码" withAsterisk {...form.getInputProps('unitcode')} />
        <TextInput label="单位简码" withAsterisk {...form.getInputProps('shortcode')} />
        <Select label="单位类型" withAsterisk placeholder="请选择单位类型" data={typeOptions} allowDeselect={false} {...form.getInputProps('unittype')} />
        <MultiSelect label="单位标签" placeholder="请选择单位标签" data={tagOptions} clearable searchable {...form.getInputProps('unittags')} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              取消
            </Button>
          )}
          <Button type="submit" loading={saving}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
