import { Checkbox, Group, MultiSelect, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormDialog, useSaveDialog, type DialogMode } from '../../components/FormDialog';
import { showError } from '../../lib/feedback';
import { codeListQuery, tagListQuery } from '../../lib/session';
import { saveTeacher, teacherKeys, unitGradesQuery, type RoleCode, type TeacherRow } from './queries';
import {
  ROLE_FALLBACK_NAMES,
  changeRoles,
  roleOptions,
  teacherFormSchema,
  teacherFormValues,
  teacherSaveBody,
  type TeacherFormValues,
} from './teacherForm';

export function TeacherDialog({
  mode,
  record,
  unitId,
  unitName,
  unitHasParent,
  creatorType,
  onClose,
}: {
  mode: DialogMode;
  record: TeacherRow | undefined;
  /** The unit the user belongs to: the row's when editing, the chosen one when adding. */
  unitId: number;
  unitName: string | undefined;
  unitHasParent: boolean;
  /** The signed-in user type (which roles it may give). */
  creatorType: string | undefined;
  onClose: () => void;
}) {
  const form = useForm<TeacherFormValues>({
    initialValues: teacherFormValues(record, unitHasParent),
    validate: schemaResolver(teacherFormSchema(mode), { sync: true }),
  });
  const roleNames = useQuery(codeListQuery('user_type'));
  const grades = useQuery(unitGradesQuery(unitId));
  const subjects = useQuery(tagListQuery('subject'));
  const save = useSaveDialog({
    save: (values: TeacherFormValues) => saveTeacher(teacherSaveBody(values, { mode, unitid: unitId, userid: record?.user_id, grades: grades.data })),
    invalidate: teacherKeys.all,
    onSaved: onClose,
    successText: '保存成功',
  });

  const roles = form.values.user_types;
  const options = roleOptions(creatorType, unitHasParent, record?.user_types ?? []);
  const roleName = (code: string) => roleNames.data?.find((c) => c.code === code)?.code_name ?? ROLE_FALLBACK_NAMES[code] ?? code;
  const gradeData = (grades.data ?? []).map((g) => ({ value: String(g.grade_id), label: g.grade }));
  const classData = (grades.data ?? []).map((g) => ({
    group: g.grade,
    items: (g.classes ?? []).map((c) => ({ value: String(c.class_id), label: c.class_name ?? String(c.class_id) })),
  }));
  const subjectData = (subjects.data ?? []).map((t) => ({ value: String(t.tag_id), label: t.tag_name }));

  return (
    <FormDialog opened mode={mode} entity="用户" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} size="lg">
      <TextInput label="所属单位" value={unitName ?? ''} readOnly variant="filled" />
      <TextInput
        label="账号"
        autoComplete="off"
        readOnly={mode === 'edit'}
        variant={mode === 'edit' ? 'filled' : undefined}
        {...form.getInputProps('useraccount')}
      />
      <TextInput label="姓名" withAsterisk {...form.getInputProps('username')} />
      {mode === 'add' && <PasswordInput label="密码" withAsterisk autoComplete="new-password" {...form.getInputProps('userpwd')} />}
      <TextInput label="手机号" inputMode="numeric" {...form.getInputProps('cellphone')} />
      <TextInput label="邮箱" type="email" {...form.getInputProps('email')} />
      <DateInput label="有效期至" valueFormat="YYYY-MM-DD" clearable placeholder="YYYY-MM-DD" {...form.getInputProps('until')} />
      <Checkbox.Group
        label="角色"
        withAsterisk
        value={roles}
        error={form.errors.user_types}
        onChange={(next) => {
          const change = changeRoles(roles, next as RoleCode[]);
          if (change.warning) showError(change.warning);
          form.setFieldValue('user_types', change.roles);
        }}
      >
        <Group gap="md" mt={4}>
          {options.map((o) => (
            <Checkbox key={o.code} value={o.code} label={roleName(o.code)} disabled={o.disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      {(roles.includes('5') || roles.includes('8') || roles.includes('11')) && grades.isError && (
        <Text size="sm" c="dimmed">
          该单位没有年级班级信息
        </Text>
      )}
      <Stack gap="sm">
        {roles.includes('7') && <MultiSelect label="教研学科" data={subjectData} searchable {...form.getInputProps('researcherSubjectIds')} />}
        {roles.includes('11') && <MultiSelect label="班主任班级" data={classData} searchable {...form.getInputProps('classLeaderClassIds')} />}
        {roles.includes('8') && (
          <>
            <Select label="任教学科" data={subjectData} clearable {...form.getInputProps('teacherSubjectId')} />
            <MultiSelect label="任教班级" data={classData} searchable {...form.getInputProps('teacherClassIds')} />
          </>
        )}
        {roles.includes('5') && <MultiSelect label="年级组长年级" data={gradeData} {...form.getInputProps('gradeIds')} />}
      </Stack>
    </FormDialog>
  );
}
