// 单位管理 (info/eduunit, spec 1 §2 information management item 1): a filterable, draggable unit tree on the left,
// the unit form on the right. Every change reloads the tree; a failed move reloads it back to where the unit was.
import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Flex,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
  Tree,
  useTree,
  type RenderTreeNodePayload,
  type TreeNodeData,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { useListQuery } from '../../lib/useListQuery';
import { unwrap, type Schemas } from '@exam/sdk';
import { api } from '../../lib/api';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { toSaveRequest, unitTreeQuery, unitTypeCodesQuery, type UnitFormValues } from './queries';
import { UnitForm } from './UnitForm';
import { ancestorsOf, canMoveInto, filterUnits, findUnit, flattenUnits, moveUnit, toUnitNodes, toUnitTree, type UnitNode } from './unitTree';
import { tagListQuery } from '../../lib/session';

type TreeExpandedState = Record<string, boolean>;

/** What the form on the right is for. */
type Selection = { mode: 'edit'; unitId: number } | { mode: 'add'; parentId: number | null };

function selectionKey(selection: Selection): string {
  return selection.mode === 'edit' ? `edit-${selection.unitId}` : `add-${selection.parentId ?? 'top'}`;
}

function toTreeData(nodes: readonly UnitNode[]): TreeNodeData[] {
  return nodes.map((n) => ({ value: String(n.unit_id), label: n.unit_name, children: toTreeData(n.children) }));
}

/** The first two levels open, as the tree first shows itself. */
function initialExpanded(nodes: readonly UnitNode[]): TreeExpandedState {
  return Object.fromEntries(nodes.map((n) => [String(n.unit_id), true]));
}

function allExpanded(nodes: readonly UnitNode[]): TreeExpandedState {
  return Object.fromEntries(flattenUnits(nodes).map((n) => [String(n.unit_id), true]));
}

