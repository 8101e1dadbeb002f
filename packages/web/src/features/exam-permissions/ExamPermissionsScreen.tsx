// 分配权限, /main/exam/exampermission (spec 2 §2.7, §4 "Permission screen", §5, §7 "Exam permission", §8, §9). Three
// tabs share the searchable user list on the left:
// - 阅卷权限: the marking permission tree on the right. Single-user mode (default): clicking a user loads their
//   permissions into the tree and saving saves them for that user. Multi-user mode: clicking toggles users in a
//   selection; saving applies the ticked permissions to every selected user, then clears the selection.
// - 考试管理员 / 学科教研员: the exam's administrators or researchers on the right; clicking a user on the left adds them
//   (a researcher with a subject), users already listed are disabled; clicking one on the right removes them.
// Switching tab clears the selection, leaves multi-user mode, reloads the users and the administrators or researchers.
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Card, Center, Flex, Group, Loader, Pill, ScrollArea, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExamPage } from '../../components/ExamPage';
import { LoadFailure, type LoadFailureProps } from '../../components/LoadFailure';
import { useListQuery } from '../../lib/useListQuery';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { buildCheckTree, buildGrants, checkedFromPermissions, setChecked, type CheckNode } from './permissionTree';
import { PermissionTree } from './PermissionTree';
import {
  addManager,
  addResearcher,
  managersQuery,
  permissionKeys,
  permissionTreeQuery,
  removeManager,
  removeResearcher,
  researchersQuery,
  saveUserPermission,
  subjectsAndQuestionsQuery,
  userPermissionQuery,
  type PermissionTab,
  type SaveRequest,
  type StaffMember,
} from './queries';
import { ResearcherDialog, StaffPanel } from './StaffPanel';
import { NO_FILTERS, type PermissionUser } from './userFilters';
import { LIST_HEIGHT, UserListPanel, type UserListState } from './UserListPanel';

export function ExamPermissionsScreen() {
  return <ExamPage title="分配权限">{({ examId }) => <PermissionWorkspace key={examId} examId={examId} />}</ExamPage>;
}

const TABS: { value: PermissionTab; label: string }[] = [
  { value: 'permission', label: '阅卷权限' },
  { value: 'manager', label: '考试管理员' },
  { value: 'researcher', label: '学科教研员' },
];

const userLabel = (u: { user_name: string; user_account: string }) => `${u.user_name}（${u.user_account}）`;

