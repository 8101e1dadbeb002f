// The alert of lib/feedback showAlert (a titled dialog with the text and 确定), loaded with the first alert.
import { Button, Group, Stack, Text } from '@mantine/core';
import { withModals } from '../lib/confirm';

export function openAlert(title: string, message: string): void {
  withModals((modals) => {
    const id = modals.open({
      title,
      centered: true,
      children: (
        <Stack>
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(id)}>
              确定
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
