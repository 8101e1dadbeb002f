// The body of a confirmation (lib/confirm) that offers a further button under its message (e.g. '对比之前图片').
import { Button, Group, Stack, Text } from '@mantine/core';

export function ConfirmMessage({ message, label, onClick, buttonProps }: { message: string; label: string; onClick: () => void; buttonProps: Record<string, unknown> }) {
  return (
    <Stack gap="sm">
      <Text size="sm">{message}</Text>
      <Group>
        <Button variant="light" size="xs" {...buttonProps} onClick={onClick}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
