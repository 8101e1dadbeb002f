import { Breadcrumbs, Stack, Text, Title } from '@mantine/core';

/** The in-page trail and title of a screen ("信息管理 / 学生管理", then the page name). */
export function PageHeader({ section, title }: { section: string; title: string }) {
  return (
    <Stack gap="md">
      <Breadcrumbs aria-label="页面路径" separator="/">
        <Text size="sm" c="dimmed">
          {section}
        </Text>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Title order={4}>{title}</Title>
    </Stack>
  );
}
