import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconPalette, IconRefresh, IconSwitchHorizontal, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { confirmThen } from '../../lib/confirm';
import { COLOR_SCHEME_LABEL, nextColorScheme } from '../../lib/theme';
import { codeListQuery, isCurrentRole, roleLabel, signOut, type Session } from '../../lib/session';
import { confirmLeavingEdits } from '../../lib/unsavedEdits';
import { useSwitchRole } from '../../lib/useSwitchRole';
import { EditPasswordDialog } from './EditPasswordDialog';

/** Wide enough for a unit name of 20 characters and its user type name. */
const USER_LABEL_MAX_WIDTH = 340;

export function UserMenu({ session, onRefresh }: { session: Session; onRefresh: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { data: userTypes } = useQuery(codeListQuery('user_type'));
  const switchRole = useSwitchRole();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const currentRole = session.userRoleUnits.find((role) => isCurrentRole(session, role));
  const current = roleLabel({ unit_name: session.user.unit_name, user_type: session.user.user_type, student_name: currentRole?.student_name }, userTypes);

  const logout = async () => {
    if (!(await confirmLeavingEdits())) return;
    confirmThen({
      message: '是否退出本系统？',
      onConfirm: async () => {
        await signOut(queryClient);
        await navigate({ to: '/login', ignoreBlocker: true });
      },
    });
  };

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          {/* Named by what it shows (name and role: what is read out is what is seen); never squeezed by the header
              menu, which collapses instead. */}
          <UnstyledButton data-testid="user-menu" style={{ flexShrink: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar color="blue" radius="xl" size="sm" aria-hidden>
                {session.user.user_name.slice(-2)}
              </Avatar>
              <div style={{ lineHeight: 1.1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate maw={USER_LABEL_MAX_WIDTH}>
                  {session.user.user_name}
                </Text>
                <Text size="xs" c="dimmed" truncate maw={USER_LABEL_MAX_WIDTH} data-testid="current-role">
                  {current}
                </Text>
              </div>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>切换角色</Menu.Label>
          {session.userRoleUnits.map((role) => {
            const isCurrent = isCurrentRole(session, role);
            return (
              <Menu.Item
                key={`${role.user_type}-${role.unit_id}-${role.student_number ?? ''}`}
                leftSection={isCurrent ? <IconCheck size={16} /> : <IconSwitchHorizontal size={16} />}
                disabled={isCurrent}
                onClick={() => void switchRole.switchTo(role)}
              >
                {roleLabel(role, userTypes)}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setPasswordOpen(true)}>
            修改密码
          </Menu.Item>
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
            刷新视图
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPalette size={16} />}
            closeMenuOnClick={false}
            onClick={() => setColorScheme(nextColorScheme(colorScheme))}
            rightSection={<Text size="xs" c="dimmed" data-testid="theme-mode">{COLOR_SCHEME_LABEL[colorScheme]}</Text>}
          >
            切换主题
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            退出登录
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditPasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
