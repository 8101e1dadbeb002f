// An address outside the portal's routes (the /main and /analysis ones show their own page inside the shell): what
// happened and the way home.
import { Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export default function NotFoundPage() {
  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          页面不存在
        </Title>
        <Text c="dimmed">请检查地址是否正确。</Text>
        <Button component={Link} to="/main/cardMenu" variant="light">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
