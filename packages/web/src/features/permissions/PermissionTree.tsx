// The draggable permission tree (spec 3 §2.7): each node with its type, its address, and up / down / add child /
// delete buttons; a node is chosen by its name. Drag a row onto another: its top quarter puts it before, its bottom
// quarter after, the middle inside (a line or a highlight shows which); a drop on itself or its own descendants, or
// inside a function, is not offered. Nodes 22 and 79 are always open; while filtering every level is open.
import { useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { ALWAYS_OPEN, canDrop, dropPlace, findNode, type DropPlace, type PermissionNode } from './permissionRules';
import { PERMISSION_TEXTS as T } from './texts';

export interface PermissionTreeProps {
  nodes: PermissionNode[];
  /** The whole tree (the drop rules look up the dragged node there). */
  all: PermissionNode[];
  selected: number | undefined;
  filtering: boolean;
  onSelect: (node: PermissionNode) => void;
  onMove: (node: PermissionNode, direction: 'up' | 'down') => void;
  onAddChild: (node: PermissionNode) => void;
  onDelete: (node: PermissionNode) => void;
  onDrop: (source: PermissionNode, target: PermissionNode, place: DropPlace) => void;
}

const TYPE_COLORS: Record<number, string> = { 1: 'grape', 2: 'gray', 3: 'blue' };

export function PermissionTree({ nodes, all, selected, filtering, onSelect, onMove, onAddChild, onDelete, onDrop }: PermissionTreeProps) {
  // Every level starts open (new nodes too); the user closes what they do not need.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<{ id: number; place: DropPlace } | null>(null);
  // A drop is carried out when the drag has ended (dragend follows drop at once): the move re-renders the tree and
  // removes the dragged row from its old place, which must not happen while the browser still holds the drag.
  const dropped = useRef<{ source: PermissionNode; target: PermissionNode; place: DropPlace } | null>(null);
  const isOpen = (id: number) => filtering || ALWAYS_OPEN.has(id) || !closed.has(id);
  const flip = (id: number) =>
    setClosed((o) => {
      const next = new Set(o);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const placeFor = (e: DragEvent<HTMLElement>, target: PermissionNode): DropPlace | null => {
    const source = dragged === null ? undefined : findNode(all, dragged);
    if (!source) return null;
    const rect = e.currentTarget.getBoundingClientRect();
    const place = dropPlace(e.clientY - rect.top, rect.height);
    return canDrop(source, target, place) ? place : null;
  };

  const row = (node: PermissionNode, depth: number, index: number, siblings: number) => {
    const kids = node.children ?? [];
    const opened = isOpen(node.permission_id);
    const name = node.permission_name;
    const here = over?.id === node.permission_id ? over.place : null;
    return (
      <li key={node.permission_id} role="treeitem" aria-expanded={kids.length ? opened : undefined} aria-selected={selected === node.permission_id} style={{ listStyle: 'none' }}>
        <Group
          gap={6}
          wrap="nowrap"
          pl={depth * 20 + 4}
          pr={4}
          py={3}
          draggable
          data-permission={node.permission_id}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(node.permission_id));
            setDragged(node.permission_id);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
            const move = dropped.current;
            dropped.current = null;
            if (move) onDrop(move.source, move.target, move.place);
          }}
          onDragOver={(e) => {
            const place = placeFor(e, node);
            if (!place) {
              if (here) setOver(null);
              return;
            }
            e.preventDefault();
            if (here !== place) setOver({ id: node.permission_id, place });
          }}
          onDragLeave={() => here && setOver(null)}
          onDrop={(e) => {
            e.preventDefault();
            const place = placeFor(e, node);
            const source = dragged === null ? undefined : findNode(all, dragged);
            setDragged(null);
            setOver(null);
            if (place && source) dropped.current = { source, target: node, place };
          }}
          style={{
            borderRadius: 4,
            cursor: 'grab',
            background: selected === node.permission_id ? 'var(--mantine-primary-color-light)' : here === 'inner' ? 'var(--mantine-color-default-hover)' : undefined,
            boxShadow: here === 'before' ? 'inset 0 2px 0 var(--mantine-primary-color-filled)' : here === 'after' ? 'inset 0 -2px 0 var(--mantine-primary-color-filled)' : undefined,
            opacity: dragged === node.permission_id ? 0.5 : 1,
          }}
        >
          {kids.length ? (
            ALWAYS_OPEN.has(node.permission_id) ? (
              <Tooltip label={T.alwaysOpen}>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={T.alwaysOpen} aria-disabled>
                  <IconChevronDown size={14} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <ActionIcon size="sm" variant="subtle" color="gray" aria-label={opened ? T.collapse(name) : T.expand(name)} onClick={() => flip(node.permission_id)}>
                {opened ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            )
          ) : (
            <span style={{ width: 22, flex: 'none' }} />
          )}
          <UnstyledButton onClick={() => onSelect(node)} style={{ minWidth: 0, flex: 1 }} aria-current={selected === node.permission_id ? 'true' : undefined}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text size="sm" fw={selected === node.permission_id ? 600 : 400} truncate>
                {name}
              </Text>
              <Badge size="xs" variant="light" color={TYPE_COLORS[node.permission_type]} style={{ flex: 'none' }}>
                {T.types[node.permission_type]}
              </Badge>
              {node.permission_url && (
                <Text size="xs" c="dimmed" truncate>
                  {node.permission_url}
                </Text>
              )}
            </Group>
          </UnstyledButton>
          <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
            <ActionIcon size="sm" variant="subtle" aria-label={T.up(name)} disabled={index === 0} onClick={() => onMove(node, 'up')}>
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" aria-label={T.down(name)} disabled={index === siblings - 1} onClick={() => onMove(node, 'down')}>
              <IconArrowDown size={14} />
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" aria-label={T.addChild(name)} disabled={node.permission_type === 1} onClick={() => onAddChild(node)}>
              <IconPlus size={14} />
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={T.remove(name)} onClick={() => onDelete(node)}>
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        </Group>
        {kids.length > 0 && opened && (
          <ul role="group" style={{ margin: 0, padding: 0 }}>
            {kids.map((k, i) => row(k, depth + 1, i, kids.length))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <ul role="tree" aria-label={T.tree} style={{ margin: 0, padding: 0 }}>
      {nodes.map((n, i) => row(n, 0, i, nodes.length))}
    </ul>
  );
}
