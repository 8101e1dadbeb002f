// 答案详情 (spec 3 §2.3): every sub-question's recognised answer of one sheet, full screen, named after the subject's
// questions (connectScanner's questionInfo) when known. A sheet without answers is refused before it opens
// ('没有可用的答案数据').
import { Modal, Stack, Table, Text } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import type { ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';
import { answerRows } from './fixRules';

export interface AnswerDetailViewerProps {
  row: ScanRow | undefined;
  onClose: () => void;
  questionInfo?: Schemas['ScanQuestionInfo'] | null | undefined;
}

/** The sub-question answers of a row, both pages in order (empty when it has none). */
export function answersOf(row: ScanRow): { page: 1 | 2; subnum: number; answers: string; doubtful: boolean }[] {
  const o = row.outcome;
  if (!o) return [];
  return [...answerRows(o.answers.page1).map((a) => ({ page: 1 as const, ...a })), ...answerRows(o.answers.page2).map((a) => ({ page: 2 as const, ...a }))];
}

export function AnswerDetailViewer({ row, onClose, questionInfo }: AnswerDetailViewerProps) {
  const answers = row ? answersOf(row) : [];
  const sub = (n: number) => questionInfo?.subQuestions.find((s) => s.subquestion_num === n);
  const group = (n: number) => {
    const questionId = sub(n)?.question_id;
    return questionInfo?.questions.find((q) => q.question_id === questionId)?.question_name ?? '';
  };
  return (
    <Modal opened={row !== undefined} onClose={onClose} fullScreen title={`答案详情 — 第 ${row?.index ?? ''} 张（考号 ${row?.outcome?.studentId ?? '—'}）`}>
      <Stack gap="xs">
        {answers.some((a) => a.doubtful) && <Text size="sm">{SCAN_TEXTS.doubtfulHint}</Text>}
        <Table striped withTableBorder aria-label="答案详情">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>页</Table.Th>
              <Table.Th>题组</Table.Th>
              <Table.Th>题号</Table.Th>
              <Table.Th>识别答案</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answers.map((a) => (
              <Table.Tr key={`${a.page}:${a.subnum}`}>
                <Table.Td>{a.page === 1 ? '第一页' : '第二页'}</Table.Td>
                <Table.Td>{group(a.subnum)}</Table.Td>
                <Table.Td>{sub(a.subnum)?.subquestion_name ?? a.subnum}</Table.Td>
                <Table.Td>
                  {a.answers || (
                    <Text span c="dimmed" size="sm">
                      未作答
                    </Text>
                  )}
                  {a.doubtful && (
                    <Text span fw={700} size="sm" ml="xs">
                      {SCAN_TEXTS.doubtfulAnswer}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
