import { Box, Center, Stack, Text, Title } from '@mantine/core';
import { LoginPanel } from './LoginPanel';

const PRODUCT_NAME = '考试扫描与阅卷管理平台';

/** /login on desktop browsers; /m_login renders the same panel full-width for phones. */
export function LoginScreen({ mobile = false }: { mobile?: boolean }) {
  if (mobile) {
    return (
      <Box component="main" p="md" mih="100dvh" bg="var(--mantine-color-body)">
        <Title order={1} fz="h3" ta="center" c="blue" mt="md">
          {PRODUCT_NAME}
        </Title>
        <Center mt="md">
          <LoginPanel />
        </Center>
      </Box>
    );
  }
  return (
    <Center
      component="main"
      mih="100vh"
      p="md"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-light) 0%, var(--mantine-color-body) 60%, var(--mantine-color-teal-light) 100%)',
      }}
    >
      <Stack align="center" gap="xl" w="100%">
        <Stack align="center" gap={4}>
          <Title order={1} c="blue">
            {PRODUCT_NAME}
          </Title>
          <Text c="dimmed">扫描 · 阅卷 · 统计 · 成绩管理</Text>
        </Stack>
        <LoginPanel />
      </Stack>
    </Center>
  );
}
