import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Menu, NavLink, Stack } from '@mantine/core';
import { ButtonLink, MenuItemLink, NavLinkLink } from '../../components/links';
import { IconChevronDown } from '@tabler/icons-react';
import { ENTRY_GAP as GAP, entriesThatFit, menuLink, type MenuItem } from './menu';
import { MenuIcon } from './MenuIcon';

function entryProps(item: MenuItem, active: boolean) {
  return {
    variant: active ? 'light' : 'subtle',
    color: active ? item.color : 'gray',
    leftSection: <MenuIcon name={item.icon} color={item.color} />,
    rightSection: item.children.length ? <IconChevronDown size={14} /> : undefined,
    'data-active': active || undefined,
  } as const;
}

/** The entries of a dropdown: pages as links, directories as nested menus (as deep as the permission tree). */
function DropdownEntries({ items, leftSection }: { items: readonly MenuItem[]; leftSection?: ReactNode }) {
  return items.map((item) =>
    item.children.length === 0 ? (
      <MenuItemLink key={item.key} {...menuLink(item.path)} leftSection={leftSection}>
        {item.label}
      </MenuItemLink>
    ) : (
      <Menu.Sub key={item.key} openDelay={50} closeDelay={150}>
        <Menu.Sub.Target>
          <Menu.Sub.Item leftSection={leftSection}>{item.label}</Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          <DropdownEntries items={item.children} />
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    ),
  );
}

function Entry({ item, active }: { item: MenuItem; active: boolean }) {
  if (item.children.length === 0) {
    return (
      <ButtonLink {...menuLink(item.path)} {...entryProps(item, active)}>
        {item.label}
      </ButtonLink>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start">
      <Menu.Target>
        <Button {...entryProps(item, active)}>{item.label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <DropdownEntries items={item.children} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The entries that do not fit, under one 更多 button; directories as a heading over their pages. */
function MoreMenu({ items, activeKey }: { items: MenuItem[]; activeKey: string | undefined }) {
  const active = items.some((i) => i.key === activeKey);
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-end">
      <Menu.Target>
        <Button variant={active ? 'light' : 'subtle'} color="gray" rightSection={<IconChevronDown size={14} />} data-active={active || undefined}>
          更多
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item, i) =>
          item.children.length === 0 ? (
            <MenuItemLink key={item.key} {...menuLink(item.path)} leftSection={<MenuIcon name={item.icon} color={item.color} />} data-more-entry>
              {item.label}
            </MenuItemLink>
          ) : (
            <Fragment key={item.key}>
              {i > 0 && <Menu.Divider />}
              <Menu.Label data-more-entry>{item.label}</Menu.Label>
              <DropdownEntries items={item.children} leftSection={<MenuIcon name={item.icon} color={item.color} />} />
            </Fragment>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The desktop header menu: one button per entry, directories open a dropdown of their pages. It takes the room the
 * header leaves it (the user menu is never squeezed) and, when its entries do not fit, the last ones go under 更多.
 * Entries are measured in an invisible copy of the row.
 */
export function HeaderMenu({ items, activeKey }: { items: MenuItem[]; activeKey: string | undefined }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure) return;
    const fit = () => {
      const widths = [...measure.children].map((el) => el.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setShown(entriesThatFit(widths, moreWidth, box.clientWidth));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items]);

  return (
    <Box ref={boxRef} style={{ flex: 1, minWidth: 0, position: 'relative' }}>
      <Group gap={GAP} wrap="nowrap" component="nav" aria-label="主菜单">
        {items.slice(0, shown).map((item) => (
          <Entry key={item.key} item={item} active={item.key === activeKey} />
        ))}
        {shown < items.length && <MoreMenu items={items.slice(shown)} activeKey={activeKey} />}
      </Group>
      <div aria-hidden inert style={{ position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', visibility: 'hidden' }}>
        <Group ref={measureRef} gap={GAP} wrap="nowrap" w="max-content">
          {items.map((item) => (
            <Button key={item.key} component="span" {...entryProps(item, item.key === activeKey)}>
              {item.label}
            </Button>
          ))}
          <Button component="span" variant="subtle" rightSection={<IconChevronDown size={14} />}>
            更多
          </Button>
        </Group>
      </div>
    </Box>
  );
}

/** The same entries as a tree, for the drawer on narrow screens; directories inside directories nest. */
export function DrawerMenu({ items, activeKey, onNavigate }: { items: MenuItem[]; activeKey: string | undefined; onNavigate: () => void }) {
  return (
    <Stack gap={2} component="nav" aria-label="主菜单">
      {items.map((item) => (
        <DrawerEntry key={item.key} item={item} onNavigate={onNavigate} top={{ active: item.key === activeKey }} />
      ))}
    </Stack>
  );
}

/** A drawer entry; a top entry has its icon and shows whether it is active (and, a directory, opens when active). */
function DrawerEntry({ item, onNavigate, top }: { item: MenuItem; onNavigate: () => void; top?: { active: boolean } }) {
  const icon = top ? <MenuIcon name={item.icon} color={item.color} /> : undefined;
  if (item.children.length === 0) {
    return <NavLinkLink {...menuLink(item.path)} label={item.label} leftSection={icon} active={top?.active} onClick={onNavigate} />;
  }
  return (
    <NavLink label={item.label} leftSection={icon} active={top?.active} defaultOpened={top?.active}>
      {item.children.map((child) => (
        <DrawerEntry key={child.key} item={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}
