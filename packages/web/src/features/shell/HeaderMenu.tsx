import { Button, Group, Menu, NavLink, Stack } from '@mantine/core';
import { ButtonLink, MenuItemLink, NavLinkLink } from '../../components/links';
import { IconChevronDown } from '@tabler/icons-react';
import { menuLink, type MenuItem } from './menu';
import { MenuIcon } from './MenuIcon';

/** The desktop header menu: one button per entry, directories open a dropdown of their pages. */
export function HeaderMenu({ items, activeKey }: { items: MenuItem[]; activeKey: string | undefined }) {
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="主菜单">
      {items.map((item) => {
        const active = item.key === activeKey;
        const variant = active ? 'light' : 'subtle';
        const icon = <MenuIcon name={item.icon} color={item.color} />;
        if (item.children.length === 0) {
          return (
            <ButtonLink key={item.key} {...menuLink(item.path)} variant={variant} color={active ? item.color : 'gray'} leftSection={icon} data-active={active || undefined}>
              {item.label}
            </ButtonLink>
          );
        }
        return (
          <Menu key={item.key} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start">
            <Menu.Target>
              <Button variant={variant} color={active ? item.color : 'gray'} leftSection={icon} rightSection={<IconChevronDown size={14} />} data-active={active || undefined}>
                {item.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((child) => (
                <MenuItemLink key={child.key} {...menuLink(child.path)}>
                  {child.label}
                </MenuItemLink>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}

/** The same entries as a tree, for the drawer on narrow screens. */
export function DrawerMenu({ items, activeKey, onNavigate }: { items: MenuItem[]; activeKey: string | undefined; onNavigate: () => void }) {
  return (
    <Stack gap={2} component="nav" aria-label="主菜单">
      {items.map((item) =>
        item.children.length === 0 ? (
          <NavLinkLink key={item.key} {...menuLink(item.path)} label={item.label} leftSection={<MenuIcon name={item.icon} color={item.color} />} active={item.key === activeKey} onClick={onNavigate} />
        ) : (
          <NavLink key={item.key} label={item.label} leftSection={<MenuIcon name={item.icon} color={item.color} />} active={item.key === activeKey} defaultOpened={item.key === activeKey}>
            {item.children.map((child) => (
              <NavLinkLink key={child.key} {...menuLink(child.path)} label={child.label} onClick={onNavigate} />
            ))}
          </NavLink>
        ),
      )}
    </Stack>
  );
}
