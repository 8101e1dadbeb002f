// A paper the people running the marking score by hand (异常卷 处理, 抽查 改分, 标准卷's standard score, 考生试题管理 改分):
// its images, a score per sub-question and what is still missing. The dialogs differ in what they send and what else
// they ask; this is what they share.
import { useState } from 'react';
import { NumberInput, Stack, Text } from '@mantine/core';
import type { Schemas } from '@exam/sdk';

const T = {
  image: (group: string) => `${group}试卷图像`,
  score: (name: string, full: number) => `第${name}题（满分${full}）`,
  scoreRequired: '请为每个小题打分',
};

/** What a paper to score shows: its group's name, images and sub-questions (as the marking-day calls answer them). */
export type ScoredPaper = Pick<Schemas['ExceptionPaper'] | Schemas['InspectRow'] | Schemas['MarkedPaper'], 'question_name' | 'images' | 'sub_questions'>;
type Paper = ScoredPaper;

/** The paper's images, one under the other, scrolled inside the dialog. */
export function PaperImages({ paper }: { paper: Paper }) {
  return (
    <Stack gap={0} style={{ overflow: 'auto', maxHeight: '45vh' }}>
      {paper.images.map((img, i) => (
        <img key={img.url} src={img.url} width={img.width} height={img.height} alt={`${T.image(paper.question_name)} ${i + 1}`} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />
      ))}
    </Stack>
  );
}

/**
 * The scores typed for a paper's sub-questions: their inputs, their sum, and the scores to send once all are given
 * (`initial`: the scores the inputs start from, e.g. the paper's result on 标准卷管理).
 */
export function useSubScores(paper: Paper, onEdit: () => void, initial: Record<number, number | undefined> = {}) {
  const [scores, setScores] = useState<Record<number, number | undefined>>(initial);
  const total = paper.sub_questions.reduce((sum, s) => sum + (scores[s.subquestion_id] ?? 0), 0);
  /** Each sub-question's score, or undefined while one is missing. */
  const given = (): { subquestion_id: number; score: number }[] | undefined =>
    paper.sub_questions.some((s) => scores[s.subquestion_id] === undefined)
      ? undefined
      : paper.sub_questions.map((s) => ({ subquestion_id: s.subquestion_id, score: scores[s.subquestion_id] ?? 0 }));
  /** One input per sub-question (`step`: the arrows' step, 1 by default). */
  const inputs = (step?: number) =>
    paper.sub_questions.map((s) => (
      <NumberInput
        key={s.subquestion_id}
        label={T.score(s.subquestion_name, s.full_score)}
        min={0}
        max={s.full_score}
        {...(step === undefined ? {} : { step })}
        w={180}
        value={scores[s.subquestion_id] ?? ''}
        onChange={(v) => {
          setScores((prev) => ({ ...prev, [s.subquestion_id]: typeof v === 'number' ? v : v === '' ? undefined : Number(v) }));
          onEdit();
        }}
      />
    ));
  return { total, given, inputs };
}

/** The message under the inputs when a score is missing. */
export function ScoresMissing({ shown }: { shown: boolean }) {
  return shown ? (
    <Text size="sm" c="red" role="alert">
      {T.scoreRequired}
    </Text>
  ) : null;
}
