// Page-wide overlays: the loading overlay while requests are in flight and the buffer-cleared reload dialog.
import { Button, LoadingOverlay, Stack, Text } from '@mantine/core';
import { BlockingModal } from './BlockingModal';
import { useDebouncedValue } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { bufferClearedAtom } from '../lib/errors';
import { forcedLoadingAtom, loadingCountAtom } from '../lib/loading';

/** Quick replies do not flash the overlay; it appears once a request takes longer than this. */
const OVERLAY_DELAY_MS = 250;

export function GlobalOverlays() {
  const count = useAtomValue(loadingCountAtom);
  const forced = useAtomValue(forcedLoadingAtom);
  const [delayed] = useDebouncedValue(count > 0, OVERLAY_DELAY_MS);
  const bufferCleared = useAtomValue(bufferClearedAtom);
  return (
    <>
      <LoadingOverlay
        visible={forced || (delayed && count > 0)}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': '加载中' }}
      />
      <BlockingModal opened={bufferCleared} title="提示" zIndex={2000}>
        <Stack>
          <Text>系统缓存已被管理员清除，请重新加载页面。</Text>
          <Button onClick={() => window.location.reload()}>重新加载页面</Button>
        </Stack>
      </BlockingModal>
    </>
  );
}
