// 题组配置's tree (spec 2 §2.1): question groups and their sub-questions in order, dragged to reorder within their
// level; a node without an area shows the missing-area marker; sub-questions of objective multi-select groups show
// the 多选 suffix; subjective groups have 添加小题; each node deletes. Expand mode 1 opens subjective groups only,
// 2 all, 3 none. Clicking a node opens its drawer.
// Speed (issue 28): with every group expanded the tree has a row per sub-question (2,000 and more). It is windowed:
// only the rows in view are in the page, between two spacers, and the groups stay nested treeitems (aria-level,
// aria-posinset and aria-setsize say where each one is in the whole tree). Rows are memoised with stable handlers, so
// an edit in a drawer re-renders only the rows of what it changed.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRowWindow } from '../../lib/rowWindow';
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

/** Every row of the tree has this height (the window's arithmetic). */
const ROW = 30;
const ACTIVE_BG = 'var(--mantine-primary-color-light)';

/** What a row does, through the tree's latest props (stable for the life of the tree, so memoised rows stay put). */
interface RowActions {
  toggle: (group: string, expanded: boolean) => void;
  openGroup: (group: string) => void;
  openSub: (group: string, sub: string) => void;
  addSub: (group: string) => void;
  deleteGroup: (group: string) => void;
  deleteSub: (group: string, sub: string) => void;
  /** Drag and drop of a row; the row says what it is with data-key (and data-parent, a sub-question's group). */
  drag: React.HTMLAttributes<HTMLDivElement> & { draggable: boolean };
}

/** A row's key and the group it belongs to (sub-questions), as drag and drop read them. */
const rowData = (key: string, parent?: string) => ({ 'data-key': key, ...(parent !== undefined ? { 'data-parent': parent } : {}) });
const rowOf = (el: HTMLElement) => ({ key: el.dataset.key ?? '', parent: el.dataset.parent });

