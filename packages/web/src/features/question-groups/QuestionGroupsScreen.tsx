// 题组配置, exam/subquestionconfig (spec 2 §2.4): per exam subject, the marking groups (a tree of groups and their
// sub-questions, 15 groups per page, each deletable after a confirmation) and the sub-question checkbox tree (by big
// question; sub-questions already in a group are shown but cannot be ticked). 新建题组 opens the name dialog (needs the
// subject's paper, spec 2 §5), 保存勾选 adds the ticked sub-questions to the group chosen in the tree, 按大题名称自动生成
// replaces the groups with one per big question after a confirmation.
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Collapse,
  Grid,
  Group,
  Pagination,
  Paper,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDeviceFloppy, IconPencil, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { useDialogState } from '../../components/FormDialog';
import { LoadFailure } from '../../components/LoadFailure';
import { useListQuery } from '../../lib/useListQuery';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { bigQuestionsOf, subName, tickedFree, toggleAll, toggleOne, type BigQuestion } from './groupForm';
import { GroupDialog } from './GroupDialog';
import {
  GROUP_PAGE_SIZE,
  addSubQuestions,
  autoGenerateGroups,
  deleteGroup,
  groupKeys,
  groupListQuery,
  removeSubQuestion,
  subQuestionsQuery,
  subjectPapersQuery,
  type ConfigSubQuestion,
  type MarkingGroup,
} from './queries';

export function QuestionGroupsScreen() {
  return (
    <SubjectPage title="题组配置">
      {({ examId, subjectId }) => <QuestionGroups examId={examId} subjectId={subjectId} />}
    </SubjectPage>
  );
}

/** The group the ticked sub-questions go to (kept by id and name, so it survives paging and reloads). */
interface Target {
  id?: number;
  name: string;
}

