import { Fragment, useLayoutEffect, useRef, useState } from 'react';
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
        {item.children.map((child) => (
          <MenuItemLink key={child.key} {...menuLink(child.path)}>
            {child.label}
          </MenuItemLink>
        ))}
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
              {item.children.map((child) => (
                <MenuItemLink key={child.key} {...menuLink(child.path)} leftSection={<MenuIcon name={item.icon} color={item.color} />}>
                  {child.label}
                </MenuItemLink>
              ))}
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
