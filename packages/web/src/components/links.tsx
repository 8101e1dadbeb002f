// Mantine components as typed router links (TanStack's createLink keeps `to` and `params` checked).
import type { ComponentPropsWithRef } from 'react';
import { ActionIcon, Anchor, Button, Menu, NavLink, type ActionIconProps, type AnchorProps, type ButtonProps, type MenuItemProps, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => <Button component="a" {...props} />);
export const ActionIconLink = createLink((props: ActionIconProps & AnchorElementProps) => <ActionIcon component="a" {...props} />);
export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => <Anchor component="a" {...props} />);
export const MenuItemLink = createLink((props: MenuItemProps & AnchorElementProps) => <Menu.Item component="a" {...props} />);
export const NavLinkLink = createLink((props: NavLinkProps & Omit<AnchorElementProps, 'children' | 'onChange'>) => <NavLink component="a" {...props} />);
