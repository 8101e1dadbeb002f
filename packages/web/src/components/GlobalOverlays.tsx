// Page-wide overlays: the loading overlay while requests are in flight and the buffer-cleared reload dialog.
import { Suspense, lazy, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { BlockingModal } from './BlockingModal';
import { useDebouncedValue } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { bufferClearedAtom } from '../lib/errors';
import { forcedLoadingAtom, loadingCountAtom } from '../lib/loading';

/** Quick replies do not flash the overlay; it appears once a request takes longer than this. */
const OVERLAY_DELAY_MS = 250;

// The overlay's code (overlay, loader, transition) loads the first time it shows, not with the first page.
const LoadingOverlay = lazy(() => import('./LoadingOverlayChunk'));

export function GlobalOverlays() {
  const count = useAtomValue(loadingCountAtom);
  const forced = useAtomValue(forcedLoadingAtom);
  const [delayed] = useDebouncedValue(count > 0, OVERLAY_DELAY_MS);
  const bufferCleared = useAtomValue(bufferClearedAtom);
  const visible = forced || (delayed && count > 0);
  // Once shown, it stays mounted (and fades in and out like before).
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  if (visible && !overlayLoaded) setOverlayLoaded(true);
  return (
    <>
      {overlayLoaded && (
        <Suspense fallback={null}>
          <LoadingOverlay visible={visible} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': '加载中' }} />
        </Suspense>
      )}
      <BlockingModal opened={bufferCleared} title="提示" zIndex={2000}>
        <Stack>
          <Text>系统缓存已被管理员清除，请重新加载页面。</Text>
          <Button onClick={() => window.location.reload()}>重新加载页面</Button>
        </Stack>
      </BlockingModal>
    </>
  );
}
