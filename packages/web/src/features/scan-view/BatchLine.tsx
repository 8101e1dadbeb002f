// The scanner view's batch line (issue 26): always visible above the result table, it reconciles the latest scan (第 N
// 批 of the session) — 已送入 / 已接收 / 已上传 / 已保存 with why they differ (reconciliation.ts) — lists the session's
// earlier batches compactly below, shows how many sheets are still uploading, and holds the 跟随最新 toggle (the
// table follows the newest row; kept per browser).
import { memo, useCallback, useState } from 'react';
import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { reconcile, type BatchTally, type TallyRow } from './reconciliation';
import { SCAN_TEXTS } from './scanTexts';

const FOLLOW_KEY = 'exam.scanView.followNewest';

/** The 跟随最新 setting of this browser (on unless switched off). */
export function useFollowNewest(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(FOLLOW_KEY) !== '0';
    } catch {
      return true;
    }
  });
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(FOLLOW_KEY, next ? '1' : '0');
    } catch {
      // Not kept (storage disabled): the choice lasts while the view is open.
    }
  }, []);
  return [on, change];
}

export interface BatchLineProps {
  tally: BatchTally;
  /** The session's earlier batches, oldest first. */
  earlier: readonly BatchTally[];
  rows: readonly TallyRow[];
  follow: boolean;
  onFollow: (on: boolean) => void;
}

export const BatchLine = memo(function BatchLine({ tally, earlier, rows, follow, onFollow }: BatchLineProps) {
  const r = reconcile(tally, rows);
  const earlierText = earlier
    .map((batch, i) => {
      const e = reconcile(batch, rows);
      return SCAN_TEXTS.earlierBatch(i + 1, e.fed, e.received, e.uploaded, e.saved);
    })
    .join('；');
  // Every sheet of the list still uploading counts, whichever scan (or 上传图片) it came from.
  const uploading = rows.filter((row) => row.state === 'uploading').length;
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2}>
      <Group gap="sm" wrap="wrap" role="status" aria-label={SCAN_TEXTS.batchTitle}>
        <Text size="sm" fw={500}>
          {SCAN_TEXTS.batchTitle}
          {tally.started && earlier.length > 0 ? SCAN_TEXTS.batchNumber(earlier.length + 1) : ''}
        </Text>
        <Text size="sm">
          {SCAN_TEXTS.fed} {r.fed} / {SCAN_TEXTS.received} {r.received} / {SCAN_TEXTS.uploadedCount} {r.uploaded} / {SCAN_TEXTS.savedCount} {r.saved}
        </Text>
        {uploading > 0 && (
          <Badge color="blue" variant="light">
            {SCAN_TEXTS.uploadingCount(uploading)}
          </Badge>
        )}
        {r.notes.map((note) => (
          <Text key={note} size="sm" c="var(--mantine-color-orange-text)">
            {note}
          </Text>
        ))}
      </Group>
      {earlierText && (
        <Text size="xs" c="dimmed">
          {SCAN_TEXTS.earlierBatches}：{earlierText}
        </Text>
      )}
      </Stack>
      <Switch size="sm" label={SCAN_TEXTS.followNewest} checked={follow} onChange={(e) => onFollow(e.currentTarget.checked)} />
    </Group>
  );
});
