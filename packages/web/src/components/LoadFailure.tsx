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
  /** What failed, when the spec names it (e.g. '获取未扫描学生列表失败'); '加载失败' otherwise. */
  title?: string;
}

export function LoadFailure({ error, onRetry, retrying = false, title = '加载失败' }: LoadFailureProps) {
  return (
    <Stack role="alert" align="center" gap="xs" py="lg">
      <Text c="red" size="sm" ta="center">
        {title}：{describeError(error)}
      </Text>
      <Button size="xs" variant="light" loading={retrying} onClick={onRetry}>
        重试
      </Button>
    </Stack>
  );
}
