// 客观题答案配置, exam/subquestionanswer (spec 2 §2.2): per exam subject the objective question groups (name, total
// score) with a card per sub-question and its answer rows; 下载模板 and 导入 (a drop popover) for the answer workbook;
// one 保存 that checks every rule first and lists all problems together in one '保存错误' dialog (spec 2 §5), then
// saves (toast '客观题答案配置保存成功') and reloads. A failed save keeps every edit; unsaved edits are kept as a draft
// (offered back after 登录失效 or a reload) and leaving them asks first.
import { useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, List, Modal, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BufferClearedError, LoginExpiredError } from '@exam/sdk';
import { DownloadButton } from '../../components/DownloadButton';
import { DraftRestoreDialog } from '../../components/DraftRestoreDialog';
import { SubjectPage } from '../../components/ExamPage';
import { useDraft } from '../../lib/drafts';
import { describeError } from '../../lib/errors';
import { showSuccess } from '../../lib/feedback';
import { useUnsavedEdits } from '../../lib/unsavedEdits';
import { AnswerImport } from './AnswerImport';
import {
  MAX_OPTION_COUNT,
  checkAnswers,
  draftsOf,
  draftsReducer,
  exceedsGroupTotal,
  groupScoreSum,
  optionCountOf,
  restoreDrafts,
  sameDrafts,
  usedOptionCount,
  type AnswerGroup,
  type Drafts,
  type DraftAction,
  type SaveAnswerItem,
} from './answerRules';
import { answerKeys, downloadAnswerTemplate, importObjectiveAnswers, objectiveAnswersQuery, saveObjectiveAnswers } from './queries';
import { SubQuestionCard } from './SubQuestionCard';

export function ObjectiveAnswersScreen() {
  return (
    <SubjectPage title="客观题答案配置">
      {({ examId, subjectId }) => <ObjectiveAnswers examId={examId} subjectId={subjectId} />}
    </SubjectPage>
  );
}

