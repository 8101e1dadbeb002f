import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormDialog, useSaveDialog } from '../../components/FormDialog';
import { saveClass, studentKeys } from './queries';
import { useGradeOptions } from './useGradesAndClasses';

const classFormSchema = z.object({
  grade_id: z.number().nullable().refine((v) => v !== null, '请选择年级'),
  class_name: z.string().trim().min(1, '请填写班级名称').max(30, '班级名称不能超过30个字符'),
});
type ClassFormValues = { grade_id: number | null; class_name: string };

/** Adds a class to a grade of the chosen school. */
export function ClassDialog({ unitId, gradeId, onClose }: { unitId: number; gradeId: number | undefined; onClose: () => void }) {
  const form = useForm<ClassFormValues>({
    initialValues: { grade_id: gradeId ?? null, class_name: '' },
    validate: schemaResolver(classFormSchema, { sync: true }),
  });
  const grades = useGradeOptions(unitId);
  const save = useSaveDialog({
    save: (v: ClassFormValues) => saveClass({ class_name: v.class_name.trim(), grade_id: v.grade_id as number, unitid: unitId }),
    invalidate: studentKeys.all,
    onSaved: onClose,
  });
  return (
    <FormDialog opened mode="add" entity="班级" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <Select
        label="年级"
        withAsterisk
        data={grades}
        allowDeselect={false}
        {...form.getInputProps('grade_id')}
        value={form.values.grade_id === null ? null : String(form.values.grade_id)}
        onChange={(v) => form.setFieldValue('grade_id', v === null ? null : Number(v))}
      />
      <TextInput label="班级名称" withAsterisk {...form.getInputProps('class_name')} />
    </FormDialog>
  );
}
