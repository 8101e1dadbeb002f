// The unit tree beside a list (administrators, teachers, students): units by name with their sub-units, all open;
// choosing a unit tells the screen its id. Rows stay light: a label per unit.
import { useMemo, type ReactNode } from 'react';
import { Card, Group, ScrollArea, Text, Tree, UnstyledButton, getTreeExpandedState, useTree, type TreeNodeData } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { LoadFailure, type LoadFailureProps } from './LoadFailure';

/** A unit with its sub-units, as the tree calls answer it (deeper levels the contract only describes as objects). */
export interface TreeUnit {
  unit_id: number;
  unit_name: string;
  subunit?: unknown;
}

function isTreeUnit(value: unknown): value is TreeUnit {
  return typeof value === 'object' && value !== null && typeof (value as TreeUnit).unit_id === 'number';
}

/** Tree data for Mantine's Tree: value is the unit id, label the unit name, children the sub-units. */
export function unitTreeData(units: readonly unknown[] | undefined): TreeNodeData[] {
  return (units ?? []).filter(isTreeUnit).map((u) => ({
    value: String(u.unit_id),
    label: u.unit_name,
    children: Array.isArray(u.subunit) && u.subunit.length > 0 ? unitTreeData(u.subunit) : undefined,
  }));
}

/** Finds a unit anywhere in the tree. */
export function findUnit<U extends TreeUnit>(units: readonly U[] | undefined, id: number | undefined): U | undefined {
  if (id === undefined) return undefined;
  for (const u of units ?? []) {
    if (u.unit_id === id) return u;
    const found = Array.isArray(u.subunit) ? findUnit(u.subunit.filter(isTreeUnit) as U[], id) : undefined;
    if (found) return found;
  }
  return undefined;
}

export function UnitTreePanel({
  units,
  selected,
  onSelect,
  label = '单位树',
}: {
  units: readonly unknown[] | undefined;
  selected: number | undefined;
  onSelect: (unitId: number) => void;
  label?: string;
}) {
  const data = useMemo(() => unitTreeData(units), [units]);
  const tree = useTree({
    initialExpandedState: getTreeExpandedState(data, '*'),
    selectedState: selected === undefined ? [] : [String(selected)],
  });
  return (
    <Tree
      aria-label={label}
      data={data}
      tree={tree}
      levelOffset={18}
      renderNode={({ node, expanded, hasChildren, selected: isSelected, elementProps, tree: t }) => (
        <Group gap={4} wrap="nowrap" {...elementProps} onClick={undefined}>
          {hasChildren ? (
            <UnstyledButton aria-label={expanded ? '收起' : '展开'} onClick={() => t.toggleExpanded(node.value)} lh={0}>
              {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </UnstyledButton>
          ) : (
            <span style={{ width: 14 }} />
          )}
          <UnstyledButton onClick={() => onSelect(Number(node.value))} py={2}>
            <Text size="sm" fw={isSelected ? 700 : 400} c={isSelected ? 'blue' : undefined}>
              {node.label}
            </Text>
          </UnstyledButton>
        </Group>
      )}
    />
  );
}

/**
 * The titled card beside a list that holds its unit tree (or picker); says 加载中… while the tree loads and, when it
 * failed, why, with 重试 (LoadFailure).
 */
export function UnitTreeCard({
  loading = false,
  failure,
  children,
}: {
  loading?: boolean;
  /** The tree's failed load (e.g. `{ error: tree.error, onRetry: tree.retry }` of useListQuery), if it failed. */
  failure?: LoadFailureProps;
  children: ReactNode;
}) {
  return (
    <Card withBorder p="sm">
      <Text fw={600} size="sm" mb="xs">
        单位
      </Text>
      <ScrollArea.Autosize mah="70vh">
        {failure?.error ? (
          <LoadFailure {...failure} />
        ) : loading ? (
          <Text c="dimmed" size="sm">
            加载中…
          </Text>
        ) : (
          children
        )}
      </ScrollArea.Autosize>
    </Card>
  );
}
