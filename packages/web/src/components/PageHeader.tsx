import { Title } from '@mantine/core';

/** A screen's title, its one `<h1>`. Where the screen sits (信息管理 / …) is the shell's breadcrumb, shown once above it. */
export function PageHeader({ title }: { title: string }) {
  return (
    <Title order={1} fz="h4">
      {title}
    </Title>
  );
}
