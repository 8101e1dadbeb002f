import { PasswordInput, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog, type DialogMode } from '../../components/FormDialog';
import { saveStudent, studentKeys, type StudentRow } from './queries';
import { studentFormSchema, studentFormValues, studentSaveBody, type StudentFormValues } from './studentForm';
import { useClassOptions, useGradeOptions } from './useGradesAndClasses';

export function StudentDialog({
  mode,
  record,
  unitId,
  unitName,
  defaults,
  onClose,
}: {
  mode: DialogMode;
  record: StudentRow | undefined;
  unitId: number;
  unitName: string | undefined;
  /** The filter's grade and class, preselected when adding. */
  defaults: { grade_id?: number; class_id?: number };
  onClose: () => void;
}) {
  const form = useForm<StudentFormValues>({
    initialValues: studentFormValues(record, defaults),
    validate: schemaResolver(studentFormSchema, { sync: true }),
  });
  const grades = useGradeOptions(unitId);
  const classes = useClassOptions(unitId, form.values.grade_id);
  const save = useSaveDialog({
    save: (values: StudentFormValues) => saveStudent(studentSaveBody(values, unitId)),
    invalidate: studentKeys.all,
    onSaved: onClose,
  });
  return (
    <FormDialog opened mode={mode} entity="学生" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label="所属单位" value={unitName ?? ''} readOnly variant="filled" />
      <TextInput label="学生姓名" withAsterisk {...form.getInputProps('stuname')} />
      <TextInput label="学号" withAsterisk inputMode="numeric" readOnly={mode === 'edit'} {...form.getInputProps('stunum')} />
      <PasswordInput label="密码" autoComplete="new-password" description="不填则默认为学号" {...form.getInputProps('password')} />
      <Select
        label="年级"
        withAsterisk
        data={grades}
        allowDeselect={false}
        {...form.getInputProps('grade_id')}
        value={form.values.grade_id === null ? null : String(form.values.grade_id)}
        onChange={(v) => {
          // Changing the grade clears the class (the class list reloads for the new grade).
          form.setFieldValue('grade_id', v === null ? null : Number(v));
          form.setFieldValue('class_id', null);
        }}
      />
      <Select
        label="班级"
        withAsterisk
        data={classes}
        allowDeselect={false}
        nothingFoundMessage="暂无班级"
        {...form.getInputProps('class_id')}
        value={form.values.class_id === null ? null : String(form.values.class_id)}
        onChange={(v) => form.setFieldValue('class_id', v === null ? null : Number(v))}
      />
    </FormDialog>
  );
}