export function GroupTree(props: GroupTreeProps) {
  const { groups, unsaved, drawer, onAddGroup } = props;
  const [mode, setMode] = useState<ExpandMode>(1);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const latest = useRef({ props, toggled });
  useLayoutEffect(() => {
    latest.current = { props, toggled };
  });
  const dragging = useRef<Dragging>(undefined);
  const open = (g: GroupDraft) => toggled[g.key] ?? (mode === 2 || (mode === 1 && g.type === 2));

  const actions = useMemo<RowActions>(() => {
    const group = (key: string) => latest.current.props.groups.find((g) => g.key === key);
    const listOf = (parent: string | undefined): { key: string }[] => (parent === undefined ? latest.current.props.groups : (group(parent)?.subs ?? []));
    const drop = (tgt: string, parent: string | undefined) => {
      const d = dragging.current;
      if (!d || d.group !== parent || d.key === tgt) return;
      const list = listOf(parent);
      const from = list.findIndex((x) => x.key === d.key);
      const to = list.findIndex((x) => x.key === tgt);
      latest.current.props.onMove(d.key, tgt, from < to ? 'after' : 'before', parent);
      dragging.current = undefined;
    };
    return {
      toggle: (key, expanded) => setToggled((t) => ({ ...t, [key]: !expanded })),
      openGroup: (key) => latest.current.props.onOpenGroup(key),
      openSub: (g, s) => latest.current.props.onOpenSub(g, s),
      addSub: (key) => latest.current.props.onAddSub(key),
      deleteGroup: (key) => {
        const g = group(key);
        if (g) latest.current.props.onDeleteGroup(g);
      },
      deleteSub: (key, sub) => {
        const g = group(key);
        const s = g?.subs.find((x) => x.key === sub);
        if (g && s) latest.current.props.onDeleteSub(g, s);
      },
      drag: {
        draggable: true,
        onDragStart: (e) => {
          e.stopPropagation();
          const { key, parent } = rowOf(e.currentTarget);
          dragging.current = { key, group: parent };
        },
        onDragEnd: () => {
          dragging.current = undefined;
        },
        onDragOver: (e) => e.preventDefault(),
        onDrop: (e) => {
          e.preventDefault();
          e.stopPropagation();
          const { key, parent } = rowOf(e.currentTarget);
          drop(key, parent);
        },
      },
    };
  }, []);

  // The first row of each group, and the rows in all.
  const { starts, count } = useMemo(() => {
    const firsts: number[] = [];
    let n = 0;
    for (const g of groups) {
      firsts.push(n);
      n += 1 + ((toggled[g.key] ?? (mode === 2 || (mode === 1 && g.type === 2))) ? g.subs.length : 0);
    }
    return { starts: firsts, count: n };
  }, [groups, mode, toggled]);
  const scroller = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 600));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const win = useRowWindow(count, { rowHeight: ROW, viewportHeight: height });

  // Keyboard (the tree pattern): ↑ ↓ move between rows, Home and End to the first and last, → opens a group (or goes to
  // its first sub-question), ← closes it (or goes from a sub-question to its group). A row outside the window is
  // scrolled to and focused once it is rendered.
  const focusRow = useRef<number>(undefined);
  const rowAt = (index: number): { key: string; parent?: string } | undefined => {
    const gi = starts.findLastIndex((first) => first <= index);
    const g = groups[gi];
    if (!g) return undefined;
    const si = index - (starts[gi] ?? 0) - 1;
    return si < 0 ? { key: g.key } : { key: g.subs[si]?.key ?? '', parent: g.key };
  };
  const indexOf = (key: string, parent: string | undefined): number => {
    const gi = groups.findIndex((g) => g.key === (parent ?? key));
    const g = groups[gi];
    if (!g) return -1;
    return (starts[gi] ?? 0) + (parent === undefined ? 0 : 1 + g.subs.findIndex((x) => x.key === key));
  };
  const focusIndex = (index: number) => {
    const el = scroller.current;
    const row = rowAt(index);
    if (!el || !row) return;
    const button = el.querySelector<HTMLElement>(`[data-key="${CSS.escape(row.key)}"] [data-row-main]`);
    if (button) {
      button.focus();
      return;
    }
    focusRow.current = index;
    el.scrollTop = Math.max(0, index * ROW - el.clientHeight / 2);
  };
  useEffect(() => {
    if (focusRow.current === undefined) return;
    const row = rowAt(focusRow.current);
    const button = row && scroller.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(row.key)}"] [data-row-main]`);
    if (button) {
      focusRow.current = undefined;
      button.focus();
    }
  });
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const rowEl = (e.target as HTMLElement).closest<HTMLElement>('[data-key]');
    if (!rowEl || !['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowRight', 'ArrowLeft'].includes(e.key)) return;
    const { key, parent } = rowOf(rowEl);
    const at = indexOf(key, parent);
    if (at < 0) return;
    e.preventDefault();
    const g = groups.find((x) => x.key === (parent ?? key));
    if (e.key === 'ArrowDown') focusIndex(Math.min(count - 1, at + 1));
    else if (e.key === 'ArrowUp') focusIndex(Math.max(0, at - 1));
    else if (e.key === 'Home') focusIndex(0);
    else if (e.key === 'End') focusIndex(count - 1);
    else if (e.key === 'ArrowRight' && parent === undefined && g) {
      if (!open(g)) actions.toggle(g.key, false);
      else if (g.subs.length > 0) focusIndex(at + 1);
    } else if (e.key === 'ArrowLeft') {
      if (parent !== undefined) focusIndex(indexOf(parent, undefined));
      else if (g && open(g)) actions.toggle(g.key, true);
    }
  };
  // The row of the open drawer is scrolled into view (an area clicked on the canvas opens its sub-question).
  const drawerKey = drawer ? `${drawer.group}|${drawer.kind === 'sub' ? drawer.sub : ''}` : '';
  useEffect(() => {
    const el = scroller.current;
    const [groupKey, subKey] = drawerKey.split('|');
    const gi = latest.current.props.groups.findIndex((g) => g.key === groupKey);
    const g = latest.current.props.groups[gi];
    if (!el || !g) return;
    const si = subKey ? g.subs.findIndex((s) => s.key === subKey) : -1;
    const expanded = latest.current.toggled[g.key] ?? (mode === 2 || (mode === 1 && g.type === 2));
    const row = (starts[gi] ?? 0) + (expanded && si >= 0 ? 1 + si : 0);
    const top = row * ROW;
    if (top < el.scrollTop || top + ROW > el.scrollTop + el.clientHeight) el.scrollTop = Math.max(0, top - el.clientHeight / 2);
    // Only when the drawer changes (not on every edit in it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawerKey]);

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
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
      <div ref={scroller} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })} onKeyDown={onKeyDown}>
        <div role="tree" aria-label={T.tabs.groups} data-rows={count}>
          <div style={{ height: win.padTop }} aria-hidden />
          {groups.map((g, gi) => {
            const first = starts[gi] ?? 0;
            const expanded = open(g);
            const last = first + (expanded ? g.subs.length : 0);
            if (last < win.start || first >= win.end) return null;
            const active = drawer?.kind === 'group' && drawer.group === g.key;
            const from = Math.max(0, win.start - first - 1);
            const to = Math.max(0, win.end - first - 1);
            const shown = expanded ? g.subs.slice(from, to) : [];
            return (
              <div
                key={g.key}
                role="treeitem"
                aria-level={1}
                aria-posinset={gi + 1}
                aria-setsize={groups.length}
                aria-expanded={expanded}
                aria-selected={active}
                aria-label={g.name}
                {...rowData(g.key)}
                {...actions.drag}
              >
                {first >= win.start && <GroupRow group={g} expanded={expanded} active={active} unsaved={unsaved.has(g.key)} actions={actions} />}
                {shown.length > 0 && (
                  <Stack gap={0} pl={36} role="group">
                    {shown.map((s, i) => (
                      <SubRow
                        key={s.key}
                        groupKey={g.key}
                        objective={g.type === 1}
                        sub={s}
                        index={from + i}
                        total={g.subs.length}
                        active={drawer?.kind === 'sub' && drawer.sub === s.key}
                        unsaved={unsaved.has(s.key)}
                        actions={actions}
                      />
                    ))}
                  </Stack>
                )}
              </div>
            );
          })}
          <div style={{ height: win.padBottom }} aria-hidden />
        </div>
      </div>
    </Stack>
  );
}

