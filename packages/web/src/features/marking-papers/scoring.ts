// The paper-scoring piece of the marking-day pages (features/marking-monitor/PaperScoring.tsx: the paper's images, a
// score per sub-question with its sum, 请为每个小题打分), which 标准卷管理, 样卷管理 and 考生试题管理 use as 异常卷 and 抽查
// do. Features do not import each other: the route hands it to the screen (routes/main.netview.*.tsx).
import type { ComponentType, ReactNode } from 'react';
import type { MarkedPaper } from './queries';

export type ScoredPaper = Pick<MarkedPaper, 'question_name' | 'images' | 'sub_questions'>;

export interface PaperScoring {
  PaperImages: ComponentType<{ paper: ScoredPaper }>;
  ScoresMissing: ComponentType<{ shown: boolean }>;
  useSubScores: (
    paper: ScoredPaper,
    onEdit: () => void,
    initial?: Record<number, number | undefined>,
  ) => { total: number; given: () => { subquestion_id: number; score: number }[] | undefined; inputs: (step?: number) => ReactNode };
}
