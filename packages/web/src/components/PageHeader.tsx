import { Title } from '@mantine/core';

/** A screen's title. Where the screen sits (信息管理 / …) is the shell's breadcrumb, shown once above it. */
export function PageHeader({ title }: { title: string }) {
  return <Title order={4}>{title}</Title>;
}
