// A portal address with no page in this version (an unknown /main or /analysis address, a report page not built yet,
// any other unknown address): what happened, and the way home.
import { Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** `address`: a page not built yet (页面暂未开放); or a `title` and `text` of their own (页面不存在). */
export function PageUnavailable({ address, title = '页面暂未开放', text = `${address ?? ''} 在当前版本中还不可用。` }: { address?: string; title?: string; text?: string }) {
  return (
    <Center mih={360}>
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to="/main/cardMenu" variant="light">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
