// The add / edit tag dialog (spec 3 §5): name required, at most 20; catalogue required, at most 10, and fixed when
// editing. A new tag starts in the catalogue shown, and may name a new one. A failed save keeps the dialog.
import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog, type DialogMode } from '../../components/FormDialog';
import { saveTag, tagKeys } from './queries';
import { CATALOG_MAX, NAME_MAX, tagFormSchema, type Tag, type TagFormValues, type TagType } from './tagRules';
import { TAG_TEXTS as T } from './texts';

const schema = tagFormSchema(T);

export function TagDialog({ mode, record, type, catalog, onClose }: { mode: DialogMode; record: Tag | undefined; type: TagType; catalog: string; onClose: () => void }) {
  const form = useForm<TagFormValues>({
    initialValues: { name: record?.tag_name ?? '', catalog: record?.tag_catalog ?? catalog },
    validate: schemaResolver(schema, { sync: true }),
  });
  const save = useSaveDialog({
    save: (v: TagFormValues) => saveTag({ tid: record?.tag_id ?? null, type, name: v.name.trim(), catalog: record?.tag_catalog ?? v.catalog.trim() }),
    invalidate: tagKeys.all,
    onSaved: onClose,
  });
  return (
    <FormDialog opened mode={mode} entity={T.entity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending}>
      <TextInput label={T.name} withAsterisk data-autofocus {...form.getInputProps('name')} description={`${form.values.name.trim().length}/${NAME_MAX}`} />
      <TextInput
        label={T.catalog}
        withAsterisk
        disabled={mode === 'edit'}
        description={mode === 'edit' ? T.catalogLocked : `${form.values.catalog.trim().length}/${CATALOG_MAX}`}
        {...form.getInputProps('catalog')}
      />
    </FormDialog>
  );
}
