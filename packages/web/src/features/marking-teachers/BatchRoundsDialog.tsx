// 批量添加/编辑 (spec 2 §2.3 batch dialog, §4, §5, §8): choose a question group and a round (the rounds its mark mode
// offers), 查询 the teachers per group and round (15 per page, round tag, remove with confirmation), export them,
// import a filled-in sheet, and generate marking teacher accounts per round (0 to 1000 each; the group needs a mark
// mode). A failed generation keeps the typed counts.
import { useState } from 'react';
import { Badge, Button, Divider, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconSearch, IconWand } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadButton } from '../../components/DownloadButton';
import { ImportButton } from '../../components/ImportButton';
import { PagedTable, type Column } from '../../components/PagedTable';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { useListQuery } from '../../lib/useListQuery';
import {
  TEACHER_PAGE_SIZE,
  TEACHER_PAGE_SIZES,
  batchCreateTeachers,
  deleteTeacherRound,
  downloadRounds,
  importRounds,
  markingTeacherKeys,
  questionGroupsQuery,
  roundListQuery,
  type RoundFilter,
  type RoundRow,
} from './queries';
import { ROUND_NAMES, ROUND_ORDER, markModeName, teacherScreenRounds, type Round } from '../../lib/markRounds';
import { MAX_GENERATED, countError, generationCounts, type CountInputs } from './rounds';

const ROUND_COLORS: Record<Round, string> = { 1: 'blue', 2: 'teal', 3: 'grape', 9: 'orange', 8: 'red' };

