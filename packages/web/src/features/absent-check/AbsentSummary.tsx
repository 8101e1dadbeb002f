// The summary above the absence list, over the chosen school and room: participants, sheets marked absent, not
// scanned, and how many of those are unconfirmed, confirmed absent and confirmed not absent.
import { Group, Paper, Text } from '@mantine/core';
import type { AbsentCounts } from './queries';
import { ABSENT_TEXTS } from './texts';

const ORDER = ['participants', 'marked', 'notScanned', 'unconfirmed', 'absent', 'present'] as const;

export function AbsentSummary({ counts }: { counts: AbsentCounts | undefined }) {
  return (
    <Paper withBorder p="xs" role="group" aria-label={ABSENT_TEXTS.summaryLabel}>
      <Group gap="lg" wrap="wrap">
        {ORDER.map((key) => (
          <Text key={key} size="sm">
            <Text span c="dimmed" size="sm">
              {ABSENT_TEXTS.summary[key]}：
            </Text>
            <Text span fw={600} size="sm">
              {counts?.[key] ?? '—'}
            </Text>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
