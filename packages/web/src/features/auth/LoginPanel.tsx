import { Suspense, lazy } from 'react';
import { Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { AccountLoginForm } from './AccountLoginForm';
import { ClientDownloadLink } from './ClientDownloadLink';

// The code sign-in loads when its tab is chosen: the sign-in page is the first one people load, so it stays light.
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })));

export function LoginPanel() {
  return (
    <Paper withBorder shadow="md" p="xl" radius="lg" w="100%" maw={420}>
      <Title order={2} ta="center" mb={4}>
        用户登录
      </Title>
      <Text c="dimmed" ta="center" size="sm" mb="lg">
        考试扫描与阅卷管理平台
      </Text>
      <Tabs defaultValue="account" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="account">账号密码登录</Tabs.Tab>
          <Tabs.Tab value="phone">验证码登录</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountLoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="phone">
          <Suspense fallback={null}>
            <PhoneLoginForm />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <Group justify="center" mt="lg">
        <ClientDownloadLink />
      </Group>
    </Paper>
  );
}
