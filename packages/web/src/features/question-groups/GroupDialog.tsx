// The group-name dialog (spec 2 §2.4, §5): 新增题组 or 编辑题组 (rename), name required and at most 25 characters. A failed
// save keeps the dialog open with the name typed.
import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog } from '../../components/FormDialog';
import { GROUP_NAME_MAX, groupFormSchema, type GroupFormValues } from './groupForm';
import { groupKeys, saveGroup, type MarkingGroup } from './queries';

export function GroupDialog({
  examId,
  subjectId,
  record,
  onSaved,
  onClose,
}: {
  examId: number;
  subjectId: number;
  record: MarkingGroup | undefined;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const form = useForm<GroupFormValues>({
    initialValues: { groupname: record?.subquestion_name ?? '' },
    validate: schemaResolver(groupFormSchema, { sync: true }),
  });
  const save = useSaveDialog({
    save: (values: GroupFormValues) =>
      saveGroup({ examid: examId, subjectid: subjectId, groupname: values.groupname.trim(), groupid: record?.group_id ?? null }),
    invalidate: groupKeys.subject(examId, subjectId),
    onSaved: () => {
      onSaved(form.values.groupname.trim());
      onClose();
    },
  });
  return (
    <FormDialog opened mode={record ? 'edit' : 'add'} entity="题组" form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label="题组名称" withAsterisk data-autofocus placeholder={`不超过${GROUP_NAME_MAX}个字`} {...form.getInputProps('groupname')} />
    </FormDialog>
  );
}
