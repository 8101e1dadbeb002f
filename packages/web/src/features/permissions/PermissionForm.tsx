// The permission form (spec 3 §2.7, §4.7, §5): disabled until a node is chosen or an add is pressed; choosing type 2
// (directory) clears the address (a directory has none); every field's rule with the spec's messages. A failed save
// keeps everything typed; unsaved edits are asked about before leaving.
import { Button, Card, Fieldset, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { showSuccess } from '../../lib/feedback';
import { useUnsavedEdits } from '../../lib/unsavedEdits';
import { LINK_MAX, NAME_MAX, flatten, formValues, permissionFormSchema, saveBody, subtreeIds, type PermissionFormValues, type PermissionNode } from './permissionRules';
import { savePermission } from './queries';
import { PERMISSION_TEXTS as T } from './texts';

export type Editing = { kind: 'none' } | { kind: 'edit'; node: PermissionNode } | { kind: 'add'; parent: PermissionNode | undefined; nextSort: number };

const TYPE_OPTIONS = [1, 2, 3].map((t) => ({ value: String(t), label: T.types[t] ?? String(t) }));
const SCOPE_OPTIONS = ['none', '1', '2', '3', '4'].map((s) => ({ value: s, label: T.scopes[s] ?? s }));

export function PermissionForm({ tree, editing, onSaved }: { tree: PermissionNode[]; editing: Editing; onSaved: (body: Schemas['SavePermissionRequest']) => void }) {
  const node = editing.kind === 'edit' ? editing.node : undefined;
  const form = useForm<PermissionFormValues>({
    initialValues: formValues(node, editing.kind === 'add' ? (editing.parent?.permission_id ?? 0) : 0, editing.kind === 'add' ? editing.nextSort : 1),
    validate: schemaResolver(permissionFormSchema, { sync: true }),
  });
  const dirty = editing.kind !== 'none' && form.isDirty();
  useUnsavedEdits(dirty, () => form.reset());
  const save = useMutation({
    mutationFn: savePermission,
    onSuccess: (text, body) => {
      showSuccess(text || '保存成功');
      form.resetDirty();
      onSaved(body);
    },
  });

  // A node cannot go under itself, its own descendants or a function.
  const excluded = new Set(node ? subtreeIds(node) : []);
  const parents = [
    { value: '0', label: T.rootOption },
    ...flatten(tree)
      .filter(({ node: n }) => !excluded.has(n.permission_id) && n.permission_type !== 1)
      .map(({ node: n, depth }) => ({ value: String(n.permission_id), label: `${'　'.repeat(depth)}${n.permission_name}` })),
  ];
  const directory = form.values.type === '2';
  const heading = editing.kind === 'edit' ? T.editing(editing.node.permission_name) : editing.kind === 'add' ? T.adding(editing.parent?.permission_name ?? T.root) : T.form;

  return (
    <Card withBorder padding="md" component="section" aria-label={T.form}>
      <Stack gap="sm">
        <Title order={5}>{heading}</Title>
        {editing.kind === 'none' && (
          <Text size="sm" c="dimmed">
            {T.formIdle}
          </Text>
        )}
        <form onSubmit={form.onSubmit((values) => save.mutate(saveBody(values, node?.permission_id ?? null)))} noValidate>
          <Fieldset disabled={editing.kind === 'none'} variant="unstyled">
            <Stack gap="sm">
              <TextInput label={T.name} withAsterisk maxLength={NAME_MAX + 1} {...form.getInputProps('name')} />
              <Select
                label={T.type}
                withAsterisk
                data={TYPE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('type')}
                onChange={(v) => {
                  form.setFieldValue('type', v);
                  if (v === '2') {
                    form.setFieldValue('link', '');
                    form.clearFieldError('link');
                  }
                }}
              />
              <TextInput
                label={T.link}
                withAsterisk={!directory}
                disabled={directory}
                maxLength={LINK_MAX + 1}
                description={directory ? T.linkDirectory : undefined}
                placeholder="/sys/permission"
                {...form.getInputProps('link')}
              />
              <TextInput label={T.sort} withAsterisk inputMode="numeric" {...form.getInputProps('sort')} />
              <Select label={T.parent} data={parents} allowDeselect={false} searchable {...form.getInputProps('parent')} />
              <Select label={T.scope} data={SCOPE_OPTIONS} allowDeselect={false} {...form.getInputProps('scope')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => form.reset()}>
                  {T.reset}
                </Button>
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                  {T.save}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      </Stack>
    </Card>
  );
}