function PermissionWorkspace({ examId }: { examId: number }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PermissionTab>('permission');
  const [listState, setListState] = useState<UserListState>({ text: '', filters: NO_FILTERS });
  const [multi, setMulti] = useState(false);
  /** Single-user mode: the user whose permissions the tree shows. */
  const [current, setCurrent] = useState<PermissionUser | undefined>();
  /** Multi-user mode: the selected users. */
  const [selected, setSelected] = useState<PermissionUser[]>([]);
  const [checked, setCheckedKeys] = useState<ReadonlySet<string>>(new Set());
  const [loadingUser, setLoadingUser] = useState(false);
  /** Single-user mode: the ticks were changed since the user's permissions were loaded or saved. */
  const [dirty, setDirty] = useState(false);
  const latestPick = useRef<number | undefined>(undefined);
  const [candidate, setCandidate] = useState<PermissionUser | undefined>();

  const treeQuery = useListQuery(permissionTreeQuery(examId));
  const dataQuery = useListQuery(subjectsAndQuestionsQuery(examId));
  const tree = useMemo(() => (treeQuery.data && dataQuery.data ? buildCheckTree(treeQuery.data, dataQuery.data) : undefined), [treeQuery.data, dataQuery.data]);
  const subjects = dataQuery.data?.subjects ?? [];
  const managers = useQuery({ ...managersQuery(examId), enabled: tab === 'manager' });
  const researchers = useQuery({ ...researchersQuery(examId), enabled: tab === 'researcher' });

  const resetSelection = () => {
    latestPick.current = undefined;
    setCurrent(undefined);
    setSelected([]);
    setCheckedKeys(new Set());
    setLoadingUser(false);
    setDirty(false);
  };

  const changeTab = (next: PermissionTab) => {
    if (next === tab) return;
    resetSelection();
    setMulti(false);
    setCandidate(undefined);
    // Fresh users from the first page, fresh administrators and researchers.
    queryClient.removeQueries({ queryKey: permissionKeys.users(examId) });
    void queryClient.invalidateQueries({ queryKey: permissionKeys.managers(examId) });
    void queryClient.invalidateQueries({ queryKey: permissionKeys.researchers(examId) });
    setTab(next);
  };

  const changeMode = (on: boolean) => {
    resetSelection();
    setMulti(on);
  };

  /** Single-user mode: load the user's permissions into the tree. */
  const loadUser = async (u: PermissionUser) => {
    latestPick.current = u.user_id;
    setCurrent(u);
    setLoadingUser(true);
    try {
      const [held, perms, data] = await Promise.all([
        queryClient.fetchQuery(userPermissionQuery(examId, u.user_id)),
        queryClient.ensureQueryData(permissionTreeQuery(examId)),
        queryClient.ensureQueryData(subjectsAndQuestionsQuery(examId)),
      ]);
      if (latestPick.current === u.user_id) {
        setCheckedKeys(checkedFromPermissions(buildCheckTree(perms, data), held));
        setDirty(false);
      }
    } catch {
      // The failure is shown by the global handling; without the user's permissions nothing may be saved for them.
      if (latestPick.current === u.user_id) resetSelection();
    } finally {
      if (latestPick.current === u.user_id) setLoadingUser(false);
    }
  };

  const save = useMutation({
    mutationFn: (body: SaveRequest) => saveUserPermission(body),
    onSuccess: async (text, body) => {
      showSuccess(text || '权限保存成功');
      if (multi) setSelected([]);
      setDirty(false);
      await Promise.all(body.user_ids.map((id) => queryClient.invalidateQueries({ queryKey: permissionKeys.userPermission(examId, id) })));
    },
  });

  const onSave = () => {
    const users = multi ? selected : current ? [current] : [];
    const first = users[0];
    if (!first) {
      showError('请选择用户');
      return;
    }
    if (!tree) return;
    const body: SaveRequest = {
      user_ids: users.map((u) => u.user_id),
      exam_id: examId,
      permissions: buildGrants(tree, checked, examId, multi ? undefined : first.user_id),
    };
    if (body.permissions.length === 0) {
      confirmThen({
        message: `未勾选任何权限，保存后${multi ? '所选用户' : `“${first.user_name}”`}在本次考试将没有任何阅卷权限，确定保存吗？`,
        onConfirm: () => save.mutate(body),
      });
      return;
    }
    save.mutate(body);
  };

  const refreshStaff = (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
  const addManagerCall = useMutation({
    mutationFn: (u: PermissionUser) => addManager(examId, u.user_id),
    onSuccess: async (text) => {
      showSuccess(text || '添加成功');
      await refreshStaff(permissionKeys.managers(examId));
    },
  });
  const removeManagerCall = useMutation({
    mutationFn: (m: StaffMember) => removeManager(examId, m.user_id),
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      await refreshStaff(permissionKeys.managers(examId));
    },
  });
  const addResearcherCall = useMutation({
    mutationFn: ({ user, subjectId }: { user: PermissionUser; subjectId: number }) => addResearcher(examId, user.user_id, subjectId),
    onSuccess: async (text) => {
      showSuccess(text || '添加成功');
      setCandidate(undefined);
      await refreshStaff(permissionKeys.researchers(examId));
    },
  });
  const removeResearcherCall = useMutation({
    mutationFn: (m: StaffMember) => removeResearcher(examId, m.user_id, m.subject_id ?? -1),
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      await refreshStaff(permissionKeys.researchers(examId));
    },
  });

  const managerIds = useMemo(() => new Set((managers.data ?? []).map((m) => m.user_id)), [managers.data]);
  const researcherIds = useMemo(() => new Set((researchers.data ?? []).map((m) => m.user_id)), [researchers.data]);
  const selectedIds = useMemo(() => new Set(selected.map((u) => u.user_id)), [selected]);

  const onPick = (u: PermissionUser) => {
    if (tab === 'permission') {
      if (multi) setSelected((prev) => (prev.some((p) => p.user_id === u.user_id) ? prev.filter((p) => p.user_id !== u.user_id) : [...prev, u]));
      else if (dirty && current)
        confirmThen({ message: `“${current.user_name}”的权限修改尚未保存，确定放弃修改并查看“${u.user_name}”的权限吗？`, onConfirm: () => void loadUser(u) });
      else void loadUser(u);
      return;
    }
    if (tab === 'manager') {
      if (!addManagerCall.isPending) addManagerCall.mutate(u);
      return;
    }
    setCandidate(u);
  };
  const isSelected = (u: PermissionUser) => (tab === 'permission' ? (multi ? selectedIds.has(u.user_id) : current?.user_id === u.user_id) : false);
  const disabledReason = (u: PermissionUser) =>
    tab === 'manager' ? (managerIds.has(u.user_id) ? '已是管理员' : undefined) : tab === 'researcher' ? (researcherIds.has(u.user_id) ? '已是教研员' : undefined) : undefined;

  const askRemove = (m: StaffMember) => {
    if (tab === 'manager') {
      confirmThen({ message: `确定移除考试管理员“${m.user_name}”吗？`, danger: true, onConfirm: () => removeManagerCall.mutate(m) });
      return;
    }
    const subject = subjects.find((s) => s.subject_id === m.subject_id)?.subject_name ?? '';
    confirmThen({ message: `确定移除${subject}学科教研员“${m.user_name}”吗？`, danger: true, onConfirm: () => removeResearcherCall.mutate(m) });
  };

  const toolbar =
    tab === 'permission' ? (
      <Group justify="space-between" gap="xs">
        <Switch label="多选用户" checked={multi} onChange={(e) => changeMode(e.currentTarget.checked)} size="sm" />
        <Text size="xs" c="dimmed">
          {multi ? '点击用户加入或移出选择，保存时为所有已选用户分配所勾选的权限' : '点击用户查看并编辑其权限'}
        </Text>
      </Group>
    ) : undefined;

  const right =
    tab === 'permission' ? (
      <PermissionSide
        tree={tree}
        loading={treeQuery.isPending || dataQuery.isPending}
        failure={
          treeQuery.isError || dataQuery.isError
            ? {
                error: treeQuery.error ?? dataQuery.error,
                onRetry: () => {
                  if (treeQuery.isError) treeQuery.retry();
                  if (dataQuery.isError) dataQuery.retry();
                },
                retrying: treeQuery.isFetching || dataQuery.isFetching,
              }
            : undefined
        }
        checked={checked}
        onToggle={(node, on) => {
          setCheckedKeys((prev) => setChecked(node, prev, on));
          setDirty(true);
        }}
        multi={multi}
        current={current}
        selected={selected}
        onUnselect={(id) => setSelected((prev) => prev.filter((u) => u.user_id !== id))}
        onClearSelection={() => setSelected([])}
        loadingUser={loadingUser}
        saving={save.isPending}
        onSave={onSave}
      />
    ) : (
      <StaffPanel
        kind={tab}
        members={tab === 'manager' ? managers.data : researchers.data}
        loading={tab === 'manager' ? managers.isFetching : researchers.isFetching}
        subjects={subjects}
        onRemove={askRemove}
      />
    );

  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={(v) => v && changeTab(v as PermissionTab)}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* The user list takes 880px on wide screens (spec 2 §9), the whole width above the tree on narrow ones. */}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="md" align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box w={{ base: '100%', lg: 880 }} style={{ flexShrink: 1, minWidth: 0 }}>
          <UserListPanel
            examId={examId}
            tab={tab}
            state={listState}
            onStateChange={setListState}
            multiple={tab === 'permission' && multi}
            isSelected={isSelected}
            disabledReason={disabledReason}
            onPick={onPick}
            toolbar={toolbar}
          />
        </Box>
        <Box miw={{ base: 0, lg: 340 }} style={{ flex: 1 }}>
          {right}
        </Box>
      </Flex>
      <ResearcherDialog
        key={candidate?.user_id ?? 'none'}
        user={candidate}
        subjects={subjects}
        saving={addResearcherCall.isPending}
        onSubmit={(subjectId) => candidate && addResearcherCall.mutate({ user: candidate, subjectId })}
        onClose={() => setCandidate(undefined)}
      />
    </Stack>
  );
}

