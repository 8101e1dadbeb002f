// The add/edit exam dialog (新增考试/编辑考试; spec 1 §5 exam form, §8 exam save, §9 defaults). The rules are in
// examForm.ts. A save answered with code -3 asks '…是否继续？此操作不可恢复' and, if confirmed, sends the same body
// again with confirmSubject '1'; a failed save keeps the dialog open with what was typed.
import { ActionIcon, Button, Center, Checkbox, Group, Loader, Modal, MultiSelect, Radio, Select, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { FormDialog, refreshListInstead, type DialogMode } from '../../components/FormDialog';
import { confirmThen } from '../../lib/confirm';
import { localFailureText } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/feedback';
import {
  CUSTOM_STORAGE,
  DEFAULT_STORAGE,
  JOINT_EXAM,
  JOINT_EXAM_MAX_UNITS,
  SAVED_TEXT,
  SCHOOL_EXAM,
  confirmedBody,
  examFormValues,
  examSaveBody,
  mergeGrades,
  missingGrades,
  needsSubjectConfirm,
  newCustomSubject,
  subjectConfirmMessage,
  validateExamForm,
  type ExamFormValues,
} from './examForm';
import { FALLBACK_TYPE_NAMES, choosesUnits, codeName } from './examRules';
import { examGradesQuery, examKeys, examUnitsQuery, saveExam, type ExamRow, type ExamSave, type ExamType } from './queries';
import { tagListQuery } from '../../lib/session';

type Tag = Schemas['Tag'];

export interface ExamDialogProps {
  mode: DialogMode;
  exam: ExamRow | undefined;
  userType: string | undefined;
  /** The signed-in role's unit (a school administrator's exams are held there). */
  ownUnit: { unit_id: number; unit_name: string };
  typeCodes: readonly Schemas['CodeItem'][] | undefined;
  onClose: () => void;
}

/** Waits for the subject catalogue (it decides which of an exam's subjects are custom), then shows the form. */
export function ExamDialog(props: ExamDialogProps) {
  const tags = useQuery(tagListQuery('subject'));
  if (tags.isPending) {
    return (
      <Modal opened onClose={props.onClose} title={props.mode === 'add' ? '新增考试' : '编辑考试'} centered>
        <Center py="xl">
          <Loader size="sm" aria-label="正在加载" />
        </Center>
      </Modal>
    );
  }
  return <ExamFormDialog {...props} tags={tags.data ?? []} />;
}

function ExamFormDialog({ mode, exam, userType, ownUnit, typeCodes, onClose, tags }: ExamDialogProps & { tags: readonly Tag[] }) {
  const queryClient = useQueryClient();
  const chooser = choosesUnits(userType);
  const form = useForm<ExamFormValues>({
    initialValues: examFormValues(exam, tags),
    validate: (values) => validateExamForm(values, { choosesUnits: chooser, tags }),
  });
  const values = form.values;
  const unitsQuery = useQuery({ ...examUnitsQuery, enabled: chooser });

  // The units the exam is held at: chosen (types 1, 2), or the exam's / the own unit (type 3).
  const examUnits = (exam?.unit_ids ?? []).map((unit_id, i) => ({ unit_id, unit_name: exam?.unit_names?.[i] ?? String(unit_id) }));
  const unitOptions = [...(unitsQuery.data ?? []).map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name }))];
  for (const u of examUnits) if (!unitOptions.some((o) => o.unit_id === u.unit_id)) unitOptions.push(u);
  const fixedUnits = examUnits.length ? examUnits : [ownUnit];
  const units = chooser
    ? values.unitIds.map((id) => unitOptions.find((u) => String(u.unit_id) === id) ?? { unit_id: Number(id), unit_name: id })
    : fixedUnits;

  const gradeQueries = useQueries({ queries: units.map((u) => examGradesQuery(u.unit_id)) });
  const gradesLoading = gradeQueries.some((q) => q.isPending);
  const merged = mergeGrades(gradeQueries.map((q) => q.data ?? []));
  const gradeOptions = [...new Set([...merged.names, ...values.grades])];
  const noGrades = units.length > 0 && !gradesLoading && merged.names.length === 0;

  const save = useMutation({
    mutationFn: saveExam,
    meta: { localErrors: true },
    onSuccess: async (answer) => {
      showSuccess(answer.result || SAVED_TEXT);
      onClose();
      await queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
    onError: (error, body: ExamSave) => {
      if (needsSubjectConfirm(error)) {
        confirmThen({ message: subjectConfirmMessage(error.message), danger: true, onConfirm: () => save.mutate(confirmedBody(body)) });
        return;
      }
      const text = localFailureText(error);
      if (text !== undefined) showError(text, '保存失败');
    },
  });

  // A save whose answer was lost: the list is looked at instead of a second 新增 (FormDialog offers it).
  const refreshList = () => refreshListInstead(queryClient, examKeys.all, onClose);

  const submit = (v: ExamFormValues) => {
    const missing = missingGrades(v.grades, merged.ids);
    if (missing.length) {
      form.setFieldError('grades', `所选考试单位没有年级：${missing.join('、')}`);
      return;
    }
    save.mutate(examSaveBody(v, { exam, tags, units, gradeIds: merged.ids }));
  };

  const setExamType = (next: string) => {
    const type = next as ExamType;
    form.setFieldValue('examtype', type);
    if (type === SCHOOL_EXAM && values.unitIds.length > 1) form.setFieldValue('unitIds', values.unitIds.slice(0, 1));
  };
  const unitData = unitOptions.map((u) => ({ value: String(u.unit_id), label: u.unit_name }));
  const typeName = (code: string) => codeName(typeCodes, code, FALLBACK_TYPE_NAMES);

  return (
    <FormDialog
      opened
      mode={mode}
      entity="考试"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      saving={save.isPending || gradesLoading}
      save={{ error: save.error, refreshList }}
      size="lg"
    >
      <TextInput label="考试名称" withAsterisk placeholder="请输入考试名称" {...form.getInputProps('examname')} />
      {chooser ? (
        <>
          <Radio.Group label="考试类型" withAsterisk value={values.examtype} onChange={setExamType}>
            <Group gap="lg" mt={4}>
              <Radio value={SCHOOL_EXAM} label={typeName(SCHOOL_EXAM)} />
              <Radio value={JOINT_EXAM} label={typeName(JOINT_EXAM)} />
            </Group>
          </Radio.Group>
          {values.examtype === SCHOOL_EXAM ? (
            <Select
              label="考试单位"
              withAsterisk
              placeholder="请选择考试单位"
              searchable
              nothingFoundMessage="没有可选的单位"
              data={unitData}
              value={values.unitIds[0] ?? null}
              onChange={(v) => form.setFieldValue('unitIds', v ? [v] : [])}
              error={form.errors.unitIds}
            />
          ) : (
            <MultiSelect
              label="考试单位"
              withAsterisk
              placeholder={values.unitIds.length ? undefined : '请选择考试单位（可多选）'}
              searchable
              nothingFoundMessage="没有可选的单位"
              maxValues={JOINT_EXAM_MAX_UNITS}
              data={unitData}
              {...form.getInputProps('unitIds')}
            />
          )}
        </>
      ) : (
        <TextInput
          label="考试单位"
          readOnly
          variant="filled"
          value={`${fixedUnits.map((u) => u.unit_name).join('、')}（${typeName(exam?.exam_type ?? SCHOOL_EXAM)}）`}
        />
      )}
      <MultiSelect
        label="年级"
        withAsterisk
        placeholder={values.grades.length ? undefined : units.length ? '请选择年级' : '请先选择考试单位'}
        data={gradeOptions}
        disabled={units.length === 0}
        nothingFoundMessage="没有年级"
        {...form.getInputProps('grades')}
        description={noGrades ? '所选考试单位没有年级信息' : undefined}
      />
      <Stack gap={6}>
        <Checkbox.Group
          label="考试科目"
          withAsterisk
          value={values.subjectIds}
          onChange={(next) => form.setFieldValue('subjectIds', next)}
          error={form.errors.subjectIds}
        >
          <Group gap="md" mt={4}>
            {tags.map((t) => (
              <Checkbox key={t.tag_id} value={String(t.tag_id)} label={t.tag_name} />
            ))}
          </Group>
        </Checkbox.Group>
        {values.customSubjects.map((s, i) => (
          <Group key={s.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`自定义科目${i + 1}`}
              placeholder="请输入科目名称"
              style={{ flex: 1 }}
              {...form.getInputProps(`customSubjects.${i}.name`)}
            />
            <Tooltip label="删除该科目">
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`删除自定义科目${i + 1}`} onClick={() => form.removeListItem('customSubjects', i)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              form.insertListItem('customSubjects', newCustomSubject());
              form.clearFieldError('subjectIds');
            }}
          >
            添加自定义科目
          </Button>
        </Group>
      </Stack>
      <Radio.Group label="存储方式" value={values.storage_type} onChange={(v) => form.setFieldValue('storage_type', v === CUSTOM_STORAGE ? CUSTOM_STORAGE : DEFAULT_STORAGE)}>
        <Group gap="lg" mt={4}>
          <Radio value={DEFAULT_STORAGE} label="默认存储" />
          <Radio value={CUSTOM_STORAGE} label="指定存储路径" />
        </Group>
      </Radio.Group>
      {values.storage_type === CUSTOM_STORAGE && <TextInput label="存储路径" withAsterisk placeholder="例如 D:\ExamPapers" {...form.getInputProps('location')} />}
      <Switch label="自动导入参考学生" {...form.getInputProps('is_auto_import', { type: 'checkbox' })} />
    </FormDialog>
  );
}
