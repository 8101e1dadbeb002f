// The scanner view's batch line (issue 26): always visible above the result table, it reconciles the latest scan —
// 已送入 / 已接收 / 已上传 / 已保存 with why they differ (reconciliation.ts) — shows how many sheets are still
// uploading, and holds the 跟随最新 toggle (the table follows the newest row; kept per browser).
import { memo, useCallback, useState } from 'react';
import { Badge, Group, Switch, Text } from '@mantine/core';
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
  rows: readonly TallyRow[];
  follow: boolean;
  onFollow: (on: boolean) => void;
}

export const BatchLine = memo(function BatchLine({ tally, rows, follow, onFollow }: BatchLineProps) {
  const r = reconcile(tally, rows);
  // Every sheet of the list still uploading counts, whichever scan (or 上传图片) it came from.
  const uploading = rows.filter((row) => row.state === 'uploading').length;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" role="status" aria-label={SCAN_TEXTS.batchTitle}>
        <Text size="sm" fw={500}>
          {SCAN_TEXTS.batchTitle}
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
          <Text key={note} size="sm" c="orange.9">
            {note}
          </Text>
        ))}
      </Group>
      <Switch size="sm" label={SCAN_TEXTS.followNewest} checked={follow} onChange={(e) => onFollow(e.currentTarget.checked)} />
    </Group>
  );
});
