// The permission tree with a checkbox per node (spec 3 §2.7): expandable (every level starts open), each node ticked,
// partly ticked or not (ticks.ts), named with its type. Keyboard: the checkboxes and the expand buttons are buttons.
import { useState } from 'react';
import { ActionIcon, Badge, Checkbox, Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { tickState, type PermissionNode } from './ticks';
import { ASSIGN_TEXTS as T } from './texts';

export function PermissionCheckTree({ nodes, ticked, onToggle, label }: { nodes: PermissionNode[]; ticked: ReadonlySet<number>; onToggle: (node: PermissionNode, on: boolean) => void; label: string }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const flip = (id: number) =>
    setClosed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const level = (list: PermissionNode[], depth: number) =>
    list.map((node) => {
      const kids = node.children ?? [];
      const open = !closed.has(node.permission_id);
      const state = tickState(node, ticked);
      return (
        <li key={node.permission_id} role="treeitem" aria-expanded={kids.length ? open : undefined} aria-selected={state === 'checked'} style={{ listStyle: 'none' }}>
          <Group gap={4} wrap="nowrap" pl={depth * 20} py={2}>
            {kids.length ? (
              <ActionIcon size="sm" variant="subtle" color="gray" aria-label={open ? T.collapse(node.permission_name) : T.expand(node.permission_name)} onClick={() => flip(node.permission_id)}>
                {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            ) : (
              <span style={{ width: 22, display: 'inline-block' }} />
            )}
            <Checkbox
              size="sm"
              label={node.permission_name}
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              onChange={(e) => onToggle(node, e.currentTarget.checked)}
            />
            <Badge size="xs" variant="light" color={node.permission_type === 3 ? 'blue' : node.permission_type === 2 ? 'gray' : 'grape'}>
              {T.types[node.permission_type]}
            </Badge>
          </Group>
          {kids.length > 0 && open && (
            <ul role="group" style={{ margin: 0, padding: 0 }}>
              {level(kids, depth + 1)}
            </ul>
          )}
        </li>
      );
    });
  return (
    <ul role="tree" aria-label={label} aria-multiselectable style={{ margin: 0, padding: 0 }}>
      {level(nodes, 0)}
    </ul>
  );
}
