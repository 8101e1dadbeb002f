// 题组配置's tree (spec 2 §2.1): question groups and their sub-questions in order, dragged to reorder within their
// level; a node without an area shows the missing-area marker; sub-questions of objective multi-select groups show
// the 多选 suffix; subjective groups have 添加小题; each node deletes. Expand mode 1 opens subjective groups only,
// 2 all, 3 none. Clicking a node opens its drawer.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { DESIGNER_TEXTS as T } from './designerTexts';
import type { Place } from './model/actions';
import type { Drawer } from './model/designerStore';
import type { GroupDraft, SubDraft } from './model/types';

export type ExpandMode = 1 | 2 | 3;

export interface GroupTreeProps {
  groups: GroupDraft[];
  /** Keys of groups and sub-questions with unsaved edits. */
  unsaved: ReadonlySet<string>;
  drawer: Drawer | undefined;
  onAddGroup: (type: 1 | 2) => void;
  onAddSub: (group: string) => void;
  onOpenGroup: (group: string) => void;
  onOpenSub: (group: string, sub: string) => void;
  onDeleteGroup: (group: GroupDraft) => void;
  onDeleteSub: (group: GroupDraft, sub: SubDraft) => void;
  onMove: (src: string, tgt: string, place: Place, group?: string) => void;
}

type Dragging = { key: string; group?: string };

export function GroupTree(props: GroupTreeProps) {
  const { groups, unsaved, drawer, onAddGroup } = props;
  const [mode, setMode] = useState<ExpandMode>(1);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [dragging, setDragging] = useState<Dragging>();
  const open = (g: GroupDraft) => toggled[g.key] ?? (mode === 2 || (mode === 1 && g.type === 2));
  const drop = (tgt: string, group: string | undefined, list: { key: string }[]) => {
    if (!dragging || dragging.group !== group || dragging.key === tgt) return;
    const from = list.findIndex((x) => x.key === dragging.key);
    const to = list.findIndex((x) => x.key === tgt);
    props.onMove(dragging.key, tgt, from < to ? 'after' : 'before', group);
    setDragging(undefined);
  };
  const dragProps = (key: string, group: string | undefined, list: { key: string }[]) => ({
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      e.stopPropagation();
      setDragging({ key, group });
    },
    onDragEnd: () => setDragging(undefined),
    onDragOver: (e: React.DragEvent) => e.preventDefault(),
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      drop(key, group, list);
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="xs" leftSection={<IconPlus size={14} />}>
              {T.addGroup}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAddGroup(1)}>{T.objective}</Menu.Item>
            <Menu.Item onClick={() => onAddGroup(2)}>{T.subjective}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <SegmentedControl
          size="xs"
          value={String(mode)}
          onChange={(v) => {
            setMode(Number(v) as ExpandMode);
            setToggled({});
          }}
          data={([1, 2, 3] as const).map((m) => ({ value: String(m), label: T.expand[m] }))}
        />
      </Group>
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.noGroups}
        </Text>
      )}
      <Stack gap={2} role="tree" aria-label={T.tabs.groups}>
        {groups.map((g) => {
          const expanded = open(g);
          const active = drawer?.kind === 'group' && drawer.group === g.key;
          return (
            <div key={g.key} role="treeitem" aria-expanded={expanded} aria-selected={active} aria-label={g.name} {...dragProps(g.key, undefined, groups)}>
              <Group gap={4} wrap="nowrap" bg={active ? 'blue.0' : undefined} style={{ borderRadius: 4 }} px={2}>
                <IconGripVertical size={14} color="var(--mantine-color-gray-5)" style={{ cursor: 'grab', flexShrink: 0 }} />
                <ActionIcon size="sm" variant="subtle" aria-label={expanded ? '收起' : '展开'} onClick={() => setToggled({ ...toggled, [g.key]: !expanded })}>
                  {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                </ActionIcon>
                <UnstyledButton onClick={() => props.onOpenGroup(g.key)} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" truncate>
                      {g.name}
                    </Text>
                    <Badge size="xs" variant="light" color={g.type === 1 ? 'blue' : 'teal'}>
                      {g.type === 1 ? T.objective : T.subjective}
                    </Badge>
                    {g.areas.length === 0 && <MissingArea />}
                    {unsaved.has(g.key) && (
                      <Badge size="xs" color="orange" variant="outline">
                        {T.unsavedTag}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
                {g.type === 2 && (
                  <Tooltip label={T.addSub}>
                    <ActionIcon size="sm" variant="subtle" aria-label={`${T.addSub} ${g.name}`} onClick={() => props.onAddSub(g.key)}>
                      <IconPlus size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={T.deleteGroup}>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${T.deleteGroup} ${g.name}`} onClick={() => props.onDeleteGroup(g)}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              {expanded && (
                <Stack gap={0} pl={36} role="group">
                  {g.subs.map((s) => {
                    const subActive = drawer?.kind === 'sub' && drawer.sub === s.key;
                    return (
                      <Group
                        key={s.key}
                        gap={4}
                        wrap="nowrap"
                        role="treeitem"
                        aria-selected={subActive}
                        aria-label={s.name}
                        bg={subActive ? 'blue.0' : undefined}
                        style={{ borderRadius: 4 }}
                        {...dragProps(s.key, g.key, g.subs)}
                      >
                        <IconGripVertical size={12} color="var(--mantine-color-gray-5)" style={{ cursor: 'grab', flexShrink: 0 }} />
                        <UnstyledButton onClick={() => props.onOpenSub(g.key, s.key)} style={{ flex: 1, minWidth: 0 }}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm" truncate>
                              {s.name}
                              {g.type === 1 && s.content.is_multi ? T.multi : ''}
                            </Text>
                            {s.areas.length === 0 && <MissingArea />}
                            {unsaved.has(s.key) && (
                              <Badge size="xs" color="orange" variant="outline">
                                {T.unsavedTag}
                              </Badge>
                            )}
                          </Group>
                        </UnstyledButton>
                        <Tooltip label={T.deleteSub}>
                          <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${T.deleteSub} ${s.name}`} onClick={() => props.onDeleteSub(g, s)}>
                            <IconTrash size={12} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}

function MissingArea() {
  return (
    <Tooltip label={T.noArea}>
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-label={T.noArea} role="img" />
    </Tooltip>
  );
}
