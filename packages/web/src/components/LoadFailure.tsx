// The one error state of every list, table, tree and card list whose data failed to load: the reason (in Chinese,
// from describeError; the detail is in the console) and 重试, in place of the data, never an empty list beside a
// notification that goes away.
import { Button, Stack, Text } from '@mantine/core';
import { describeError } from '../lib/errors';

export interface LoadFailureProps {
  error: unknown;
  /** Loads again (e.g. a query's `refetch`). */
  onRetry: () => void;
  /** Whether the retry is under way (the button shows it). */
  retrying?: boolean;
}

export function LoadFailure({ error, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <Stack role="alert" align="center" gap="xs" py="lg">
      <Text c="red" size="sm" ta="center">
        加载失败：{describeError(error)}
      </Text>
      <Button size="xs" variant="light" loading={retrying} onClick={onRetry}>
        重试
      </Button>
    </Stack>
  );
}
