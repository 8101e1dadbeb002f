// The marking permission checkbox tree (model: permissionTree.ts). Directories and permissions with data below them
// can be expanded (ids 22 and 79 always are); a node whose children are all leaves (the subjects of a scope 2
// permission, the groups of a subject, the rounds of a group) shows them on its own row.
import { useState } from 'react';
import { ActionIcon, Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { checkState, childrenInline, flatten, isDisabled, type CheckNode } from './permissionTree';

export interface PermissionTreeProps {
  tree: readonly CheckNode[];
  checked: ReadonlySet<string>;
  onToggle: (node: CheckNode, on: boolean) => void;
  disabled?: boolean;
}

const expandable = (n: CheckNode) => n.children.length > 0 && !childrenInline(n) && !n.pinned;

export function PermissionTree({ tree, checked, onToggle, disabled = false }: PermissionTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const box = (node: CheckNode, inline: boolean) => {
    const state = checkState(node, checked);
    return (
      <Checkbox
        size="xs"
        label={node.label}
        aria-label={node.path}
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        disabled={disabled || isDisabled(node)}
        // A half-ticked node ticks everything below it, a ticked one unticks it.
        onChange={() => onToggle(node, state !== 'checked')}
        styles={inline ? undefined : { label: { fontWeight: node.kind === 'directory' ? 600 : undefined } }}
      />
    );
  };

  const row = (node: CheckNode, depth: number) => {
    const open = node.pinned || expanded.has(node.key);
    const inline = childrenInline(node);
    return (
      <Box key={node.key}>
        <Group gap={6} wrap="nowrap" align="flex-start" pl={depth * 22} py={3}>
          {expandable(node) ? (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${open ? '收起' : '展开'} ${node.path}`} aria-expanded={open} onClick={() => toggleOpen(node.key)}>
              {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <Box w={22} style={{ flexShrink: 0 }} />
          )}
          <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 4 }}>
            {box(node, false)}
            {node.note && (
              <Text size="xs" c="dimmed">
                {node.note}
              </Text>
            )}
            {inline && (
              <Group gap="sm" wrap="wrap" pl={6} style={{ rowGap: 4 }}>
                {node.children.map((c) => (
                  <Group key={c.key} gap={4} wrap="nowrap">
                    {box(c, true)}
                    {c.note && (
                      <Text size="xs" c="dimmed">
                        {c.note}
                      </Text>
                    )}
                  </Group>
                ))}
              </Group>
            )}
          </Group>
        </Group>
        {!inline && open && node.children.map((c) => row(c, depth + 1))}
      </Box>
    );
  };

  const all = flatten(tree).filter(expandable);
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={() => setExpanded(new Set(all.map((n) => n.key)))}>
          全部展开
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setExpanded(new Set())}>
          全部收起
        </Button>
      </Group>
      <Box>
        {tree.map((n) => row(n, 0))}
      </Box>
    </Stack>
  );
}
