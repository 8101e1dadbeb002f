import { useEffect, useMemo, useState } from 'react';
import { AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { preloadLoadingOverlay } from '../../components/GlobalOverlays';
import { mayOpen } from '../../lib/access';
import { MOBILE_MEDIA_QUERY } from '../../lib/device';
import { forcedLoadingAtom } from '../../lib/loading';
import { sessionQuery } from '../../lib/session';
import { confirmLeavingEdits } from '../../lib/unsavedEdits';
import { activeMenuKey, buildHeaderMenu } from './menu';
import { DrawerMenu, HeaderMenu } from './HeaderMenu';
import { UserMenu } from './UserMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { BackToTop } from './BackToTop';
import { NoAccess } from './NoAccess';

/** The refresh-view action shows the loading overlay this long while the page re-mounts. */
export const REFRESH_LOADING_MS = 500;

/**
 * The /main shell: header menu (drawer at 768px and below), user menu, breadcrumbs, page (or 无权访问此页面 when the
 * role may not open it, lib/access), back-to-top.
 */
export function AppLayout() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (l) => l.pathname });
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [drawerOpen, drawer] = useDisclosure(false);
  const [viewKey, setViewKey] = useState(0);
  const setForcedLoading = useSetAtom(forcedLoadingAtom);
  const userType = session.user.user_type;
  const menu = useMemo(() => buildHeaderMenu(session.pages, userType), [session.pages, userType]);
  const activeKey = activeMenuKey(pathname, menu);

  // The drawer closes whenever the layout changes between narrow and wide.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [isMobile, closeDrawer]);

  const refreshView = async () => {
    // The page re-mounts: unsaved edits would be lost.
    if (!(await confirmLeavingEdits())) return;
    // The overlay's code first (loaded already once the first page was idle), so its half second shows.
    await preloadLoadingOverlay();
    setForcedLoading(true);
    setViewKey((k) => k + 1);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'codes' });
    setTimeout(() => setForcedLoading(false), REFRESH_LOADING_MS);
  };

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        {/* The first stop of the Tab key: past the header's menus straight to the page. */}
        <a href="#main-content" className="skip-link">
          跳到主要内容
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {isMobile && <Burger opened={drawerOpen} onClick={drawer.toggle} aria-label="打开菜单" size="sm" />}
            <Text component={Link} to="/main/cardMenu" fw={700} c="blue" size="lg" style={{ whiteSpace: 'nowrap', textDecoration: 'none', flexShrink: 0 }}>
              阅卷管理平台
            </Text>
            {!isMobile && <HeaderMenu items={menu} activeKey={activeKey} />}
          </Group>
          <UserMenu session={session} onRefresh={() => void refreshView()} />
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Breadcrumbs menu={menu} />
        {mayOpen(session.pages, userType, pathname) ? <Outlet key={viewKey} /> : <NoAccess />}
      </AppShell.Main>
      <Drawer opened={drawerOpen && isMobile} onClose={drawer.close} title="菜单" size={280}>
        <DrawerMenu items={menu} activeKey={activeKey} onNavigate={drawer.close} />
      </Drawer>
      <BackToTop />
    </AppShell>
  );
}
