// Permission menu management (sys/permission, spec 3 §2.7, §4.7, §5, §7.6, §8.4): the draggable permission tree at
// the left (about 880 px, §9) with 根权限 and a filter by name; the form at the right. Choosing a node edits it; 根权限
// and a node's add button add one; deleting the node shown disables the form.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Card, Flex, Group, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { confirmThen } from '../../lib/confirm';
import { showInfo, showSuccess } from '../../lib/feedback';
import { confirmLeavingEdits } from '../../lib/unsavedEdits';
import { useListQuery } from '../../lib/useListQuery';
import { PermissionForm, type Editing } from './PermissionForm';
import { PermissionTree } from './PermissionTree';
import { filterTree, findNode, flatten, sortedTree, subtreeIds, type DropPlace, type PermissionNode } from './permissionRules';
import { deletePermission, dropPermission, movePermission, permissionTreeQuery } from './queries';
import { PERMISSION_TEXTS as T } from './texts';

/** The panel width of the tree (spec 3 §9). */
const TREE_WIDTH = 880;
/** Room the fixed header takes above a form scrolled into view. */
const HEADER_ROOM = 72;

/** Scrolls the form into view unless its top is on screen already (below the tree on narrow screens). */
function keepInView(el: HTMLElement | null): void {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top >= HEADER_ROOM && top <= window.innerHeight - 120) return;
  el.scrollIntoView({ block: 'start' });
}

export function PermissionScreen() {
  const tree = useListQuery(permissionTreeQuery);
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [formKey, setFormKey] = useState(0);
  const formBox = useRef<HTMLDivElement>(null);
  // Each level in menu order (sort number, then id): an edited 排序 moves the node here as it does in the menu.
  const all = useMemo(() => sortedTree(tree.data ?? []), [tree.data]);
  // A node chosen (or an add) brings its form into view.
  useEffect(() => {
    if (formKey > 0) keepInView(formBox.current);
  }, [formKey]);

  const reload = () => queryClient.fetchQuery({ ...permissionTreeQuery, staleTime: 0 });
  const done = async (text: string) => {
    showSuccess(text);
    await reload();
  };
  const move = useMutation({ mutationFn: ({ node, direction }: { node: PermissionNode; direction: 'up' | 'down' }) => movePermission(node, direction), onSuccess: done });
  const drop = useMutation({ mutationFn: dropPermission, onSuccess: done, onError: () => void reload() });
  const remove = useMutation({
    mutationFn: (node: PermissionNode) => deletePermission(node.permission_id),
    onSuccess: async (text, node) => {
      const gone = new Set(subtreeIds(node));
      if ((editing.kind === 'edit' && gone.has(editing.node.permission_id)) || (editing.kind === 'add' && editing.parent && gone.has(editing.parent.permission_id))) show({ kind: 'none' });
      await done(text);
    },
  });

  /** Shows another node (or add, or nothing) in the form: a fresh form each time. */
  const show = (next: Editing) => {
    setEditing(next);
    setFormKey((k) => k + 1);
  };
  const leaveThen = (next: Editing) =>
    void confirmLeavingEdits().then((leave) => {
      if (leave) show(next);
    });
  const add = (parent: PermissionNode | undefined) =>
    leaveThen({ kind: 'add', parent, nextSort: (parent ? (parent.children ?? []) : all).reduce((max, n) => Math.max(max, n.sort_number ?? 0), 0) + 1 });
  const askDelete = (node: PermissionNode) =>
    confirmThen({
      message: T.confirmRemove(node.permission_name, subtreeIds(node).length - 1),
      danger: true,
      onConfirm: () => remove.mutate(node),
      onCancel: () => showInfo(T.cancelled),
    });

  const onSaved = async (body: { permissionid?: number | null; permissionname: string; parentid: number }) => {
    const fresh = await reload();
    // The saved node stays in the form: the edited one, or the newest node of that name under that parent.
    const id =
      body.permissionid ??
      flatten(fresh)
        .map((e) => e.node)
        .filter((n) => n.parent_id === body.parentid && n.permission_name === body.permissionname)
        .reduce((max, n) => Math.max(max, n.permission_id), 0);
    const node = findNode(fresh, id);
    show(node ? { kind: 'edit', node } : { kind: 'none' });
  };

  const shown = filterTree(all, filter);
  const selected = editing.kind === 'edit' ? editing.node.permission_id : undefined;
  return (
    <Stack p="md" gap="md">
      <PageHeader title={T.title} />
      {tree.error && !tree.data ? (
        <LoadFailure error={tree.error} onRetry={tree.retry} retrying={tree.isFetching} />
      ) : (
        <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="flex-start">
          <Card withBorder padding="sm" w={{ base: '100%', md: TREE_WIDTH }} maw="100%" style={{ flex: `0 1 ${TREE_WIDTH}px`, minWidth: 0 }}>
            <Group gap="sm" mb="sm">
              <Button leftSection={<IconPlus size={16} />} onClick={() => add(undefined)}>
                {T.root}
              </Button>
              <TextInput
                aria-label={T.filter}
                placeholder={T.filterPlaceholder}
                leftSection={<IconSearch size={14} />}
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
            </Group>
            {!tree.data ? (
              <Skeleton h={400} />
            ) : shown.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {T.noMatch}
              </Text>
            ) : (
              <ScrollArea.Autosize mah="calc(100vh - 230px)" type="auto">
                <PermissionTree
                  nodes={shown}
                  all={all}
                  selected={selected}
                  filtering={filter.trim() !== ''}
                  onSelect={(node) => leaveThen({ kind: 'edit', node })}
                  onMove={(node, direction) => move.mutate({ node, direction })}
                  onAddChild={(node) => add(node)}
                  onDelete={askDelete}
                  onDrop={(source: PermissionNode, target: PermissionNode, place: DropPlace) => drop.mutate({ srcid: source.permission_id, tgtid: target.permission_id, type: place })}
                />
              </ScrollArea.Autosize>
            )}
          </Card>
          <Box ref={formBox} style={{ flex: 1, minWidth: 300, scrollMarginTop: HEADER_ROOM }} w={{ base: '100%', md: 'auto' }}>
            <PermissionForm key={formKey} tree={all} editing={editing} onSaved={(body) => void onSaved(body)} />
          </Box>
        </Flex>
      )}
    </Stack>
  );
}
