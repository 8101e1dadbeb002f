import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Any /main page this version of the portal does not have yet (or an unknown address). */
export const Route = createFileRoute('/main/$')({
  component: PageUnavailable,
});

function PageUnavailable() {
  const { _splat } = Route.useParams();
  return (
    <Center mih={360}>
      <Stack align="center" gap="sm">
        <Title order={3}>页面暂未开放</Title>
        <Text c="dimmed">/main/{_splat} 在当前版本中还不可用。</Text>
        <Button component={Link} to="/main/cardMenu" variant="light">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
