// The login log (sys/loginlog) and the system log (sys/log), one screen (spec 3 §2.7, §3, §7.6, §9): a filter bar
// (user name, request url, start and end time to the minute, §2.7) kept in the address, 15 entries a page, newest first, and each entry's
// request and answer readable in full in a dialog. Logged text is shown as text.
import { useState } from 'react';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { DateTimePicker, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable, type Column } from '../../components/PagedTable';
import { usePagedList } from '../../lib/usePagedList';
import { LogDetailDialog } from './LogDetailDialog';
import { LOG_PAGE_SIZE, LOG_PAGE_SIZES, logId, logListQuery, timeRange, toMinute, type LogKind, type LogRow } from './queries';
import { LOG_TEXTS as T } from './texts';

const ROUTES = { login: '/main/sys/loginlog', system: '/main/sys/log' } as const;

export function LoginLogScreen() {
  return <LogScreen kind="login" />;
}

export function SystemLogScreen() {
  return <LogScreen kind="system" />;
}

const dayLabel = (date: string) => ({ 'aria-label': dayjs(date).format(T.dayFormat) });

/** A start or end time picker: a day in the calendar, then hour and minute, then 确定时间. */
function timePicker(label: string, placeholder: string, value: string | null, onChange: (v: string | null) => void, limits: { minDate?: string; maxDate?: string }) {
  return (
    <DateTimePicker
      label={label}
      placeholder={placeholder}
      valueFormat="YYYY-MM-DD HH:mm"
      clearable
      clearButtonProps={{ 'aria-label': `${T.clear}${label}` }}
      value={value}
      onChange={onChange}
      {...limits}
      getDayProps={dayLabel}
      monthLabelFormat={T.monthFormat}
      timePickerProps={{ hoursInputLabel: T.hours, minutesInputLabel: T.minutes }}
      submitButtonProps={{ 'aria-label': T.confirmTime }}
      w={170}
    />
  );
}

function LogScreen({ kind }: { kind: LogKind }) {
  const search = useSearch({ from: ROUTES[kind] });
  const navigate = useNavigate({ from: ROUTES[kind] });
  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: LOG_PAGE_SIZES,
    defaultPageSize: LOG_PAGE_SIZE,
    query: ({ page, pagesize, username, request_url, stime, etime }) =>
      logListQuery(kind, { page, pagesize, ...(username ? { username } : {}), ...(request_url ? { request_url } : {}), ...timeRange(stime, etime) }),
  });
  const [username, setUsername] = useState(search.username ?? '');
  const [requestUrl, setRequestUrl] = useState(search.request_url ?? '');
  const [start, setStart] = useState<string | null>(search.stime ? `${search.stime}:00` : null);
  const [end, setEnd] = useState<string | null>(search.etime ? `${search.etime}:00` : null);
  const [shown, setShown] = useState<LogRow | null>(null);

  const apply = () =>
    list.setFilters({ username: username.trim() || undefined, request_url: requestUrl.trim() || undefined, stime: toMinute(start), etime: toMinute(end) });
  const reset = () => {
    setUsername('');
    setRequestUrl('');
    setStart(null);
    setEnd(null);
    list.setFilters({ username: undefined, request_url: undefined, stime: undefined, etime: undefined });
  };

  const columns: Column<LogRow>[] = [
    { key: 'time', title: T.columns.time, width: 170, render: (r) => r.request_time },
    { key: 'account', title: T.columns.account, render: (r) => r.user_account ?? '—' },
    { key: 'ip', title: T.columns.ip, render: (r) => r.ip_address ?? '—' },
    { key: 'url', title: T.columns.url, render: (r) => r.request_url },
    {
      key: 'result',
      title: T.columns.result,
      width: 80,
      render: (r) => (
        <Badge variant="light" color={r.proc_success === 1 ? 'teal' : 'red'}>
          {r.proc_success === 1 ? T.success : T.failure}
        </Badge>
      ),
    },
    { key: 'returned', title: T.columns.returned, width: 170, render: (r) => r.return_time ?? '—' },
    {
      key: 'actions',
      title: T.columns.actions,
      width: 80,
      render: (r) => (
        <Button size="compact-sm" variant="subtle" aria-label={T.detailOf(r.request_time)} onClick={() => setShown(r)}>
          {T.detail}
        </Button>
      ),
    },
  ];

  return (
    <Stack p="md" gap="md">
      <PageHeader title={T.titles[kind]} />
      <DatesProvider settings={{ locale: 'zh-cn' }}>
        <form
          role="search"
          aria-label={T.filters}
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label={T.username} placeholder={T.usernamePlaceholder} maxLength={30} value={username} onChange={(e) => setUsername(e.currentTarget.value)} w={160} />
            <TextInput label={T.requestUrl} placeholder={T.requestUrlPlaceholder} maxLength={255} value={requestUrl} onChange={(e) => setRequestUrl(e.currentTarget.value)} w={220} />
            {timePicker(T.start, T.startPlaceholder, start, setStart, { maxDate: end ?? undefined })}
            {timePicker(T.end, T.endPlaceholder, end, setEnd, { minDate: start ?? undefined })}
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {T.query}
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
              {T.reset}
            </Button>
          </Group>
        </form>
      </DatesProvider>
      <PagedTable list={list} columns={columns} rowKey={logId} label={T.tableLabels[kind]} minWidth={960} jumper />
      {shown && <LogDetailDialog row={shown} onClose={() => setShown(null)} />}
    </Stack>
  );
}
