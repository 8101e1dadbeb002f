import { IconChartBar, IconFileText, IconFolder, IconHome, IconPencil, IconSettings, IconUsers, IconFile } from '@tabler/icons-react';
import type { MenuIconName } from './menu';

const ICONS = {
  home: IconHome,
  analysis: IconChartBar,
  info: IconUsers,
  system: IconSettings,
  exam: IconFileText,
  marking: IconPencil,
  folder: IconFolder,
  page: IconFile,
} satisfies Record<MenuIconName, unknown>;

export function MenuIcon({ name, color, size = 18 }: { name: MenuIconName; color: string; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} color={`var(--mantine-color-${color}-6)`} aria-hidden />;
}
