// The permission screen's left panel (spec 2 §2.7, §3 "User search", §9): search by name, account or phone, the role
// and school filters and the filters the role brings (role 11 class, 5 grade, 7 subject, 8 taught class; all roles
// grade, subject and class; changing the role resets the others), and the user list: 100 a page, the next page loaded
// when the list is scrolled near its end. The list keeps only the rows in view in the page (fixed-height rows between
// two spacers), so it stays smooth however many pages are loaded.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Anchor, Badge, Box, Card, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { filterParamsQuery, usersQuery, type PermissionTab } from './queries';
import {
  ALL,
  ROLE_FILTER_LABELS,
  filterOptions,
  filtersForRole,
  userDetails,
  withRole,
  type FilterParams,
  type PermissionUser,
  type RoleFilter,
  type UserFilters,
} from './userFilters';
import { nearEnd, rowWindow } from '../../lib/rowWindow';

const ROW_HEIGHT = 44;
/** Load the next page when fewer than this many rows are left below the view. */
const LOAD_AHEAD_ROWS = 10;
const COLUMNS = '88px 112px 108px minmax(120px, 1fr) minmax(96px, 1fr) minmax(140px, 1.4fr)';
export const LIST_HEIGHT = 'max(360px, calc(100vh - 400px))';

export interface UserListState {
  text: string;
  filters: UserFilters;
}

export interface UserListPanelProps {
  examId: number;
  tab: PermissionTab;
  state: UserListState;
  onStateChange: (next: UserListState) => void;
  /** Several users can be selected (multi-user mode). */
  multiple: boolean;
  isSelected: (u: PermissionUser) => boolean;
  /** Why a user cannot be picked (shown as a badge), or undefined. */
  disabledReason: (u: PermissionUser) => string | undefined;
  onPick: (u: PermissionUser) => void;
  /** Controls above the list (the multi-user switch). */
  toolbar?: ReactNode;
}

const allOption = (label: string) => ({ value: String(ALL), label });

export function UserListPanel({ examId, tab, state, onStateChange, multiple, isSelected, disabledReason, onPick, toolbar }: UserListPanelProps) {
  const params = useQuery(filterParamsQuery(examId));
  const [text] = useDebouncedValue(state.text, 300);
  const { filters } = state;
  const setFilter = (patch: Partial<UserFilters>) => onStateChange({ ...state, filters: { ...filters, ...patch } });
  const listKey = JSON.stringify([tab, text.trim(), filters]);

  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="搜索"
            placeholder="姓名/账号/手机号"
            leftSection={<IconSearch size={14} />}
            w={160}
            size="xs"
            maxLength={30}
            value={state.text}
            onChange={(e) => onStateChange({ ...state, text: e.currentTarget.value })}
          />
          <Select
            label="角色"
            size="xs"
            w={120}
            allowDeselect={false}
            data={[allOption('全部角色'), ...(params.data?.roles ?? []).map((r) => ({ value: r.user_type, label: r.user_type_name ?? r.user_type }))]}
            value={String(filters.role_id)}
            onChange={(v) => v && onStateChange({ ...state, filters: withRole(Number(v)) })}
          />
          <Select
            label="学校"
            size="xs"
            w={150}
            allowDeselect={false}
            data={[allOption('全部学校'), ...(params.data?.schools ?? []).map((s) => ({ value: String(s.school_id), label: s.school_name }))]}
            value={String(filters.school_id)}
            onChange={(v) => v && setFilter({ school_id: Number(v) })}
          />
          {filtersForRole(filters.role_id).map((f) => (
            <RoleFilterSelect key={f} filter={f} params={params.data} filters={filters} onChange={setFilter} />
          ))}
        </Group>
        {toolbar}
        <UserRows
          key={listKey}
          examId={examId}
          tab={tab}
          text={text}
          filters={filters}
          multiple={multiple}
          isSelected={isSelected}
          disabledReason={disabledReason}
          onPick={onPick}
        />
      </Stack>
    </Card>
  );
}

function RoleFilterSelect({ filter, params, filters, onChange }: { filter: RoleFilter; params: FilterParams | undefined; filters: UserFilters; onChange: (patch: Partial<UserFilters>) => void }) {
  const label = ROLE_FILTER_LABELS[filter];
  return (
    <Select
      label={label}
      size="xs"
      w={filter === 'subject_class_id' ? 200 : 112}
      searchable
      allowDeselect={false}
      data={[allOption(`全部${label}`), ...filterOptions(params, filter, filters.role_id)]}
      value={String(filters[filter])}
      onChange={(v) => v && onChange(filter === 'class_name' ? { class_name: v } : { [filter]: Number(v) })}
    />
  );
}

