import { Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { ClientDownloadLink } from './ClientDownloadLink';

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
          <PhoneLoginForm />
        </Tabs.Panel>
      </Tabs>
      <Group justify="center" mt="lg">
        <ClientDownloadLink />
      </Group>
    </Paper>
  );
}