function ObjectiveAnswers({ examId, subjectId }: { examId: number; subjectId: number }) {
  const query = useQuery(objectiveAnswersQuery(examId, subjectId));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={40} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="加载客观题失败">
        <Group justify="space-between">
          <Text size="sm">{describeError(query.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  }
  return <AnswersEditor examId={examId} subjectId={subjectId} groups={query.data} />;
}

function AnswersEditor({ examId, subjectId, groups }: { examId: number; subjectId: number; groups: AnswerGroup[] }) {
  const queryClient = useQueryClient();
  const [drafts, dispatch] = useReducer(draftsReducer, groups, draftsOf);
  // Every new answer from the server (after a save or an import) starts the cards afresh from what it keeps.
  const [source, setSource] = useState(groups);
  // What the last save sent is what the server keeps, even before the reload brings it back.
  const [savedNow, setSavedNow] = useState<Drafts | undefined>();
  const sending = useRef<Drafts | undefined>(undefined);
  if (source !== groups) {
    setSource(groups);
    setSavedNow(undefined);
    dispatch({ kind: 'reset', drafts: draftsOf(groups) });
  }
  // Edits not saved yet: kept as a draft (offered back after 登录失效 or a reload) and asked about before leaving.
  const saved = useMemo(() => draftsOf(groups), [groups]);
  const dirty = useMemo(() => !sameDrafts(drafts, savedNow ?? saved), [drafts, savedNow, saved]);
  const draft = useDraft({ scope: { screen: 'objective-answers', examId, subjectId }, value: drafts, dirty, parse: (stored) => restoreDrafts(groups, stored) });
  useUnsavedEdits(dirty, draft.discard);
  const [optionCount, setOptionCount] = useState(() => optionCountOf(groups));
  const shownOptions = Math.max(optionCount, usedOptionCount(drafts));
  const [problems, setProblems] = useState<string[] | undefined>();
  const reload = () => queryClient.invalidateQueries({ queryKey: answerKeys.subject(examId, subjectId) });

  const save = useMutation({
    mutationFn: (answerlist: SaveAnswerItem[]) => saveObjectiveAnswers({ examid: examId, subjectid: subjectId, answerlist }),
    meta: { localErrors: true },
    onSuccess: async () => {
      setSavedNow(sending.current);
      showSuccess('客观题答案配置保存成功');
      await reload();
    },
    // The server's reasons come joined by '；'; each is a line of the same dialog. Nothing typed is lost.
    onError: (error) => {
      // An expired login or a cleared buffer is handled once for the whole portal.
      if (error instanceof LoginExpiredError || error instanceof BufferClearedError) return;
      setProblems(describeError(error).split('；').filter(Boolean));
    },
  });
  const onSave = () => {
    const check = checkAnswers(groups, drafts);
    if (check.problems.length) setProblems(check.problems);
    else {
      sending.current = drafts;
      save.mutate(check.answerlist);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 5 }}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <DownloadButton
              leftSection={<IconDownload size={16} />}
              fetchFile={() => downloadAnswerTemplate(examId, subjectId)}
              fallbackName="客观题答案模板.xlsx"
              failureText="导出列表错误"
            >
              下载模板
            </DownloadButton>
            <AnswerImport upload={(file) => importObjectiveAnswers(file, examId, subjectId)} onImported={() => void reload()} />
            <NumberInput
              label="选项个数"
              size="xs"
              w={150}
              min={2}
              max={MAX_OPTION_COUNT}
              allowDecimal={false}
              value={shownOptions}
              onChange={(v) => typeof v === 'number' && v >= 2 && v <= MAX_OPTION_COUNT && setOptionCount(v)}
              styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0, whiteSpace: 'nowrap' } }}
            />
          </Group>
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={onSave} disabled={groups.length === 0}>
            保存
          </Button>
        </Group>
      </Paper>
      {groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          该科目没有客观题，请先在模板配置中设置客观题题组
        </Text>
      ) : (
        groups.map((group) => <GroupSection key={group.quesid} group={group} drafts={drafts} optionCount={shownOptions} dispatch={dispatch} />)
      )}
      <SaveErrorsDialog problems={problems} onClose={() => setProblems(undefined)} />
      <DraftRestoreDialog draft={draft} onRestore={(restored) => dispatch({ kind: 'reset', drafts: restored })} />
    </Stack>
  );
}

function GroupSection({ group, drafts, optionCount, dispatch }: { group: AnswerGroup; drafts: Drafts; optionCount: number; dispatch: (a: DraftAction) => void }) {
  const sum = groupScoreSum(group, drafts);
  const over = exceedsGroupTotal(group, sum);
  return (
    <Stack gap="xs" component="section" aria-label={group.name}>
      <Group gap="sm">
        <Title order={5}>{group.name}</Title>
        {group.maxscore_fixed ? (
          <>
            <Badge variant="light">总分 {group.maxscore} 分</Badge>
            <Badge variant="light" color={over ? 'red' : 'gray'}>
              小题合计 {sum} 分
            </Badge>
          </>
        ) : (
          // No printed total: the group's total is what its sub-questions add up to.
          <Badge variant="light">总分 {sum} 分（各小题之和）</Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {group.subquestions.map((sub) => {
          const draft = drafts[sub.id];
          return draft && <SubQuestionCard key={sub.id} sub={sub} draft={draft} optionCount={optionCount} dispatch={dispatch} />;
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Every problem of a save at once (spec 2 §5), titled '保存错误'. */
function SaveErrorsDialog({ problems, onClose }: { problems: string[] | undefined; onClose: () => void }) {
  return (
    <Modal opened={problems !== undefined} onClose={onClose} title="保存错误" centered>
      <List size="sm" spacing={4} aria-label="保存错误">
        {problems?.map((p, i) => (
          <List.Item key={i}>{p}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>确定</Button>
      </Group>
    </Modal>
  );
}
