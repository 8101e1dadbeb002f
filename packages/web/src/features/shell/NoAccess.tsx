import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import { HOME_PATH } from './menu';
import { SHELL_TEXTS as T } from './texts';

/** What the shell shows instead of a page the current role may not open (lib/access). */
export function NoAccess() {
  return (
    <Center mih={360}>
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          {T.noAccess}
        </Title>
        <Text c="dimmed">{T.noAccessHint}</Text>
        <ButtonLink to={HOME_PATH} variant="light">
          {T.home}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
