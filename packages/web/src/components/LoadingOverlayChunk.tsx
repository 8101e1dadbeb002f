// The page-wide loading overlay, as a module of its own that GlobalOverlays loads the first time it shows (its
// overlay, loader and paper are not needed by the first page). It never holds the page hostage: below the header,
// and after a few seconds it offers 取消, which aborts what it waits for and says so.
import { Button, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { showInfo } from '../lib/feedback';
import { CANCELLED_TEXT, cancelLoadingRequests } from '../lib/loading';

export default function LoadingOverlay({ offerCancel }: { offerCancel: boolean }) {
  return (
    // Below the header (when there is one), so 首页 and the menus stay within reach.
    <Overlay
      fixed
      center
      zIndex={1000}
      blur={1}
      color="#fff"
      backgroundOpacity={0.6}
      style={{ top: 'var(--app-shell-header-height, 0px)' }}
      data-testid="loading-overlay"
    >
      <Stack align="center" gap="sm">
        <Loader aria-label="加载中" />
        {offerCancel && (
          <Paper withBorder shadow="sm" p="md" role="status">
            <Stack align="center" gap="xs">
              <Text size="sm">正在处理，请稍候…</Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  cancelLoadingRequests();
                  // The request may have reached the server before it was aborted: say so.
                  showInfo(`${CANCELLED_TEXT}。若是保存，服务器可能已收到，请刷新后确认`);
                }}
              >
                取消
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Overlay>
  );
}
