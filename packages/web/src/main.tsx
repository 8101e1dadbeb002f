import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, getDefaultStore, useAtomValue } from 'jotai';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './reducedMotion.css';
import './skipLink.css';
import { createQueryClient } from './lib/queryClient';
import { colorSchemeManager, cssVariablesResolver, theme } from './lib/theme';
import { setLoginExpiredHandler } from './lib/errors';
import { expireSession, sessionBelievedAlive } from './lib/session';
import { confirmHostReady, confirmHostWantedAtom, preloadModalsHost } from './lib/confirm';
import { preloadLoadingOverlay } from './components/GlobalOverlays';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setLoginExpiredHandler(() => {
  // Unsaved edits are not asked about: their drafts survive (lib/drafts.ts) and are offered back after signing in.
  expireSession(queryClient, `${window.location.pathname}${window.location.search}`);
  void router.navigate({ to: '/login', ignoreBlocker: true });
}, sessionBelievedAlive);


// The notification stack (and its transitions) loads with the first notification: the first page does not need it.
// Notifications shown before it arrives wait in the store and appear when it mounts; once mounted it stays.
const NotificationStack = lazy(() => import('./components/NotificationStack'));
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  ) : null;
}

const ConfirmHost = lazy(() => import('./components/ConfirmHost'));
/** The confirm dialogs' host, mounted with the first confirmation (lib/confirm). */
function LazyConfirmHost() {
  const wanted = useAtomValue(confirmHostWantedAtom);
  return wanted ? (
    <Suspense fallback={null}>
      <ConfirmHost onReady={confirmHostReady} />
    </Suspense>
  ) : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={getDefaultStore()}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <LazyConfirmHost />
        </QueryClientProvider>
      </MantineProvider>
    </JotaiProvider>
  </StrictMode>,
);

// Once the first screen is up and the browser has nothing else to do, the dialog host (lib/confirm) and the loading
// overlay load.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
whenIdle(() => {
  preloadModalsHost();
  void preloadLoadingOverlay();
});
