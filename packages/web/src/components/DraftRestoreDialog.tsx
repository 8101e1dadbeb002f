// Offers back a draft left from an earlier visit (lib/drafts.ts): 恢复 shows it again, 放弃 removes it. The choice
// comes first: the dialog cannot be dismissed otherwise.
import { Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Draft } from '../lib/drafts';
import { BlockingModal } from './BlockingModal';

export function DraftRestoreDialog<T>({ draft, onRestore }: { draft: Draft<T>; onRestore: (value: T) => void }) {
  const restore = () => {
    const value = draft.accept();
    if (value !== undefined) onRestore(value);
  };
  return (
    <BlockingModal opened={draft.offered !== undefined} title="恢复未保存的修改">
      <Stack>
        <Text size="sm">
          此页面有 {draft.offered ? dayjs(draft.offered.savedAt).format('YYYY-MM-DD HH:mm') : ''} 未保存的修改（登录失效或页面关闭前留下的草稿）。是否恢复？
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={draft.decline}>
            放弃
          </Button>
          <Button onClick={restore}>恢复</Button>
        </Group>
      </Stack>
    </BlockingModal>
  );
}
