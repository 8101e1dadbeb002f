// User-type and user-tag authorisation (sys/usertypeassgin, sys/usertagassgin; spec 3 §2.7, §4.7, §8.4): the user
// types (or tags) at the left; choosing one ticks its permissions in the tree at the right; 保存 replaces its
// permissions with the ticked nodes and their ancestors (nothing ticked sends null). Without a choice 保存 says
// '请选择用户'. Unsaved ticks are asked about before another choice or leaving; a failed save keeps them.
import { useState } from 'react';
import { Button, Card, Grid, Group, NavLink, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { showError, showSuccess } from '../../lib/feedback';
import { confirmLeavingEdits, useUnsavedEdits } from '../../lib/unsavedEdits';
import { useListQuery } from '../../lib/useListQuery';
import { PermissionCheckTree } from './PermissionCheckTree';
import { assignKeys, ownersQuery, permissionTreeQuery, type AssignKind, type Owner } from './queries';
import { idsToSave, sameTicks, ticksOf, toggled } from './ticks';
import { ASSIGN_TEXTS as T } from './texts';

export function UserTypeAssignScreen() {
  return <AssignScreen kind="type" />;
}

export function UserTagAssignScreen() {
  return <AssignScreen kind="tag" />;
}

function AssignScreen({ kind }: { kind: AssignKind }) {
  const tree = useListQuery(permissionTreeQuery);
  const owners = useListQuery(ownersQuery(kind));
  const queryClient = useQueryClient();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<Set<number> | null>(null);
  const chosen = owners.data?.find((o) => o.key === chosenKey);
  const saved = ticksOf(tree.data ?? [], chosen?.permissionIds);
  const ticked = draft ?? saved;
  const dirty = draft !== null && !sameTicks(draft, saved);
  useUnsavedEdits(dirty, () => setDraft(null));

  const save = useMutation({
    mutationFn: ({ owner, ids }: { owner: Owner; ids: number[] | null }) => owner.save(ids),
    onSuccess: async (text) => {
      showSuccess(text || '保存成功');
      await queryClient.invalidateQueries({ queryKey: [...assignKeys.all, kind] });
      setDraft(null);
    },
  });
  const choose = (key: string) =>
    void confirmLeavingEdits().then((leave) => {
      if (!leave) return;
      setChosenKey(key);
      setDraft(null);
    });
  const submit = () => {
    if (!chosen || !tree.data) {
      showError(T.noUser);
      return;
    }
    save.mutate({ owner: chosen, ids: idsToSave(tree.data, ticked) });
  };

  const failure = owners.error ?? tree.error;
  return (
    <Stack p="md" gap="md">
      <PageHeader title={T.titles[kind]} />
      {failure && !(owners.data && tree.data) ? (
        <LoadFailure
          error={failure}
          onRetry={() => {
            owners.retry();
            tree.retry();
          }}
          retrying={owners.isFetching || tree.isFetching}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder padding="xs" component="nav" aria-label={T.lists[kind]}>
              <Title order={5} px="xs" py={4}>
                {T.lists[kind]}
              </Title>
              {!owners.data ? (
                <Skeleton h={200} />
              ) : (
                owners.data.map((o) => (
                  <NavLink key={o.key} component="button" label={o.name} active={o.key === chosenKey} aria-current={o.key === chosenKey ? 'true' : undefined} onClick={() => choose(o.key)} />
                ))
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Card withBorder padding="md">
              <Group justify="space-between" mb="sm">
                <Group gap="sm">
                  <Title order={5}>{chosen ? T.treeFor(chosen.name) : T.tree}</Title>
                  {chosen && (
                    <Text size="sm" c="dimmed">
                      {T.tickedCount(ticked.size)}
                    </Text>
                  )}
                  {dirty && (
                    <Text size="sm" c="var(--mantine-color-orange-text)">
                      {T.unsaved}
                    </Text>
                  )}
                </Group>
                <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={submit}>
                  {T.save}
                </Button>
              </Group>
              {!tree.data ? (
                <Skeleton h={300} />
              ) : !chosen ? (
                <Text c="dimmed" ta="center" py="xl">
                  {T.chooseFirst}
                  {T.lists[kind]}
                </Text>
              ) : (
                <ScrollArea.Autosize mah="calc(100vh - 280px)" type="auto">
                  <PermissionCheckTree nodes={tree.data} ticked={ticked} label={T.treeFor(chosen.name)} onToggle={(node, on) => setDraft(toggled(ticked, node, on))} />
                </ScrollArea.Autosize>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
