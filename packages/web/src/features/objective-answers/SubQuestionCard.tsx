// One objective sub-question's card (spec 2 §2.2): name, full score, the 多选 and 未配置 tags, for multi-select the
// scoring type (changing it resets the answers, spec 2 §4), and the answer rows: the option letters chosen, the score,
// for a match answer the score of an incomplete match (half the score unless typed), for multi-select the most options
// a student may mark. Rows can be added and removed, one always remains. Memoised: editing one card leaves the others.
import { memo, type Dispatch } from 'react';
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, SegmentedControl, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmThen } from '../../lib/confirm';
import {
  ANSWER_TYPE_LABELS,
  fullScoreOf,
  isBlankDraft,
  isUnconfigured,
  optionLetter,
  subLabel,
  takesSeveralOptions,
  type AnswerType,
  type DraftAction,
  type NumberField,
  type SubDraft,
  type SubInfo,
} from './answerRules';

const TYPE_OPTIONS = ([1, 2] as const).map((t) => ({ value: String(t), label: ANSWER_TYPE_LABELS[t] }));

/** A NumberInput's value as the model keeps it: a number, or '' while empty or not a number yet. */
function numberField(value: number | string): NumberField {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : '';
}

export interface SubQuestionCardProps {
  sub: SubInfo;
  draft: SubDraft;
  optionCount: number;
  dispatch: Dispatch<DraftAction>;
}

export const SubQuestionCard = memo(function SubQuestionCard({ sub, draft, optionCount, dispatch }: SubQuestionCardProps) {
  const ismulti = sub.ismulti ?? false;
  const several = takesSeveralOptions(ismulti, draft.type);
  const byWeight = ismulti && draft.type === 2;
  const label = subLabel(sub.name);
  const subId = sub.id;
  const letters = Array.from({ length: optionCount }, (_, i) => i);

  const changeType = (value: string) => {
    const type = Number(value) as AnswerType;
    if (type === draft.type) return;
    const apply = () => dispatch({ kind: 'type', subId, type, ismulti });
    if (isBlankDraft(draft)) apply();
    else confirmThen({ message: `切换计分方式将清空${label}已设置的答案，确定切换吗？`, onConfirm: apply });
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={label}
      // Off-screen cards skip layout and paint (long papers have 100+ sub-questions).
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 190px' }}
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{label}</Text>
          {ismulti && (
            <Badge size="sm" variant="light">
              多选
            </Badge>
          )}
          {isUnconfigured(draft) && (
            <Badge size="sm" variant="light" color="orange">
              未配置
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-label="满分">
          满分 {fullScoreOf(ismulti, draft)} 分
        </Text>
      </Group>
      {ismulti && (
        <SegmentedControl size="xs" mb={6} aria-label="计分方式" data={TYPE_OPTIONS} value={String(draft.type)} onChange={changeType} />
      )}
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4} aria-label={`${label}答案`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Text size="xs" c="dimmed">
                {byWeight ? '选项' : '答案'}
              </Text>
            </Table.Th>
            <Table.Th>
              <Text size="xs" c="dimmed">
                {byWeight ? '分值' : '分数'}
              </Text>
            </Table.Th>
            {several && (
              <Table.Th>
                <Text size="xs" c="dimmed">
                  少选得分
                </Text>
              </Table.Th>
            )}
            {ismulti && (
              <Table.Th>
                <Text size="xs" c="dimmed">
                  最多可选
                </Text>
              </Table.Th>
            )}
            <Table.Th w={30} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.rows.map((row, index) => (
            <Table.Tr key={row.key} aria-label={`答案${index + 1}`}>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  {letters.map((option) => {
                    const on = row.options.includes(option);
                    return (
                      <Button
                        key={option}
                        size="compact-xs"
                        w={26}
                        px={0}
                        variant={on ? 'filled' : 'default'}
                        aria-pressed={on}
                        onClick={() => dispatch({ kind: 'toggleOption', subId, row: index, option, several })}
                      >
                        {optionLetter(option)}
                      </Button>
                    );
                  })}
                </Group>
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  w={64}
                  min={0}
                  decimalScale={1}
                  hideControls
                  aria-label="分数"
                  value={row.score}
                  onChange={(v) => dispatch({ kind: 'score', subId, row: index, value: numberField(v) })}
                />
              </Table.Td>
              {several && (
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={64}
                    min={0}
                    decimalScale={1}
                    hideControls
                    aria-label="少选得分"
                    value={row.insufficientScore}
                    onChange={(v) => dispatch({ kind: 'insufficient', subId, row: index, value: numberField(v) })}
                  />
                </Table.Td>
              )}
              {ismulti && (
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={56}
                    min={1}
                    max={optionCount}
                    allowDecimal={false}
                    hideControls
                    aria-label="最多可选"
                    value={row.maxChoiceCount}
                    onChange={(v) => dispatch({ kind: 'maxChoices', subId, row: index, value: numberField(v) })}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Tooltip label={draft.rows.length <= 1 ? '至少保留一个答案' : '删除答案'}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="删除答案"
                    disabled={draft.rows.length <= 1}
                    onClick={() => dispatch({ kind: 'removeRow', subId, row: index })}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt={4}
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} />}
        onClick={() => dispatch({ kind: 'addRow', subId, ismulti })}
      >
        添加答案
      </Button>
    </Paper>
  );
});
