// 考号规则 (x-inferred ExamNumberRule): the exam's numbering rule, set once for the exam where its rooms are arranged.
// With 按考场座位生成考号 every arrangement of the exam, when set as the exam-room scan data, writes its students'
// exam numbers from school, room number and seat; the wizard's step 0 says which rule holds.
import { Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { FormDialog, useSaveDialog } from '../../../components/FormDialog';
import { api } from '../../../lib/api';
import { examInfoQuery, roomDesignKeys } from '../queries';
import { NUMBER_RULE_TEXTS } from '../texts';

type Rule = Schemas['ExamNumberRule'];
const RULES: Rule[] = ['keep', 'room_seat'];
const T = NUMBER_RULE_TEXTS;

export interface NumberRuleDialogProps {
  examId: number;
  onClose: () => void;
}

export function NumberRuleDialog({ examId, onClose }: NumberRuleDialogProps) {
  const info = useQuery(examInfoQuery(examId));
  // Mounted once the rule is known, so the form starts from the exam's rule.
  if (!info.data) return null;
  return <RuleForm examId={examId} rule={info.data.exam_number_rule ?? 'keep'} onClose={onClose} />;
}

function RuleForm({ examId, rule, onClose }: { examId: number; rule: Rule; onClose: () => void }) {
  const form = useForm<{ rule: Rule }>({ initialValues: { rule } });
  const save = useSaveDialog({
    save: async (v: { rule: Rule }) => unwrap(api.POST('/api/examroomdesign/setexamnumberrule', { body: { exam_id: examId, exam_number_rule: v.rule } })),
    invalidate: roomDesignKeys.info(examId),
    onSaved: onClose,
    successText: T.saved,
  });
  return (
    <FormDialog opened mode="edit" entity={T.entity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <Radio.Group label={T.label} {...form.getInputProps('rule')}>
        <Stack mt="xs" gap="sm">
          {RULES.map((r) => (
            <Radio key={r} value={r} label={T.rules[r].label} description={T.rules[r].hint} />
          ))}
        </Stack>
      </Radio.Group>
    </FormDialog>
  );
}