interface PermissionSideProps {
  tree: CheckNode[] | undefined;
  loading: boolean;
  /** The tree's failed load, shown in its place with 重试. */
  failure: LoadFailureProps | undefined;
  checked: ReadonlySet<string>;
  onToggle: (node: CheckNode, on: boolean) => void;
  multi: boolean;
  current: PermissionUser | undefined;
  selected: readonly PermissionUser[];
  onUnselect: (userId: number) => void;
  onClearSelection: () => void;
  loadingUser: boolean;
  saving: boolean;
  onSave: () => void;
}

function PermissionSide({ tree, loading, failure, checked, onToggle, multi, current, selected, onUnselect, onClearSelection, loadingUser, saving, onSave }: PermissionSideProps) {
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0}>
            {multi ? (
              <Text size="sm" fw={600} aria-live="polite">
                已选择 {selected.length} 位用户
              </Text>
            ) : (
              <Text size="sm" fw={600} truncate aria-live="polite">
                {current ? `当前用户：${userLabel(current)}` : '请在左侧点击用户'}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {multi ? '保存后，所选用户在本次考试的阅卷权限将替换为下方勾选的权限' : '勾选权限、科目、题组和阅卷轮次后保存'}
            </Text>
          </Box>
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={saving} disabled={loadingUser || !tree} onClick={onSave} style={{ flexShrink: 0 }}>
            保存权限
          </Button>
        </Group>
        {multi && selected.length > 0 && (
          <Group gap={6} role="group" aria-label="已选用户">
            <Pill.Group>
              {selected.map((u) => (
                <Pill key={u.user_id} withRemoveButton onRemove={() => onUnselect(u.user_id)} removeButtonProps={{ 'aria-label': `移出 ${u.user_name}` }}>
                  {u.user_name}
                </Pill>
              ))}
            </Pill.Group>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onClearSelection}>
              清空
            </Button>
          </Group>
        )}
        <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto" offsetScrollbars>
          {tree ? (
            <Box pos="relative">
              <PermissionTree tree={tree} checked={checked} onToggle={onToggle} disabled={loadingUser || saving} />
              {loadingUser && (
                <Center pos="absolute" inset={0} style={{ background: 'color-mix(in srgb, var(--mantine-color-body) 60%, transparent)' }} aria-label="正在加载用户权限">
                  <Loader size="sm" />
                </Center>
              )}
            </Box>
          ) : (
            <Center py="xl">{failure ? <LoadFailure {...failure} /> : loading ? <Loader size="sm" /> : null}</Center>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
