import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
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
  notFoundComponent: NotFound,
});

function NotFound() {
  return <p style={{ padding: 24 }}>页面不存在</p>;
}
