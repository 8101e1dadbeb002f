import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { codeListQuery, isCurrentRole, roleLabel } from '../../lib/session';
import { useSwitchRole } from '../../lib/useSwitchRole';
import { NO_MARKING_TEXT, markingRoles } from './cards';

/** Lists the user's marking-teacher roles (the current one disabled); choosing one switches to it. */
export function NoMarkingRoleDialog({
  session,
  opened,
  onClose,
}: {
  session: Schemas['UserInfo'];
  opened: boolean;
  onClose: () => void;
}) {
  const { data: userTypes } = useQuery(codeListQuery('user_type'));
  const switchRole = useSwitchRole();
  const roles = markingRoles(session);
  return (
    <Modal opened={opened} onClose={onClose} title="切换到阅卷教师角色" centered>
      <Stack>
        <Text size="sm">{NO_MARKING_TEXT}</Text>
        {roles.length === 0 && <Text c="dimmed">您没有阅卷教师角色，请联系管理员分配。</Text>}
        {roles.map((role) => (
          <Button
            key={`${role.user_type}-${role.unit_id}`}
            variant="light"
            justify="space-between"
            disabled={isCurrentRole(session, role)}
            loading={switchRole.isPending && switchRole.variables === role}
            onClick={() => void switchRole.switchTo(role, { onSuccess: onClose })}
          >
            {roleLabel(role, userTypes)}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
