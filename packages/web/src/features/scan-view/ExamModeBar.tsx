// The exam-mode bar of the scanner view (spec 3 §2.3): the scan type, the upload progress (a click opens the
// not-scanned list), the current room in room scan, the school in school scan, 保存, the four toggles, the counters and
// the legend. It shows state and reports choices; the screen owns what they do.
import { memo } from 'react';
import { Badge, Button, Group, Paper, Progress, SegmentedControl, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import type { ScanType } from './intake';
import type { RoomData } from './scanController';

export const SCAN_TYPE_NAMES: Readonly<Record<ScanType, string>> = { '1': '考场扫描', '2': '学校扫描', '3': '全局扫描' };

export interface ScanToggles {
  autoSave: boolean;
  isCover: boolean;
  realTimeAlign: boolean;
  errorsOnly: boolean;
}

export interface SchoolChoice {
  options: { value: string; label: string }[];
  value: number | undefined;
  /** Types 1, 2 and 6 choose any school; other users are fixed to their own (spec 3 §6). */
  fixed: boolean;
  onChange: (unitId: number) => void;
}

export interface ExamModeBarProps {
  scanType: ScanType;
  progress: Schemas['ScanCount'] | undefined;
  room: RoomData | undefined;
  /** Sheets of the current room scanned this time. */
  roomScanned: number;
  school: SchoolChoice | undefined;
  toggles: ScanToggles;
  /** Overwrite is offered only for ORM exam numbers (code_type 2). */
  coverAvailable: boolean;
  onToggle: (name: keyof ScanToggles, value: boolean) => void;
  scanned: number;
  errors: number;
  saving: boolean;
  /** The S key saves (room scan with a room). */
  saveKey: boolean;
  onSave: () => void;
  onShowNotScanned: () => void;
}

/** A percentage rounded to 2 decimals (spec 3 §9). */
export function percent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 10000) / 100 : 0;
}

function ProgressLine({ label, done, total, onClick }: { label: string; done: number; total: number; onClick: () => void }) {
  const value = percent(done, total);
  return (
    <UnstyledButton onClick={onClick} aria-label={`${label}：已上传 ${done} / ${total}（${value}%），查看未扫描学生`} style={{ minWidth: 220 }}>
      <Text size="xs" c="dimmed">
        {label}：已上传 {done} / {total}（{value}%）
      </Text>
      <Progress value={value} size="md" aria-hidden />
    </UnstyledButton>
  );
}

function Toggle({ label, value, on, off, disabled, onChange }: { label: string; value: boolean; on: string; off: string; disabled?: boolean; onChange: (v: boolean) => void }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      disabled={disabled}
      value={value ? 'on' : 'off'}
      onChange={(v) => onChange(v === 'on')}
      data={[
        { value: 'on', label: on },
        { value: 'off', label: off },
      ]}
    />
  );
}

/**
 * Memoised: while rows arrive the screen renders every frame, the bar only when what it shows changes (the screen
 * passes stable callbacks).
 */
export const ExamModeBar = memo(function ExamModeBar(p: ExamModeBarProps) {
  const { toggles } = p;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group gap="md" wrap="wrap" align="center">
          <Badge variant="outline" size="lg">
            {SCAN_TYPE_NAMES[p.scanType]}
          </Badge>
          {p.progress && <ProgressLine label="全部" done={p.progress.upload_count} total={p.progress.total} onClick={p.onShowNotScanned} />}
          {p.scanType === '2' && p.progress?.unit_total != null && (
            <ProgressLine label={p.progress.school ?? '本校'} done={p.progress.unit_upload_count ?? 0} total={p.progress.unit_total} onClick={p.onShowNotScanned} />
          )}
          {p.scanType === '1' && (
            <Text size="sm" aria-label="当前考场">
              当前考场：{p.room ? `${p.room.room.name}（已扫描 ${p.roomScanned} / ${p.room.students.length}）` : '尚未识别'}
            </Text>
          )}
          {p.school && (
            <Select
              size="xs"
              label="学校"
              aria-label="扫描学校"
              data={p.school.options}
              value={p.school.value === undefined ? null : String(p.school.value)}
              disabled={p.school.fixed}
              allowDeselect={false}
              onChange={(v) => v && p.school?.onChange(Number(v))}
              w={200}
            />
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={p.saving}
            onClick={p.onSave}
            {...(p.saveKey ? { 'aria-keyshortcuts': 'S' } : {})}
          >
            {p.saveKey ? '保存 (S)' : '保存'}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Toggle label="保存方式" value={toggles.autoSave} on="自动保存" off="手动保存" onChange={(v) => p.onToggle('autoSave', v)} />
          <Toggle label="覆盖" value={toggles.isCover} on="允许覆盖" off="覆盖报错" disabled={!p.coverAvailable} onChange={(v) => p.onToggle('isCover', v)} />
          <Toggle label="处理方式" value={toggles.realTimeAlign} on="实时处理" off="保存时处理" onChange={(v) => p.onToggle('realTimeAlign', v)} />
          <Toggle label="显示" value={!toggles.errorsOnly} on="显示全部" off="只显示错误" onChange={(v) => p.onToggle('errorsOnly', !v)} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">已扫描：{p.scanned}</Text>
          <Text size="sm" c={p.errors ? 'var(--mantine-color-red-text)' : undefined}>
            错误：{p.errors}
          </Text>
          <Group gap={6} aria-label="图例">
            <Badge color="red" variant="light">
              错误
            </Badge>
            <Badge color="green" variant="light">
              上传成功
            </Badge>
            <Badge color="gray" variant="light">
              缺考
            </Badge>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
});