export function UnitTreeScreen() {
  const queryClient = useQueryClient();
  const treeQuery = useListQuery(unitTreeQuery);
  const typesQuery = useQuery(unitTypeCodesQuery);
  const tagsQuery = useQuery(tagListQuery('unit_tag'));
  const units = useMemo(() => toUnitNodes(treeQuery.data ?? []), [treeQuery.data]);

  const [filter, setFilter] = useState('');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [expanded, setExpanded] = useState<TreeExpandedState | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);

  const visible = useMemo(() => filterUnits(units, filter), [units, filter]);
  // Mantine's Tree re-initialises its controller whenever `data` changes identity: keep it stable.
  const treeData = useMemo(() => toTreeData(visible), [visible]);
  const expandedState = expanded ?? initialExpanded(units);
  const selectedUnit = selection?.mode === 'edit' ? findUnit(units, selection.unitId) : undefined;
  const parentUnit = selection?.mode === 'add' && selection.parentId != null ? findUnit(units, selection.parentId) : undefined;

  const tree = useTree({
    expandedState,
    onExpandedStateChange: setExpanded,
    selectedState: selectedUnit ? [String(selectedUnit.unit_id)] : [],
  });

  const expand = (ids: readonly number[]) =>
    setExpanded((current) => ({ ...(current ?? initialExpanded(units)), ...Object.fromEntries(ids.map((id) => [String(id), true])) }));

  const reloadTree = () => queryClient.invalidateQueries({ queryKey: unitTreeQuery.queryKey });

  const save = useMutation({
    mutationFn: (request: Schemas['SaveUnitRequest']) => unwrap(api.POST('/api/unit/saveunit', { body: request })),
    onSuccess: async (text, request) => {
      showSuccess(text);
      await reloadTree();
      // Keep the unit selected; a new unit is found again by its (unique) code.
      const fresh = toUnitNodes(queryClient.getQueryData(unitTreeQuery.queryKey) ?? []);
      const saved = request.unitid != null ? findUnit(fresh, request.unitid) : flattenUnits(fresh).find((u) => u.unit_code === request.unitcode);
      if (saved) {
        expand(ancestorsOf(fresh, saved.unit_id).slice(0, -1).map((u) => u.unit_id));
        setSelection({ mode: 'edit', unitId: saved.unit_id });
      } else {
        setSelection(null);
      }
    },
  });

  const remove = useMutation({
    mutationFn: (unit: UnitNode) => unwrap(api.POST('/api/unit/delunit', { body: { unitid: unit.unit_id } })),
    onSuccess: (text, unit) => {
      showSuccess(text);
      if (selection && ((selection.mode === 'edit' && selection.unitId === unit.unit_id) || (selection.mode === 'add' && selection.parentId === unit.unit_id))) {
        setSelection(null);
      }
    },
    onSettled: reloadTree,
  });

  const toggle = useMutation({
    mutationFn: (unit: UnitNode) => unwrap(api.POST('/api/unit/switchunitstate', { body: { unitid: unit.unit_id } })),
    onSuccess: (text) => showSuccess(text),
    onSettled: reloadTree,
  });

  const move = useMutation({
    mutationFn: ({ unitId, parentId }: { unitId: number; parentId: number }) =>
      unwrap(api.POST('/api/unit/changeparent', { body: { unitid: unitId, parentid: parentId } })),
    onMutate: async ({ unitId, parentId }) => {
      // The unit shows under its new parent at once; whatever the server says, the tree is then reloaded.
      await queryClient.cancelQueries({ queryKey: unitTreeQuery.queryKey });
      queryClient.setQueryData(unitTreeQuery.queryKey, toUnitTree(moveUnit(units, unitId, parentId)));
      expand([parentId]);
    },
    onSuccess: (text) => showSuccess(text),
    onSettled: reloadTree,
  });

  const moveInto = (unitId: number, parentId: number) => {
    if (canMoveInto(units, unitId, parentId)) move.mutate({ unitId, parentId });
  };

  const askToggle = (unit: UnitNode) => {
    const enabling = unit.state !== '1';
    const verb = enabling ? '启用' : '停用';
    confirmThen({
      message: `确定${verb}单位“${unit.unit_name}”吗？其下级单位及下级单位的用户也将一并${verb}。`,
      danger: !enabling,
      onConfirm: () => toggle.mutate(unit),
    });
  };

  const askDelete = (unit: UnitNode) =>
    confirmThen({
      message: `确定删除单位“${unit.unit_name}”吗？`,
      danger: true,
      confirmLabel: '删除',
      onConfirm: () => remove.mutate(unit),
    });

  const onFilter = (text: string) => {
    setFilter(text);
    // Matches are shown with their ancestors opened.
    if (text.trim()) setExpanded((current) => ({ ...(current ?? initialExpanded(units)), ...allExpanded(filterUnits(units, text)) }));
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('role') !== 'treeitem') return;
    event.preventDefault();
    const id = Number(target.dataset.value);
    if (id) setSelection({ mode: 'edit', unitId: id });
  };

  const dragProps = (unit: UnitNode) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(unit.unit_id));
      dragged.current = unit.unit_id;
    },
    onDragOver: (event: DragEvent) => {
      const from = dragged.current;
      // Only ever inside another unit: the whole row is the drop zone.
      if (from == null || !canMoveInto(units, from, unit.unit_id)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (dropTarget !== unit.unit_id) setDropTarget(unit.unit_id);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setDropTarget((current) => (current === unit.unit_id ? null : current));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const from = dragged.current;
      dragged.current = null;
      setDropTarget(null);
      if (from != null) moveInto(from, unit.unit_id);
    },
    onDragEnd: () => {
      dragged.current = null;
      setDropTarget(null);
    },
  });

  const renderNode = ({ node, elementProps, expanded: isOpen, hasChildren }: RenderTreeNodePayload): ReactNode => {
    const unit = findUnit(units, Number(node.value));
    if (!unit) return null;
    const enabled = unit.state === '1';
    return (
      <Group
        {...elementProps}
        {...dragProps(unit)}
        data-unit-label={unit.unit_name}
        data-drop-target={dropTarget === unit.unit_id || undefined}
        gap={4}
        wrap="nowrap"
        py={2}
        style={{
          ...elementProps.style,
          borderRadius: 4,
          outline: dropTarget === unit.unit_id ? '2px dashed var(--mantine-color-blue-5)' : undefined,
          background: elementProps['data-selected'] ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        onClick={(event) => {
          elementProps.onClick(event);
          setSelection({ mode: 'edit', unitId: unit.unit_id });
        }}
      >
        <Box w={22}>
          {hasChildren && (
            <ActionIcon
              variant="subtle"
              size="sm"
              color="gray"
              tabIndex={-1}
              aria-label={`${isOpen ? '收起' : '展开'} ${unit.unit_name}`}
              onClick={(event) => {
                event.stopPropagation();
                tree.toggleExpanded(node.value);
              }}
            >
              {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          )}
        </Box>
        <Text size="sm" flex={1} truncate c={enabled ? undefined : 'dimmed'} td={enabled ? undefined : 'line-through'} title={unit.unit_name}>
          {unit.unit_name}
        </Text>
        {/* Actions keep their clicks and keys to themselves (no selecting or expanding the row). */}
        <Group gap={2} wrap="nowrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          <Tooltip label={enabled ? '已启用' : '已停用'} withArrow>
            <Switch size="xs" checked={enabled} aria-label={`启用 ${unit.unit_name}`} onChange={() => askToggle(unit)} />
          </Tooltip>
          <ActionIcon variant="subtle" size="sm" aria-label={`添加下级单位 ${unit.unit_name}`} onClick={() => setSelection({ mode: 'add', parentId: unit.unit_id })}>
            <IconPlus size={14} />
          </ActionIcon>
          <ActionIcon variant="subtle" size="sm" color="red" aria-label={`删除 ${unit.unit_name}`} onClick={() => askDelete(unit)}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Group>
    );
  };

  const onSave = (values: UnitFormValues) => {
    if (!selection) return;
    if (selection.mode === 'edit' && selectedUnit) save.mutate(toSaveRequest(values, selectedUnit.unit_id, selectedUnit.parent_id ?? null));
    if (selection.mode === 'add') save.mutate(toSaveRequest(values, null, selection.parentId));
  };

  let treeBody: ReactNode;
  if (treeQuery.isPending) {
    treeBody = (
      <Center py="xl">
        <Loader size="sm" aria-label="正在加载单位" />
      </Center>
    );
  } else if (treeQuery.isError) {
    treeBody = <LoadFailure error={treeQuery.error} onRetry={treeQuery.retry} retrying={treeQuery.isFetching} />;
  } else if (units.length === 0) {
    treeBody = <Text c="dimmed" size="sm" ta="center" py="xl">暂无单位</Text>;
  } else if (visible.length === 0) {
    treeBody = <Text c="dimmed" size="sm" ta="center" py="xl">没有匹配的单位</Text>;
  } else {
    treeBody = (
      <Tree
        aria-label="单位树"
        data={treeData}
        tree={tree}
        expandOnClick={false}
        expandOnSpace
        levelOffset="md"
        renderNode={renderNode}
        onKeyDown={onTreeKeyDown}
      />
    );
  }

  const formTitle =
    selection?.mode === 'edit'
      ? `编辑单位：${selectedUnit?.unit_name ?? ''}`
      : selection?.mode === 'add'
        ? parentUnit
          ? `添加下级单位（上级单位：${parentUnit.unit_name}）`
          : '添加顶级单位'
        : '单位信息';

  return (
    <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align="flex-start">
      <Paper withBorder p="sm" w={{ base: '100%', sm: 380 }} style={{ flexShrink: 0 }}>
        <Stack gap="sm">
          <Group justify="space-between">
            {/* The page's title: the tree is the page (单位结构). */}
            <Title order={1} fz="h5">
              单位结构
            </Title>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSelection({ mode: 'add', parentId: null })}>
              添加顶级单位
            </Button>
          </Group>
          <TextInput
            aria-label="筛选单位"
            placeholder="输入单位名称筛选"
            leftSection={<IconSearch size={14} />}
            value={filter}
            onChange={(event) => onFilter(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            拖动单位到另一个单位上，即可移到该单位下。
          </Text>
          {treeBody}
        </Stack>
      </Paper>
      <Paper withBorder p="md" flex={1} w={{ base: '100%', sm: 'auto' }}>
        <Stack gap="sm">
          <Title order={5}>{formTitle}</Title>
          {!selection || (selection.mode === 'edit' && !selectedUnit) ? (
            <Text c="dimmed" size="sm">
              请在左侧选择单位进行编辑，或添加单位。
            </Text>
          ) : (
            <>
              {(typesQuery.isError || tagsQuery.isError) && (
                <Alert color="yellow" variant="light">
                  单位类型或单位标签加载失败，请刷新页面重试。
                </Alert>
              )}
              <UnitForm
                key={selectionKey(selection)}
                unit={selectedUnit}
                types={typesQuery.data ?? []}
                tags={tagsQuery.data ?? []}
                saving={save.isPending}
                onSave={onSave}
                onCancel={selection.mode === 'add' ? () => setSelection(null) : undefined}
              />
              {selectedUnit && <MoveUnit units={units} unit={selectedUnit} busy={move.isPending} onMove={(parentId) => moveInto(selectedUnit.unit_id, parentId)} />}
            </>
          )}
        </Stack>
      </Paper>
    </Flex>
  );
}

/** The keyboard alternative to dragging: choose the new parent unit from a list. */
function MoveUnit({ units, unit, busy, onMove }: { units: readonly UnitNode[]; unit: UnitNode; busy: boolean; onMove: (parentId: number) => void }) {
  const [target, setTarget] = useState<string | null>(null);
  const options = flattenUnits(units)
    .filter((u) => canMoveInto(units, unit.unit_id, u.unit_id))
    .map((u) => ({ value: String(u.unit_id), label: u.unit_name }));
  return (
    <Group align="flex-end" gap="xs" mt="md">
      <Select label="移动到" placeholder="选择上级单位" data={options} value={target} onChange={setTarget} searchable flex={1} />
      <Button
        variant="default"
        disabled={!target}
        loading={busy}
        onClick={() => {
          if (target) onMove(Number(target));
          setTarget(null);
        }}
      >
        移动
      </Button>
    </Group>
  );
}
