// The frame of the quality pages: the exam page with its subject selector (SubjectPage: the body mounted anew per
// subject), and the state of the page's answer — the figures, a skeleton while the first answer is awaited, the
// failure with 重试, or, in strict mode while the subject is being marked (the server's refusal, code 423), why nothing
// is shown. The group filter they share is here too.
import type { ReactNode } from 'react';
import { Alert, Select, Skeleton, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SubjectPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { describeError } from '../../lib/errors';
import { isStrictRefusal } from './queries';
import { QUALITY_TEXTS as T } from './texts';

export function QualityPage({ title, children }: { title: string; children: (examId: number, subjectId: number) => ReactNode }) {
  return <SubjectPage title={title}>{(exam) => children(exam.examId, exam.subjectId)}</SubjectPage>;
}

interface AnswerQuery<D> {
  data: D | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The page's figures once answered; else the strict-mode notice, the failure or a skeleton. */
export function QualityAnswer<D>({ query, children }: { query: AnswerQuery<D>; children: (data: D) => ReactNode }) {
  if (isStrictRefusal(query.error))
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={T.strict.title} role="status">
        <Text size="sm">{T.strict.body(describeError(query.error))}</Text>
      </Alert>
    );
  if (query.data === undefined) {
    if (query.error) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return <Skeleton h={240} />;
  }
  return <>{children(query.data)}</>;
}

export interface GroupOption {
  question_id: number;
  question_name: string;
}

/** The question group filter: every group (null) or one. Without `all`, one group is always chosen. */
export function GroupSelect({ groups, value, onChange, all = true }: { groups: readonly GroupOption[]; value: number | null; onChange: (id: number | null) => void; all?: boolean }) {
  const data = [...(all ? [{ value: '', label: T.allGroups }] : []), ...groups.map((g) => ({ value: String(g.question_id), label: g.question_name }))];
  return <Select label={T.group} size="xs" w={200} allowDeselect={false} data={data} value={value === null ? '' : String(value)} onChange={(v) => onChange(v ? Number(v) : null)} />;
}

/** Rows of the chosen group (all rows when none is chosen). */
export const ofGroup = <R extends { question_id: number }>(rows: readonly R[], groupId: number | null): R[] => (groupId === null ? [...rows] : rows.filter((r) => r.question_id === groupId));

/** The title of a table or chart section (the page's own title is the <h1>). */
export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Title order={2} fz="h5">
    {children}
  </Title>
);
