import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AnchorLink } from '../../components/links';
import { appStateAtom } from '../../lib/appState';
import { breadcrumbTrail } from './breadcrumbs';
import { menuLink } from './menu';

export function Breadcrumbs() {
  const matches = useMatches();
  const selection = useAtomValue(appStateAtom);
  const meta = matches.at(-1)?.staticData ?? {};
  const trail = breadcrumbTrail(meta, selection);
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
