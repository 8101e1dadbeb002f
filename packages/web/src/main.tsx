import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Drawer, MantineProvider, Modal, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { createQueryClient } from './lib/queryClient';
import { NOTIFICATIONS_LIMIT } from './lib/feedback';
import { colorSchemeManager } from './lib/theme';
import { setLoginExpiredHandler } from './lib/errors';
import { expireSession, sessionBelievedAlive } from './lib/session';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setLoginExpiredHandler(() => {
  // Unsaved edits are not asked about: their drafts survive (lib/drafts.ts) and are offered back after signing in.
  expireSession(queryClient, `${window.location.pathname}${window.location.search}`);
  void router.navigate({ to: '/login', ignoreBlocker: true });
}, sessionBelievedAlive);

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } }),
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={getDefaultStore()}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <Notifications position="bottom-center" limit={NOTIFICATIONS_LIMIT} containerWidth={420} />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </JotaiProvider>
  </StrictMode>,
);
