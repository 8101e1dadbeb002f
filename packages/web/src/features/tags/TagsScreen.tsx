// Tag management (sys/tag, spec 3 §2.7, §3 "Tag", §5, §8.4): tabs for unit attributes, student attributes and
// subjects; inside each, catalogue tabs at the left and the catalogue's tags as closable chips. A chip opens the
// edit dialog; its × deletes after the warning that units and users carrying it are affected.
import { useState } from 'react';
import { Button, Card, Group, Pill, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDialogState } from '../../components/FormDialog';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { confirmThen } from '../../lib/confirm';
import { showInfo, showSuccess } from '../../lib/feedback';
import { useListQuery } from '../../lib/useListQuery';
import { allTagsQuery, deleteTag, tagKeys } from './queries';
import { TagDialog } from './TagDialog';
import { TAG_TYPES, cataloguesOf, type Tag, type TagType } from './tagRules';
import { TAG_TEXTS as T } from './texts';

export function TagsScreen() {
  const tags = useListQuery(allTagsQuery);
  const [type, setType] = useState<TagType>('unit_tag');
  const [chosen, setChosen] = useState<Partial<Record<TagType, string>>>({});
  const dialog = useDialogState<Tag>();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteTag,
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });

  const catalogues = cataloguesOf(tags.data ?? [], type);
  const catalog = catalogues.find((c) => c.catalog === chosen[type])?.catalog ?? catalogues[0]?.catalog;
  const shown = catalogues.find((c) => c.catalog === catalog)?.tags ?? [];
  const askRemove = (tag: Tag) =>
    confirmThen({ message: T.confirmRemove(tag.tag_name), danger: true, onConfirm: () => remove.mutate(tag.tag_id), onCancel: () => showInfo(T.cancelled) });

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageHeader title={T.title} />
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openAdd} disabled={!tags.data}>
          {T.add}
        </Button>
      </Group>
      <Tabs value={type} onChange={(v) => v && setType(v as TagType)}>
        <Tabs.List>
          {TAG_TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.types[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tags.error && !tags.data ? (
        <LoadFailure error={tags.error} onRetry={tags.retry} retrying={tags.isFetching} />
      ) : !tags.data ? (
        <Skeleton h={160} />
      ) : catalogues.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.empty}
        </Text>
      ) : (
        <Card withBorder padding={0}>
          <Tabs orientation="vertical" value={catalog ?? null} onChange={(v) => v && setChosen((c) => ({ ...c, [type]: v }))}>
            <Tabs.List aria-label={T.catalogues} miw={140}>
              {catalogues.map((c) => (
                <Tabs.Tab key={c.catalog} value={c.catalog}>
                  {c.catalog}（{c.tags.length}）
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={catalog ?? ''} p="md" aria-label={catalog}>
              {shown.length === 0 ? (
                <Text c="dimmed">{T.emptyCatalogue}</Text>
              ) : (
                <Group gap="sm" role="list" aria-label={`${T.types[type]} ${catalog ?? ''}`}>
                  {shown.map((tag) => (
                    <Pill
                      key={tag.tag_id}
                      role="listitem"
                      size="lg"
                      withRemoveButton
                      onRemove={() => askRemove(tag)}
                      // Mantine hides the × from the keyboard and screen readers; here it is the way to delete, so it is a real button.
                      removeButtonProps={{ 'aria-label': T.remove(tag.tag_name), 'aria-hidden': false, tabIndex: 0 }}
                      styles={{ label: { cursor: 'pointer' } }}
                    >
                      <Text component="button" type="button" size="sm" bd={0} bg="transparent" c="inherit" p={0} style={{ cursor: 'pointer' }} aria-label={T.edit(tag.tag_name)} onClick={() => dialog.openEdit(tag)}>
                        {tag.tag_name}
                      </Text>
                    </Pill>
                  ))}
                </Group>
              )}
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
      {dialog.opened && <TagDialog mode={dialog.mode} record={dialog.record} type={type} catalog={catalog ?? ''} onClose={dialog.close} />}
    </Stack>
  );
}
