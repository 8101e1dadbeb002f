import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** Shown when a page fails to load (its code chunk or its data); offers a retry instead of a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <Center mih={300}>
      <Stack align="center" gap="sm">
        <Title order={3}>页面加载失败</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : String(error)}</Text>
        <Button onClick={reset}>重试</Button>
      </Stack>
    </Center>
  );
}
