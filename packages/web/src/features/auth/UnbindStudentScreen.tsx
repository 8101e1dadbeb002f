import { Anchor, Button, Center, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { sessionQuery, type RoleUnit } from '../../lib/session';

/** /login/disbindStudentAccount: the student roles bound to this account, each with an unbind action. */
export function UnbindStudentScreen() {
  const queryClient = useQueryClient();
  const { data: session } = useSuspenseQuery(sessionQuery);
  const students = session.userRoleUnits.filter((r) => r.user_type === '9');
  const unbind = useMutation({
    mutationFn: (role: RoleUnit) => unwrap(api.POST('/api/login/disbindStudentAccount', { body: role })),
    onSuccess: async () => {
      showSuccess('解绑成功');
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={640}>
        <Stack>
          <Group justify="space-between">
            <Title order={1} fz="h3">
              学生账号解绑
            </Title>
            <Anchor component={Link} to="/main/cardMenu" size="sm">
              返回首页
            </Anchor>
          </Group>
          {students.length === 0 ? (
            <Text c="dimmed">当前账号没有绑定学生。</Text>
          ) : (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>学生姓名</Table.Th>
                  <Table.Th>学号</Table.Th>
                  <Table.Th>学校</Table.Th>
                  <Table.Th>操作</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((s) => (
                  <Table.Tr key={`${s.unit_id}-${s.student_number}`}>
                    <Table.Td>{s.student_name}</Table.Td>
                    <Table.Td>{s.student_number}</Table.Td>
                    <Table.Td>{s.unit_name}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        loading={unbind.isPending && unbind.variables === s}
                        onClick={() =>
                          confirmThen({
                            title: '确认解绑',
                            message: `确定解绑学生 ${s.student_name ?? ''}（${s.student_number ?? ''}）吗？解绑后将无法查看该学生的成绩。`,
                            confirmLabel: '解绑',
                            danger: true,
                            onConfirm: () => unbind.mutate(s),
                          })
                        }
                      >
                        解绑
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
