import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useLocation, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AnchorLink } from '../../components/links';
import { shownExamAtom } from '../../lib/routeMeta';
import { breadcrumbTrail, sectionOf } from './breadcrumbs';
import { menuLink, type MenuItem } from './menu';

/** The one breadcrumb of every /main page (pages do not repeat it). */
export function Breadcrumbs({ menu }: { menu: readonly MenuItem[] }) {
  const matches = useMatches();
  const pathname = useLocation({ select: (l) => l.pathname });
  const shown = useAtomValue(shownExamAtom);
  const meta = matches.at(-1)?.staticData ?? {};
  const trail = breadcrumbTrail(meta, shown ?? {}, sectionOf(pathname, menu));
  return (
    <nav aria-label="当前位置">
      <MantineBreadcrumbs separator="/" mb="md">
        {trail.map((crumb, i) =>
          crumb.to && i < trail.length - 1 ? (
            <AnchorLink key={crumb.label} {...menuLink(crumb.to)} size="sm">
              {crumb.label}
            </AnchorLink>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
