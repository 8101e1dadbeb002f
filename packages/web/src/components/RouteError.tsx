import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ChunkTimeoutError } from '../lib/chunkTimeout';

/**
 * Shown when a page fails to load (its code chunk or its data); offers a retry instead of a blank screen. A chunk
 * that timed out can only be fetched again by reloading the page, so that retry reloads.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const timedOut = error instanceof ChunkTimeoutError;
  return (
    <Center mih={300}>
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          页面加载失败
        </Title>
        <Text c="dimmed">{error instanceof Error ? error.message : String(error)}</Text>
        <Button onClick={timedOut ? () => window.location.reload() : reset}>{timedOut ? '重新加载' : '重试'}</Button>
      </Stack>
    </Center>
  );
}
