// Page-wide overlays: the loading overlay while requests are in flight and the buffer-cleared reload dialog.
// The loading overlay never holds the page hostage: after a few seconds it offers 取消, which aborts what it waits
// for and says so; it leaves the header free, and going to another page (首页 in the header, the browser's Back)
// lets it go while the calls finish unseen; and every call ends by its time limit ('请求超时，请稍后重试').
import { Suspense, lazy, useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { BlockingModal } from './BlockingModal';
import { bufferClearedAtom } from '../lib/errors';
import { forcedLoadingAtom, loadingCountAtom, releaseLoadingRequests } from '../lib/loading';

/** Quick replies do not flash the overlay; it appears once a request takes longer than this. */
const OVERLAY_DELAY_MS = 250;
/** How long the overlay waits before it offers 取消. */
export const CANCEL_OFFER_MS = 3000;

// The overlay's code is not part of the first page: it loads when the page is idle (main.tsx) or the first time it
// shows, whichever comes first.
const loadOverlay = () => import('./LoadingOverlayChunk');
const LoadingOverlay = lazy(loadOverlay);

/**
 * Loads the overlay's code (once). main.tsx calls it when the first screen is idle; 刷新视图 waits for it, so its
 * half-second overlay is not spent loading code and never shows at all. It never fails: code that cannot load now is
 * tried again by the overlay when it shows.
 */
export const preloadLoadingOverlay = (): Promise<void> => loadOverlay().then(
  () => undefined,
  () => undefined,
);

export function GlobalOverlays() {
  const count = useAtomValue(loadingCountAtom);
  const forced = useAtomValue(forcedLoadingAtom);
  const [delayed] = useDebouncedValue(count > 0, OVERLAY_DELAY_MS);
  const [slow] = useDebouncedValue(count > 0, CANCEL_OFFER_MS);
  const bufferCleared = useAtomValue(bufferClearedAtom);
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', (event) => event.pathChanged && releaseLoadingRequests()), [router]);
  const waiting = delayed && count > 0;
  return (
    <>
      {(forced || waiting) && (
        <Suspense fallback={null}>
          <LoadingOverlay offerCancel={waiting && slow} />
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