function QuestionGroups({ examId, subjectId }: { examId: number; subjectId: number }) {
  const queryClient = useQueryClient();
  const papers = useQuery(subjectPapersQuery(examId, subjectId));
  const paperId = papers.data?.[0]?.paper_id ?? null;
  const ready = !papers.isPending;
  const [page, setPage] = useState(1);
  const groups = useListQuery({ ...groupListQuery(examId, subjectId, paperId, page), enabled: ready });
  const subs = useListQuery({ ...subQuestionsQuery(examId, subjectId, paperId), enabled: ready });
  const [target, setTarget] = useState<Target | undefined>();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const dialog = useDialogState<MarkingGroup>();

  const list = groups.data?.datalist ?? [];
  const total = groups.data?.totalrecords ?? 0;
  // A group just created is chosen by its name once the list shows it.
  const targetId = target?.id ?? list.find((g) => g.subquestion_name === target?.name)?.group_id;
  const bigs = bigQuestionsOf(subs.data?.datalist ?? []);
  const groupNames = new Map(list.map((g) => [g.group_id, g.subquestion_name]));

  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.subject(examId, subjectId) });
  const done = async (text: unknown, fallback: string) => {
    showSuccess(typeof text === 'string' && text ? text : fallback);
    await refresh();
  };

  const removeGroup = useMutation({
    mutationFn: (g: MarkingGroup) => deleteGroup(examId, subjectId, g.group_id),
    onSuccess: async (text, g) => {
      if (targetId === g.group_id) setTarget(undefined);
      if (list.length === 1 && page > 1) setPage(page - 1);
      await done(text, '删除成功');
    },
  });
  const removeSub = useMutation({
    mutationFn: ({ group, subId }: { group: MarkingGroup; subId: number }) => removeSubQuestion(examId, subjectId, group.group_id, subId),
    onSuccess: (text) => done(text, '删除成功'),
  });
  const addChecked = useMutation({
    mutationFn: ({ groupId, ids }: { groupId: number; ids: number[] }) => addSubQuestions(examId, subjectId, groupId, ids),
    onSuccess: async (text) => {
      setChecked(new Set());
      await done(text, '保存成功');
    },
  });
  const generate = useMutation({
    mutationFn: () => autoGenerateGroups(examId, subjectId),
    onSuccess: async (text) => {
      setTarget(undefined);
      setChecked(new Set());
      setPage(1);
      await done(text, '生成成功');
    },
  });

  const openCreate = () => {
    if (paperId === null) {
      showError('请先选择试卷：该科目还没有试卷模板，请先在模板配置中上传试卷图片');
      return;
    }
    dialog.openAdd();
  };
  const saveChecked = () => {
    if (targetId === undefined || !target) {
      showError('请先在左侧选择题组');
      return;
    }
    const ids = tickedFree(bigs, checked);
    if (ids.length === 0) {
      showError('请先勾选要加入题组的小题');
      return;
    }
    addChecked.mutate({ groupId: targetId, ids });
  };
  const askGenerate = () =>
    confirmThen({
      message: '将按大题名称重新生成题组，现有题组将被替换，确定生成吗？',
      onConfirm: () => generate.mutate(),
    });
  const askDeleteGroup = (g: MarkingGroup) =>
    confirmThen({ message: `确定删除题组“${g.subquestion_name}”吗？`, danger: true, onConfirm: () => removeGroup.mutate(g) });
  const askRemoveSub = (group: MarkingGroup, sub: { subquestion_id: number; subquestion_name: string }) =>
    confirmThen({
      message: `确定将${subName(sub.subquestion_name)}移出题组“${group.subquestion_name}”吗？`,
      danger: true,
      onConfirm: () => removeSub.mutate({ group, subId: sub.subquestion_id }),
    });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={5}>题组</Title>
            <Group gap="xs">
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={openCreate}>
                新建题组
              </Button>
              <Button size="xs" variant="light" leftSection={<IconSparkles size={14} />} loading={generate.isPending} onClick={askGenerate}>
                按大题名称自动生成
              </Button>
            </Group>
          </Group>
          {groups.isPending ? (
            <Stack gap="xs" aria-busy>
              <Skeleton h={48} />
              <Skeleton h={48} />
            </Stack>
          ) : groups.isError ? (
            <LoadFailure error={groups.error} onRetry={groups.retry} retrying={groups.isFetching} />
          ) : list.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              还没有题组，请新建题组或按大题名称自动生成
            </Text>
          ) : (
            <Radio.Group
              value={targetId === undefined ? null : String(targetId)}
              onChange={(v) => setTarget({ id: Number(v), name: groupNames.get(Number(v)) ?? '' })}
              aria-label="题组列表"
            >
              <Stack gap="xs">
                {list.map((g) => (
                  <GroupNode
                    key={g.group_id}
                    group={g}
                    onRename={() => dialog.openEdit(g)}
                    onDelete={() => askDeleteGroup(g)}
                    onRemoveSub={(sub) => askRemoveSub(g, sub)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              共 {total} 个题组
            </Text>
            {total > GROUP_PAGE_SIZE && <Pagination size="sm" total={Math.ceil(total / GROUP_PAGE_SIZE)} value={page} onChange={setPage} />}
          </Group>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="sm" gap="xs">
            <Stack gap={0}>
              <Title order={5}>小题</Title>
              <Text size="xs" c="dimmed">
                {target ? `勾选的小题将加入题组“${target.name}”` : '先在左侧选择题组，再勾选要加入的小题'}
              </Text>
            </Stack>
            <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={addChecked.isPending} onClick={saveChecked}>
              保存勾选
            </Button>
          </Group>
          {subs.isPending ? (
            <Skeleton h={160} />
          ) : subs.isError ? (
            <LoadFailure error={subs.error} onRetry={subs.retry} retrying={subs.isFetching} />
          ) : bigs.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              该科目还没有小题，请先在模板配置中设置题组和小题
            </Text>
          ) : (
            <ScrollArea.Autosize mah="70vh">
              <Stack gap="sm" aria-label="小题列表">
                {bigs.map((big) => (
                  <BigQuestionNode
                    key={big.key}
                    big={big}
                    checked={checked}
                    groupName={(id) => groupNames.get(id)}
                    onToggleAll={() => setChecked((c) => toggleAll(c, big.free))}
                    onToggle={(id) => setChecked((c) => toggleOne(c, id))}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Card>
      </Grid.Col>
      {dialog.opened && (
        <GroupDialog
          examId={examId}
          subjectId={subjectId}
          record={dialog.record}
          onSaved={(name) => {
            // A new group becomes the target; a renamed target keeps being it.
            if (!dialog.record) setTarget({ name });
            else if (dialog.record.group_id === targetId) setTarget({ id: targetId, name });
          }}
          onClose={dialog.close}
        />
      )}
    </Grid>
  );
}

function GroupNode({
  group,
  onRename,
  onDelete,
  onRemoveSub,
}: {
  group: MarkingGroup;
  onRename: () => void;
  onDelete: () => void;
  onRemoveSub: (sub: MarkingGroup['sublist'][number]) => void;
}) {
  const [open, setOpen] = useState(true);
  const name = group.subquestion_name;
  return (
    <Paper withBorder p="xs" role="group" aria-label={`题组 ${name}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <ActionIcon variant="subtle" size="sm" aria-label={open ? `收起 ${name}` : `展开 ${name}`} onClick={() => setOpen((o) => !o)}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
          <Radio value={String(group.group_id)} label={name} />
          <Badge size="sm" variant="light" color="gray">
            {group.sublist.length}题
          </Badge>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="重命名">
            <ActionIcon variant="subtle" aria-label={`重命名题组 ${name}`} onClick={onRename}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="删除题组">
            <ActionIcon variant="subtle" color="red" aria-label={`删除题组 ${name}`} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Collapse expanded={open}>
        {group.sublist.length === 0 ? (
          <Text size="xs" c="dimmed" mt={6} ml={34}>
            暂无小题，请在右侧勾选后保存
          </Text>
        ) : (
          <Group gap={6} mt={6} ml={34} role="list" aria-label={`${name}的小题`}>
            {group.sublist.map((sub) => (
              <Badge
                key={sub.subquestion_id}
                role="listitem"
                variant="outline"
                size="lg"
                radius="sm"
                rightSection={
                  <CloseButton size="xs" aria-label={`将${subName(sub.subquestion_name)}移出题组 ${name}`} onClick={() => onRemoveSub(sub)} />
                }
              >
                {subName(sub.subquestion_name)}
              </Badge>
            ))}
          </Group>
        )}
      </Collapse>
    </Paper>
  );
}

function BigQuestionNode({
  big,
  checked,
  groupName,
  onToggleAll,
  onToggle,
}: {
  big: BigQuestion;
  checked: ReadonlySet<number>;
  groupName: (id: number) => string | undefined;
  onToggleAll: () => void;
  onToggle: (id: number) => void;
}) {
  const tickedCount = big.free.filter((id) => checked.has(id)).length;
  const all = big.free.length > 0 && tickedCount === big.free.length;
  const inGroup = (s: ConfigSubQuestion) => (s.group_id == null ? undefined : (groupName(s.group_id) ?? '其他题组'));
  return (
    <Stack gap={6}>
      <Checkbox
        label={<Text fw={600} size="sm">{big.name}</Text>}
        aria-label={big.name}
        checked={all}
        indeterminate={tickedCount > 0 && !all}
        disabled={big.free.length === 0}
        onChange={onToggleAll}
      />
      <Group gap="md" ml={30}>
        {big.subs.map((s) => {
          const group = inGroup(s);
          return (
            <Checkbox
              key={s.subquestion_id}
              size="sm"
              aria-label={subName(s.subquestion_name)}
              label={
                <Text size="sm" c={group ? 'dimmed' : undefined}>
                  {subName(s.subquestion_name)}
                  {group && <Text span size="xs" c="dimmed">{`（${group}）`}</Text>}
                </Text>
              }
              checked={group ? false : checked.has(s.subquestion_id)}
              disabled={group !== undefined}
              onChange={() => onToggle(s.subquestion_id)}
            />
          );
        })}
      </Group>
    </Stack>
  );
}