interface UserRowsProps {
  examId: number;
  tab: PermissionTab;
  text: string;
  filters: UserFilters;
  multiple: boolean;
  isSelected: (u: PermissionUser) => boolean;
  disabledReason: (u: PermissionUser) => string | undefined;
  onPick: (u: PermissionUser) => void;
}

/** The list of one search (remounted, so scrolled back to the top, when the search changes). */
function UserRows({ examId, tab, text, filters, multiple, isSelected, disabledReason, onPick }: UserRowsProps) {
  const users = useInfiniteQuery(usersQuery(examId, tab, text, filters));
  const { ref, height } = useElementSize();
  const [scrollTop, setScrollTop] = useState(0);
  const rows = users.data?.pages.flatMap((p) => p.datalist) ?? [];
  const total = users.data?.pages[0]?.totalrecords ?? 0;
  const view = rowWindow(rows.length, scrollTop, { rowHeight: ROW_HEIGHT, viewportHeight: height, overscan: 8 });

  const loadMore = () => {
    if (users.hasNextPage && !users.isFetchingNextPage && !users.isError) void users.fetchNextPage();
  };
  const onScroll = (el: HTMLDivElement) => {
    setScrollTop(el.scrollTop);
    if (nearEnd(el.scrollTop, el.clientHeight, el.scrollHeight, LOAD_AHEAD_ROWS * ROW_HEIGHT)) loadMore();
  };
  const onKey = (e: KeyboardEvent, u: PermissionUser) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!disabledReason(u)) onPick(u);
    }
  };

  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box miw={720}>
        <Box
          style={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 8, padding: '6px 8px', borderBottom: '1px solid var(--mantine-color-default-border)' }}
          fz="xs"
          c="dimmed"
          fw={600}
          aria-hidden
        >
          <span>姓名</span>
          <span>账号</span>
          <span>手机号</span>
          <span>单位</span>
          <span>角色</span>
          <span>说明</span>
        </Box>
        <Box
          ref={ref}
          role="listbox"
          aria-label="用户列表"
          aria-multiselectable={multiple}
          aria-busy={users.isFetching}
          h={LIST_HEIGHT}
          style={{ overflowY: 'auto', position: 'relative' }}
          onScroll={(e) => onScroll(e.currentTarget)}
        >
          <div style={{ height: view.padTop }} />
          {rows.slice(view.start, view.end).map((u) => {
            const selected = isSelected(u);
            const reason = disabledReason(u);
            return (
              <Box
                key={u.user_id}
                role="option"
                aria-selected={selected}
                aria-disabled={reason ? true : undefined}
                tabIndex={0}
                onClick={() => !reason && onPick(u)}
                onKeyDown={(e) => onKey(e, u)}
                h={ROW_HEIGHT}
                px={8}
                fz="sm"
                style={{
                  display: 'grid',
                  gridTemplateColumns: COLUMNS,
                  gap: 8,
                  alignItems: 'center',
                  cursor: reason ? 'not-allowed' : 'pointer',
                  opacity: reason ? 0.55 : 1,
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                  background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Text size="sm" truncate fw={selected ? 600 : undefined}>
                  {u.user_name}
                </Text>
                <Text size="sm" truncate>
                  {u.user_account}
                </Text>
                <Text size="sm" truncate>
                  {u.cellphone ?? ''}
                </Text>
                <Text size="sm" truncate>
                  {u.unit_name ?? ''}
                </Text>
                <Text size="sm" truncate>
                  {(u.roles ?? []).map((r) => r.user_type_name ?? r.user_type).join('、')}
                </Text>
                <Group gap={4} wrap="nowrap" miw={0}>
                  {reason && (
                    <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {reason}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed" truncate>
                    {userDetails(u)}
                  </Text>
                </Group>
              </Box>
            );
          })}
          <div style={{ height: view.padBottom }} />
          {users.isSuccess && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" size="sm">
              没有符合条件的用户
            </Text>
          )}
        </Box>
      </Box>
      <Group justify="space-between" pt={6} px={4} h={28}>
        <Text size="xs" c="dimmed">
          {users.isSuccess ? `共 ${total} 人${rows.length < total ? `，已加载 ${rows.length} 人` : ''}` : ''}
        </Text>
        {users.isFetching && (
          <Group gap={6}>
            <Loader size={14} />
            <Text size="xs" c="dimmed">
              正在加载用户…
            </Text>
          </Group>
        )}
        {users.isError && !users.isFetching && (
          <Anchor component="button" type="button" size="xs" c="red" onClick={() => void (users.isFetchNextPageError ? users.fetchNextPage() : users.refetch())}>
            加载失败，点击重试
          </Anchor>
        )}
      </Group>
    </Box>
  );
}
