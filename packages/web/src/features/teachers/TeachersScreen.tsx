// Teacher and user management, info/teauser (spec 1 §2 information management item 4): a collapsible unit tree
// (none for school-level users, type '3', who work in their own unit), search by name and account, the users of the
// chosen unit (15 per page; 15/30/50/100) with edit, reset password (a new one, or blank for the default) and delete (confirmed),
// import from Excel and the import template (only for a unit with a parent).
import { useState } from 'react';
import { ActionIcon, Badge, Button, Grid, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { useDialogState } from '../../components/FormDialog';
import { ImportButton } from '../../components/ImportButton';
import { PagedTable, type Column } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { UnitTreeCard, UnitTreePanel, findUnit, type TreeUnit } from '../../components/UnitTreePanel';
import { useListQuery } from '../../lib/useListQuery';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { codeListQuery, sessionQuery } from '../../lib/session';
import { usePagedList } from '../../lib/usePagedList';
import {
  TEACHER_PAGE_SIZE,
  TEACHER_PAGE_SIZES,
  deleteTeacher,
  downloadTeacherTemplate,
  eduUnitTreeQuery,
  importTeachers,
  teacherKeys,
  teacherListQuery,
  type TeacherListParams,
  type TeacherRow,
} from './queries';
import { ROLE_FALLBACK_NAMES, unitHasParent } from './teacherForm';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { TeacherDialog } from './TeacherDialog';

const SCHOOL_LEVEL = '3';

export function TeachersScreen() {
  const search = useSearch({ from: '/main/info/teauser' });
  const navigate = useNavigate({ from: '/main/info/teauser' });
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery).data;
  const userType = session?.user.user_type;
  const ownUnitOnly = userType === SCHOOL_LEVEL;
  const tree = useListQuery({ ...eduUnitTreeQuery, enabled: session !== undefined && !ownUnitOnly });
  const roleNames = useQuery(codeListQuery('user_type'));
  const [treeOpen, setTreeOpen] = useState(true);
  const [name, setName] = useState(search.username ?? '');
  const [account, setAccount] = useState(search.useraccount ?? '');
  const dialog = useDialogState<TeacherRow>();
  const [resetting, setResetting] = useState<TeacherRow>();

  // School-level users work in their own unit; everyone else in the unit chosen in the tree.
  const unitId = ownUnitOnly ? session?.user.unit_id : search.unitid;
  const treeUnit = findUnit<TreeUnit>(tree.data, search.unitid);
  const unitName = ownUnitOnly ? session?.unit.unit_name : treeUnit?.unit_name;
  const selected = unitId !== undefined && (ownUnitOnly || treeUnit !== undefined);
  const selectedHasParent = ownUnitOnly ? session?.unit.parent_id != null : selected && unitHasParent(tree.data, unitId, session?.unit);

  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: TEACHER_PAGE_SIZES,
    defaultPageSize: TEACHER_PAGE_SIZE,
    query: ({ page, pagesize, unitid, username, useraccount }) =>
      teacherListQuery({
        page,
        // resolvePaging only passes the offered sizes, which are the contract's.
        pagesize: pagesize as TeacherListParams['pagesize'],
        unitid: (ownUnitOnly ? session?.user.unit_id : unitid) ?? null, username: username ?? '', useraccount: useraccount ?? '' }),
  });

  const onDone = async (text: string) => {
    showSuccess(text);
    await queryClient.invalidateQueries({ queryKey: teacherKeys.all });
  };
  const remove = useMutation({ mutationFn: (r: TeacherRow) => deleteTeacher(r.user_id, r.unit_id), onSuccess: onDone });

  const openAdd = () => {
    if (!selected) {
      showError('请先选择单位');
      return;
    }
    dialog.openAdd();
  };
  const askDelete = (row: TeacherRow) =>
    confirmThen({ message: `确定删除用户“${row.user_name}”吗？`, danger: true, onConfirm: () => remove.mutate(row) });
  const roleName = (code: string) => roleNames.data?.find((c) => c.code === code)?.code_name ?? ROLE_FALLBACK_NAMES[code] ?? code;

  const columns: Column<TeacherRow>[] = [
    { key: 'unit', title: '所属单位', render: (r) => r.unit_name },
    { key: 'name', title: '姓名', render: (r) => r.user_name },
    { key: 'account', title: '账号', render: (r) => r.user_account },
    { key: 'phone', title: '手机号', render: (r) => r.cellphone },
    {
      key: 'roles',
      title: '角色',
      render: (r) => (
        <Group gap={4}>
          {(r.user_types ?? []).map((code) => (
            <Badge key={code} variant="light" size="sm">
              {roleName(code)}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'until', title: '有效期至', render: (r) => r.valid_until },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`编辑 ${r.user_name}`} onClick={() => dialog.openEdit(r)}>
            编辑
          </Button>
          <Button size="compact-sm" variant="subtle" aria-label={`重置密码 ${r.user_name}`} onClick={() => setResetting(r)}>
            重置密码
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.user_name}`} onClick={() => askDelete(r)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  const dialogUnitId = dialog.record?.unit_id ?? unitId;
  const dialogHasParent = dialog.record ? dialog.record.parent_id != null : Boolean(selectedHasParent);
  const showTree = !ownUnitOnly && treeOpen;
  return (
    <Stack p="md" gap="md">
      <PageHeader title="用户管理" />
      <Grid gap="md">
        {showTree && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <UnitTreeCard loading={tree.isPending} failure={{ error: tree.error, onRetry: tree.retry, retrying: tree.isFetching }}>
              <UnitTreePanel units={tree.data} selected={search.unitid} onSelect={(unitid) => list.setFilters({ unitid })} />
            </UnitTreeCard>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: showTree ? 9 : 12 }}>
          <Stack gap="sm">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                list.setFilters({ username: name.trim() || undefined, useraccount: account.trim() || undefined });
              }}
            >
              <Group align="flex-end" gap="sm">
                {!ownUnitOnly && (
                  <Tooltip label={treeOpen ? '收起单位树' : '展开单位树'}>
                    <ActionIcon variant="default" size="lg" aria-label={treeOpen ? '收起单位树' : '展开单位树'} onClick={() => setTreeOpen((o) => !o)}>
                      {treeOpen ? <IconLayoutSidebarLeftCollapse size={18} /> : <IconLayoutSidebarLeftExpand size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
                <TextInput label="姓名" placeholder="请输入姓名" value={name} onChange={(e) => setName(e.currentTarget.value)} />
                <TextInput label="账号" placeholder="请输入账号" value={account} onChange={(e) => setAccount(e.currentTarget.value)} />
                <Button type="submit" leftSection={<IconSearch size={16} />}>
                  查询
                </Button>
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
                  新增用户
                </Button>
                <ImportButton
                  variant="light"
                  precheck={() => (selected ? undefined : '请先选择单位')}
                  upload={(file) => importTeachers(file, unitId ?? 0)}
                  onImported={() => void queryClient.invalidateQueries({ queryKey: teacherKeys.all })}
                >
                  导入
                </ImportButton>
                <DownloadButton
                  disabled={!selectedHasParent}
                  fetchFile={downloadTeacherTemplate}
                  fallbackName="教师导入模板.xlsx"
                  failureText="导出列表错误"
                >
                  下载导入模板
                </DownloadButton>
              </Group>
            </form>
            {unitName && (
              <Text size="sm" c="dimmed">
                当前单位：{unitName}
              </Text>
            )}
            <PagedTable list={list} columns={columns} rowKey={(r) => `${r.user_id}-${r.unit_id}`} label="用户列表" minWidth={960} />
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog.opened && dialogUnitId !== undefined && (
        <TeacherDialog
          mode={dialog.mode}
          record={dialog.record}
          unitId={dialogUnitId}
          unitName={dialog.record?.unit_name ?? unitName}
          unitHasParent={dialogHasParent}
          creatorType={userType}
          onClose={dialog.close}
        />
      )}
      {resetting && <ResetPasswordDialog row={resetting} onClose={() => setResetting(undefined)} />}
    </Stack>
  );
}
