// A portal address with no page in this version (an unknown /main or /analysis address, a report page not built yet):
// shown inside the shell, with the way home.
import { Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function PageUnavailable({ address }: { address: string }) {
  return (
    <Center mih={360}>
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          页面暂未开放
        </Title>
        <Text c="dimmed">{address} 在当前版本中还不可用。</Text>
        <Button component={Link} to="/main/cardMenu" variant="light">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
