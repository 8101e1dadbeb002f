// The unit table, info/mgeunit (spec 1 §2 information management item 2): filters by name and type, the listed
// columns, a confirmed state switch, add/edit dialog, confirmed delete; server failure texts are shown (§8).
import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useDialogState } from '../../components/FormDialog';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { codeListQuery } from '../../lib/session';
import { usePagedList } from '../../lib/usePagedList';
import { deleteUnit, switchUnitState, UNIT_DEFAULT_PAGE_SIZE, UNIT_PAGE_SIZES, unitKeys, unitPageSize, unitListQuery, type UnitRow } from './queries';
import { UnitDialog } from './UnitDialog';

const FALLBACK_TYPES = [
  { value: '3', label: '教育管理部门' },
  { value: '4', label: '学校' },
];

export function UnitsScreen() {
  const search = useSearch({ from: '/main/info/mgeunit' });
  const navigate = useNavigate({ from: '/main/info/mgeunit' });
  const queryClient = useQueryClient();
  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: UNIT_PAGE_SIZES,
    defaultPageSize: UNIT_DEFAULT_PAGE_SIZE,
    query: ({ page, pagesize, unit_name, unit_type }) => unitListQuery({ page, pagesize: unitPageSize(pagesize), unit_name: unit_name ?? '', unit_type: unit_type ?? '' }),
  });
  const [name, setName] = useState(search.unit_name ?? '');
  const [type, setType] = useState<string | null>(search.unit_type ?? null);
  const codes = useQuery(codeListQuery('unit_type'));
  const typeOptions = codes.data
    ? codes.data.filter((c) => c.code === '3' || c.code === '4').map((c) => ({ value: c.code, label: c.code_name }))
    : FALLBACK_TYPES;
  const dialog = useDialogState<UnitRow>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: unitKeys.all });
  const onDone = async (text: string) => {
    showSuccess(text);
    await refresh();
  };
  // Failures: the global handling shows the server's text (spec 1 §8); the switch stays where the data says.
  const toggle = useMutation({ mutationFn: switchUnitState, onSuccess: onDone });
  const remove = useMutation({ mutationFn: deleteUnit, onSuccess: onDone });

  const askToggle = (row: UnitRow) => {
    const action = row.state === '1' ? '停用' : '启用';
    confirmThen({
      message: `确定${action}单位“${row.unit_name}”吗？其下级单位及用户也将一并${action}。`,
      onConfirm: () => toggle.mutate(row.unit_id),
    });
  };
  const askDelete = (row: UnitRow) =>
    confirmThen({ message: `确定删除单位“${row.unit_name}”吗？`, danger: true, onConfirm: () => remove.mutate(row.unit_id) });

  const columns: Column<UnitRow>[] = [
    { key: 'id', title: 'ID', render: (r) => r.unit_id, width: 70 },
    { key: 'code', title: '单位编码', render: (r) => r.unit_code },
    { key: 'name', title: '单位名称', render: (r) => r.unit_name },
    { key: 'short', title: '简码', render: (r) => r.short_code },
    { key: 'type', title: '单位类型', render: (r) => r.unit_type_name },
    {
      key: 'state',
      title: '状态',
      render: (r) => (
        <Switch
          aria-label={`${r.unit_name} 启用状态`}
          checked={r.state === '1'}
          onChange={() => askToggle(r)}
          onLabel="启用"
          offLabel="停用"
          size="md"
        />
      ),
    },
    { key: 'created', title: '创建时间', render: (r) => r.create_time },
    { key: 'edited', title: '最后修改时间', render: (r) => r.last_edit_time },
    { key: 'dealer', title: '经销商', render: (r) => r.punit_name },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`编辑 ${r.unit_name}`} onClick={() => dialog.openEdit(r)}>
            编辑
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.unit_name}`} onClick={() => askDelete(r)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  const applyFilters = () => list.setFilters({ unit_name: name.trim() || undefined, unit_type: (type as '3' | '4' | null) ?? undefined });

  return (
    <Stack p="md" gap="md">
      <Title order={1} fz="h4">
        单位列表
      </Title>
      <Card withBorder>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyFilters();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label="单位名称" placeholder="请输入单位名称" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Select label="单位类型" placeholder="全部" clearable data={typeOptions} value={type} onChange={setType} w={180} />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              查询
            </Button>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={dialog.openAdd}>
              新增单位
            </Button>
          </Group>
        </form>
      </Card>
      <PagedTable list={list} columns={columns} rowKey={(r) => r.unit_id} label="单位列表" minWidth={1100} />
      {dialog.opened && <UnitDialog mode={dialog.mode} record={dialog.record} typeOptions={typeOptions} onClose={dialog.close} />}
    </Stack>
  );
}