const GroupRow = memo(function GroupRow({ group: g, expanded, active, unsaved, actions }: { group: GroupDraft; expanded: boolean; active: boolean; unsaved: boolean; actions: RowActions }) {
  return (
    <Group gap={4} wrap="nowrap" h={ROW} bg={active ? ACTIVE_BG : undefined} style={{ borderRadius: 4 }} px={2}>
      <IconGripVertical size={14} color="var(--mantine-color-gray-5)" style={{ cursor: 'grab', flexShrink: 0 }} />
      <ActionIcon size="sm" variant="subtle" aria-label={expanded ? '收起' : '展开'} onClick={() => actions.toggle(g.key, expanded)}>
        {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
      </ActionIcon>
      <UnstyledButton data-row-main onClick={() => actions.openGroup(g.key)} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate>
            {g.name}
          </Text>
          <Badge size="xs" variant="light" color={g.type === 1 ? 'blue' : 'teal'}>
            {g.type === 1 ? T.objective : T.subjective}
          </Badge>
          <RowFlags noArea={g.areas.length === 0} unsaved={unsaved} />
        </Group>
      </UnstyledButton>
      {g.type === 2 && (
        <Tooltip label={T.addSub}>
          <ActionIcon size="sm" variant="subtle" aria-label={`${T.addSub} ${g.name}`} onClick={() => actions.addSub(g.key)}>
            <IconPlus size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={T.deleteGroup}>
        <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${T.deleteGroup} ${g.name}`} onClick={() => actions.deleteGroup(g.key)}>
          <IconTrash size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});

interface SubRowProps {
  groupKey: string;
  objective: boolean;
  sub: SubDraft;
  /** Its place among the group's sub-questions (0-based) and their number. */
  index: number;
  total: number;
  active: boolean;
  unsaved: boolean;
  actions: RowActions;
}

const SubRow = memo(function SubRow({ groupKey, objective, sub: s, index, total, active, unsaved, actions }: SubRowProps) {
  return (
    <Group
      gap={4}
      wrap="nowrap"
      h={ROW}
      role="treeitem"
      aria-level={2}
      aria-posinset={index + 1}
      aria-setsize={total}
      aria-selected={active}
      aria-label={s.name}
      bg={active ? ACTIVE_BG : undefined}
      style={{ borderRadius: 4 }}
      {...rowData(s.key, groupKey)}
      {...actions.drag}
    >
      <IconGripVertical size={12} color="var(--mantine-color-gray-5)" style={{ cursor: 'grab', flexShrink: 0 }} />
      <UnstyledButton data-row-main onClick={() => actions.openSub(groupKey, s.key)} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate>
            {s.name}
            {objective && s.content.is_multi ? T.multi : ''}
          </Text>
          <RowFlags noArea={s.areas.length === 0} unsaved={unsaved} />
        </Group>
      </UnstyledButton>
      <Tooltip label={T.deleteSub}>
        <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${T.deleteSub} ${s.name}`} onClick={() => actions.deleteSub(groupKey, s.key)}>
          <IconTrash size={12} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});

/** What a group or sub-question row says about itself: no area drawn yet, edits not saved. */
function RowFlags({ noArea, unsaved }: { noArea: boolean; unsaved: boolean }) {
  return (
    <>
      {noArea && (
        <Tooltip label={T.noArea}>
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-label={T.noArea} role="img" />
        </Tooltip>
      )}
      {unsaved && (
        <Badge size="xs" color="orange" variant="outline">
          {T.unsavedTag}
        </Badge>
      )}
    </>
  );
}
