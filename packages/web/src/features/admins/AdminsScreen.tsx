// Administrator management, info/mgeuser (spec 1 §2 information management item 3): unit tree on the left, the
// administrators of the chosen unit on the right (5 per page) with search by account or name, state switch,
// reset-password popover, edit and confirmed delete; adding needs a unit first ('请先选择单位').
import { useState } from 'react';
import { Button, Grid, Group, Popover, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useDialogState } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { UnitTreeCard, UnitTreePanel, findUnit, type TreeUnit } from '../../components/UnitTreePanel';
import { useListQuery } from '../../lib/useListQuery';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { usePagedList } from '../../lib/usePagedList';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  adminKeys,
  adminListQuery,
  allUnitsTreeQuery,
  deleteAdmin,
  resetAdminPassword,
  switchAdminState,
  type AdminRow,
} from './queries';
import { AdminDialog } from './AdminDialog';

export function AdminsScreen() {
  const search = useSearch({ from: '/main/info/mgeuser' });
  const navigate = useNavigate({ from: '/main/info/mgeuser' });
  const queryClient = useQueryClient();
  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: ADMIN_PAGE_SIZE,
    query: ({ page, pagesize, unitid, username }) => adminListQuery({ page, pagesize, unitid: unitid ?? null, username: username ?? '' }),
  });
  const tree = useListQuery(allUnitsTreeQuery);
  const [keyword, setKeyword] = useState(search.username ?? '');
  const dialog = useDialogState<AdminRow>();
  const selectedUnit = findUnit<TreeUnit>(tree.data, search.unitid);

  const onDone = async (text: string) => {
    showSuccess(text);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const toggle = useMutation({ mutationFn: switchAdminState, onSuccess: onDone });
  const remove = useMutation({ mutationFn: deleteAdmin, onSuccess: onDone });

  const openAdd = () => {
    if (!selectedUnit) {
      showError('请先选择单位');
      return;
    }
    dialog.openAdd();
  };
  const askDelete = (row: AdminRow) =>
    confirmThen({ message: `确定删除管理员“${row.user_name}”吗？`, danger: true, onConfirm: () => remove.mutate(row.user_id) });

  const columns: Column<AdminRow>[] = [
    { key: 'account', title: '账号', render: (r) => r.user_account },
    { key: 'name', title: '姓名', render: (r) => r.user_name },
    { key: 'unit', title: '所属单位', render: (r) => r.unit_name },
    { key: 'phone', title: '手机号', render: (r) => r.cellphone },
    { key: 'email', title: '邮箱', render: (r) => r.email },
    { key: 'until', title: '有效期至', render: (r) => r.valid_until },
    {
      key: 'state',
      title: '状态',
      render: (r) => (
        <Switch
          aria-label={`${r.user_name} 启用状态`}
          checked={r.state === '1'}
          onChange={() => toggle.mutate(r.user_id)}
          onLabel="启用"
          offLabel="停用"
          size="md"
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <ResetPasswordPopover row={r} />
          <Button size="compact-sm" variant="subtle" aria-label={`编辑 ${r.user_name}`} onClick={() => dialog.openEdit(r)}>
            编辑
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.user_name}`} onClick={() => askDelete(r)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  const dialogUnitId = dialog.record?.unit_id ?? selectedUnit?.unit_id;
  return (
    <Stack p="md" gap="md">
      {/* The page's own trail (spec 1 §2 item 3): information management / administrator management. */}
      <PageHeader title="管理员管理" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <UnitTreeCard loading={tree.isPending} failure={{ error: tree.error, onRetry: tree.retry, retrying: tree.isFetching }}>
            <UnitTreePanel units={tree.data} selected={search.unitid} onSelect={(unitid) => list.setFilters({ unitid })} />
          </UnitTreeCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                list.setFilters({ username: keyword.trim() || undefined });
              }}
            >
              <Group align="flex-end" gap="sm">
                <TextInput
                  label="账号或姓名"
                  placeholder="请输入账号或姓名"
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                />
                <Button type="submit" leftSection={<IconSearch size={16} />}>
                  查询
                </Button>
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
                  新增管理员
                </Button>
                {selectedUnit && (
                  <Text size="sm" c="dimmed">
                    当前单位：{selectedUnit.unit_name}
                  </Text>
                )}
              </Group>
            </form>
            <PagedTable list={list} columns={columns} rowKey={(r) => r.user_id} label="管理员列表" minWidth={900} />
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog.opened && dialogUnitId !== undefined && (
        <AdminDialog
          mode={dialog.mode}
          record={dialog.record}
          unitId={dialogUnitId}
          unitName={dialog.record?.unit_name ?? selectedUnit?.unit_name}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}

/** Reset to the default password, confirmed in a popover next to the row. */
function ResetPasswordPopover({ row }: { row: AdminRow }) {
  const [opened, setOpened] = useState(false);
  const reset = useMutation({
    mutationFn: resetAdminPassword,
    onSuccess: (text) => {
      setOpened(false);
      showSuccess(text || '重置成功');
    },
  });
  return (
    <Popover opened={opened} onChange={setOpened} withArrow position="bottom" trapFocus>
      <Popover.Target>
        <Button size="compact-sm" variant="subtle" aria-label={`重置密码 ${row.user_name}`} onClick={() => setOpened((o) => !o)}>
          重置密码
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">确定将“{row.user_name}”的密码重置为默认密码吗？</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="compact-sm" variant="default" onClick={() => setOpened(false)}>
              取消
            </Button>
            <Button size="compact-sm" loading={reset.isPending} onClick={() => reset.mutate(row.user_id)}>
              确定
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
