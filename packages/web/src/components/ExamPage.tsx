// The frame of every exam sub-page (spec 2 §2): a back button to the exam list, the page title, the exam's name and,
// where the page works per subject, the subject selector fed by the exam's subjects (changing it reloads the page's
// data, which is keyed by the subject; with unsaved edits it asks first), an optional refresh button and the page's
// own header buttons. It tells the shell's breadcrumb the exam and the subject the page shows. Without a
// chosen exam (the address opened directly, or the app state cleared) it says so and links to the exam list. A page
// the user's own pages do not give him opens only when he holds it in the exam shown (分配权限, or as the exam's
// creator or administrator; lib/access pageNeededInExam): else 无权访问此页面, as the shell says for other pages.
import { Fragment, type ReactNode } from 'react';
import { Button, Card, Center, Group, Loader, Select, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from '@tanstack/react-router';
import { NoAccess } from '../features/shell/NoAccess';
import { pageNeededInExam } from '../lib/access';
import { examPagesQuery, sessionQuery } from '../lib/session';
import { ActionIconLink, ButtonLink } from './links';
import { LoadFailure } from './LoadFailure';
import { useExamSelection, type ExamSelection } from '../lib/examSelection';
import { useShownExam } from '../lib/routeMeta';
import { confirmLeavingEdits } from '../lib/unsavedEdits';

export const EXAM_LIST_PATH = '/main/exam';

export interface ExamPageContext extends ExamSelection {
  examId: number;
}

export interface ExamPageProps {
  title: string;
  /** The exam the page's address names (else the one chosen in the exam list, kept in the app state). */
  examId?: number;
  /** Show the subject selector and wait for a subject before rendering the page (most configuration screens). */
  perSubject?: boolean;
  /** A refresh button next to the selector (e.g. reload the teacher list). */
  onRefresh?: () => void;
  /** Extra header controls on the right. */
  actions?: ReactNode;
  children: (exam: ExamPageContext & { subjectId: number | undefined }) => ReactNode;
}

export function ExamPage({ title, examId: addressed, perSubject = false, onRefresh, actions, children }: ExamPageProps) {
  const selection = useExamSelection(addressed);
  const { examId } = selection;
  const pathname = useLocation({ select: (l) => l.pathname });
  const session = useQuery(sessionQuery);
  const needed = session.data ? pageNeededInExam(session.data.pages, pathname) : undefined;
  const examPages = useQuery({ ...examPagesQuery(examId ?? 0), enabled: needed !== undefined && examId !== undefined });
  // The breadcrumb names the subject the page shows: the selector's on a per-subject page; on another page the one
  // it filters by in its `subject_id` search param (参考学生), or none (分配权限 covers every subject).
  const filtered = useSearch({ strict: false, select: (s) => ('subject_id' in s ? s.subject_id : undefined) });
  const shownSubject = perSubject ? selection.subjectName : selection.subjects.find((s) => s.subject_id === filtered)?.subject_name;
  useShownExam({ exam_name: examId === undefined ? undefined : selection.examName, subject_name: shownSubject });
  // Another subject is another page: unsaved edits are asked about first.
  const selectSubject = (subjectId: number) =>
    void confirmLeavingEdits().then((leave) => {
      if (leave) selection.selectSubject(subjectId);
    });
  if (examId === undefined) {
    return (
      <Center mih={320}>
        <Stack align="center" gap="sm">
          <Title order={1} fz="h4">
            {title}
          </Title>
          <Text c="dimmed">请先在考试管理中选择一场考试</Text>
          <ButtonLink to={EXAM_LIST_PATH} variant="light">
            前往考试管理
          </ButtonLink>
        </Stack>
      </Center>
    );
  }
  if (needed !== undefined) {
    if (examPages.isError) return <LoadFailure error={examPages.error} onRetry={() => void examPages.refetch()} retrying={examPages.isFetching} />;
    if (!examPages.data) return <Loader aria-label="加载中" m="xl" />;
    if (!examPages.data.includes(needed)) return <NoAccess />;
  }
  const waiting = perSubject && selection.subjectId === undefined;
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Tooltip label="返回考试管理">
              <ActionIconLink to={EXAM_LIST_PATH} variant="subtle" aria-label="返回">
                <IconArrowLeft size={18} />
              </ActionIconLink>
            </Tooltip>
            <Stack gap={0} miw={0}>
              <Title order={1} fz="h4">
            {title}
          </Title>
              <Text size="sm" c="dimmed" truncate aria-label="考试名称">
                {selection.examName ?? ''}
              </Text>
            </Stack>
          </Group>
          <Group gap="sm">
            {perSubject &&
              (selection.subjects.length === 0 && selection.infoLoading ? (
                <Skeleton h={30} w={160} />
              ) : (
                <Select
                  label="科目"
                  aria-label="科目"
                  size="xs"
                  w={200}
                  allowDeselect={false}
                  data={selection.subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
                  value={selection.subjectId === undefined ? null : String(selection.subjectId)}
                  onChange={(v) => v && selectSubject(Number(v))}
                  styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0, whiteSpace: 'nowrap' } }}
                />
              ))}
            {onRefresh && (
              <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={onRefresh}>
                刷新
              </Button>
            )}
            {actions}
          </Group>
        </Group>
      </Card>
      {waiting ? (
        <Text c="dimmed" ta="center" py="xl">
          {selection.infoLoading ? '正在加载考试科目…' : '该考试没有科目'}
        </Text>
      ) : (
        children({ ...selection, examId })
      )}
    </Stack>
  );
}

/**
 * An exam page whose body works on one subject: the subject selector, and the body once a subject is chosen, mounted
 * anew for each subject (its state and queries are that subject's).
 */
export function SubjectPage({ children, ...props }: Omit<ExamPageProps, 'perSubject' | 'children'> & { children: (exam: ExamPageContext & { subjectId: number }) => ReactNode }) {
  return (
    <ExamPage {...props} perSubject>
      {(exam) => (exam.subjectId === undefined ? null : <Fragment key={`${exam.examId}:${exam.subjectId}`}>{children({ ...exam, subjectId: exam.subjectId })}</Fragment>)}
    </ExamPage>
  );
}
