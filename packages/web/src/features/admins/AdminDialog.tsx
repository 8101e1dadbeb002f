import { PasswordInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog, type DialogMode } from '../../components/FormDialog';
import { adminKeys, saveAdmin, type AdminRow } from './queries';
import { adminFormSchema, adminFormValues, adminSaveBody, type AdminFormValues } from './adminForm';

export function AdminDialog({
  mode,
  record,
  unitId,
  unitName,
  onClose,
}: {
  mode: DialogMode;
  record: AdminRow | undefined;
  /** The unit the administrator belongs to: the row's when editing, the tree's when adding. */
  unitId: number;
  unitName: string | undefined;
  onClose: () => void;
}) {
  const form = useForm<AdminFormValues>({
    initialValues: adminFormValues(record),
    validate: schemaResolver(adminFormSchema, { sync: true }),
  });
  const save = useSaveDialog({
    save: (values: AdminFormValues) => saveAdmin(adminSaveBody(values, unitId, record?.user_id)),
    invalidate: adminKeys.all,
    onSaved: onClose,
    successText: '保存成功',
  });
  return (
    <FormDialog opened mode={mode} entity="管理员" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label="所属单位" value={unitName ?? ''} readOnly variant="filled" />
      <TextInput label="账号" withAsterisk autoComplete="off" {...form.getInputProps('useraccount')} />
      <TextInput label="姓名" withAsterisk {...form.getInputProps('username')} />
      <PasswordInput
        label="密码"
        withAsterisk
        autoComplete="new-password"
        disabled={mode === 'edit'}
        description={mode === 'edit' ? '修改密码请使用“重置密码”' : undefined}
        {...form.getInputProps('userpwd')}
      />
      <TextInput label="手机号" inputMode="numeric" {...form.getInputProps('cellphone')} />
      <TextInput label="邮箱" type="email" {...form.getInputProps('email')} />
      <DateInput label="有效期至" valueFormat="YYYY-MM-DD" clearable placeholder="YYYY-MM-DD" {...form.getInputProps('until')} />
    </FormDialog>
  );
}
