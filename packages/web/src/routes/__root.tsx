import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { GlobalOverlays } from '../components/GlobalOverlays';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <GlobalOverlays />
    </>
  ),
  // Its own chunk: the first screen does not carry a page it rarely shows.
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFoundPage')),
});