export function BatchRoundsDialog({ examId, subjectId, onClose }: { examId: number; subjectId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const groups = useQuery(questionGroupsQuery(examId, subjectId));
  const [filter, setFilter] = useState<RoundFilter>({ question_id: null, turn: null });
  const [page, setPage] = useState(1);
  const [counts, setCounts] = useState<CountInputs>({});
  const rows = useListQuery({ ...roundListQuery(examId, subjectId, filter, page), placeholderData: keepPreviousData });

  const group = groups.data?.find((g) => g.question_id === filter.question_id);
  const offered = group ? teacherScreenRounds(group.mark_mode) : ROUND_ORDER;
  const refresh = () => queryClient.invalidateQueries({ queryKey: markingTeacherKeys.subject(examId, subjectId) });

  const chooseGroup = (value: string | null) => {
    const next = groups.data?.find((g) => String(g.question_id) === value);
    // A round the new group does not offer is dropped.
    const turn = filter.turn !== null && next && !teacherScreenRounds(next.mark_mode).includes(filter.turn) ? null : filter.turn;
    setFilter({ question_id: next?.question_id ?? null, turn });
    setPage(1);
  };
  const chooseRound = (value: string | null) => {
    setFilter((f) => ({ ...f, turn: value === null ? null : (Number(value) as Round) }));
    setPage(1);
  };

  const generate = useMutation({
    mutationFn: batchCreateTeachers,
    onSuccess: async (text) => {
      showSuccess(text || '生成成功');
      setCounts({});
      setFilter((f) => ({ ...f, turn: null }));
      setPage(1);
      await refresh();
    },
  });
  const startGeneration = () => {
    if (!group) {
      showError('请先选择题组');
      return;
    }
    const checked = generationCounts(group.mark_mode, counts);
    if ('error' in checked) {
      showError(checked.error);
      return;
    }
    generate.mutate({ exam_id: examId, subject_id: subjectId, question_id: group.question_id, teacherTurnNum: checked.counts });
  };

  const remove = useMutation({
    mutationFn: (r: RoundRow) => deleteTeacherRound({ teacher_id: r.user_id, exam_id: examId, subject_id: subjectId, question_id: r.question_id, turn: r.turn }),
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      await refresh();
    },
  });
  const askRemove = (r: RoundRow) =>
    confirmThen({
      message: `确定将“${r.user_name}”从“${r.question_name ?? r.question_id}”的${ROUND_NAMES[r.turn]}中删除吗？`,
      danger: true,
      onConfirm: () => remove.mutate(r),
    });

  const columns: Column<RoundRow>[] = [
    { key: 'name', title: '用户名', render: (r) => r.user_name },
    { key: 'account', title: '账号', render: (r) => r.user_account },
    { key: 'phone', title: '手机号', render: (r) => r.cellphone },
    { key: 'group', title: '题组', render: (r) => r.question_name ?? r.question_id },
    {
      key: 'round',
      title: '轮次',
      render: (r) => (
        <Badge variant="light" color={ROUND_COLORS[r.turn]}>
          {ROUND_NAMES[r.turn]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.user_name} ${r.question_name ?? r.question_id} ${ROUND_NAMES[r.turn]}`} onClick={() => askRemove(r)}>
          删除
        </Button>
      ),
    },
  ];
  const list = {
    rows: rows.data?.datalist ?? [],
    total: rows.data?.totalrecords ?? 0,
    page,
    pageSize: TEACHER_PAGE_SIZE,
    pageSizes: TEACHER_PAGE_SIZES,
    isLoading: rows.isPending,
    isFetching: rows.isFetching,
    error: rows.error,
    retry: rows.retry,
    setPage,
    setPageSize: () => undefined,
  };

  return (
    <Modal opened onClose={onClose} title="批量添加/编辑" centered size="80rem">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label="题组"
            placeholder="全部题组"
            clearable
            w={220}
            data={(groups.data ?? []).map((g) => ({ value: String(g.question_id), label: `${g.question_name}（${markModeName(g.mark_mode)}）` }))}
            value={filter.question_id === null ? null : String(filter.question_id)}
            onChange={chooseGroup}
          />
          <Select
            label="轮次"
            placeholder="全部轮次"
            clearable
            w={140}
            data={offered.map((r) => ({ value: String(r), label: ROUND_NAMES[r] }))}
            value={filter.turn === null ? null : String(filter.turn)}
            onChange={chooseRound}
          />
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={() => {
              setPage(1);
              void rows.refetch();
            }}
          >
            查询
          </Button>
          <DownloadButton fetchFile={() => downloadRounds(examId, subjectId, filter)} fallbackName="阅卷教师.xlsx" failureText="导出列表错误">
            导出
          </DownloadButton>
          <ImportButton variant="light" upload={(file) => importRounds(file, examId, subjectId, filter, page)} onImported={() => void refresh()}>
            导入
          </ImportButton>
        </Group>

        <Divider label="批量生成" labelPosition="left" />
        {!group ? (
          <Text size="sm" c="dimmed">
            请先选择题组，再按轮次填写要生成的阅卷教师数量（每轮 0 到 {MAX_GENERATED}）。
          </Text>
        ) : group.mark_mode == null ? (
          <Text size="sm" c="red">
            题组“{group.question_name}”未设置评卷模式，无法批量生成，请先在题组设置中选择评卷模式。
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            {teacherScreenRounds(group.mark_mode).map((round) => (
              <NumberInput
                key={round}
                label={`${ROUND_NAMES[round]}人数`}
                w={110}
                min={0}
                max={MAX_GENERATED}
                // Out-of-range counts stay as typed and say why, instead of being changed silently on blur.
                clampBehavior="none"
                error={countError(counts[round])}
                allowDecimal={false}
                allowNegative={false}
                placeholder="0"
                value={counts[round] ?? ''}
                onChange={(v) => setCounts((c) => ({ ...c, [round]: v }))}
              />
            ))}
            <Button leftSection={<IconWand size={16} />} onClick={startGeneration} loading={generate.isPending}>
              生成
            </Button>
          </Group>
        )}

        <Divider />
        <PagedTable list={list} columns={columns} rowKey={(r) => `${r.user_id}-${r.question_id}-${r.turn}`} label="题组轮次教师" minWidth={800} />
      </Stack>
    </Modal>
  );
}
