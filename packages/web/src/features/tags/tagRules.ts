// The tags' rules (spec 3 §3 "Tag", §5 "System management"): grouping by type and catalogue for the tabs, and the
// dialog's checks (name required, at most 20; catalogue required, at most 10).
import { z } from 'zod';
import type { Schemas } from '@exam/sdk';

export type Tag = Schemas['ManagedTag'];
export type TagType = Schemas['SaveTagRequest']['type'];

export const TAG_TYPES: readonly TagType[] = ['unit_tag', 'student_tag', 'subject'];
export const NAME_MAX = 20;
export const CATALOG_MAX = 10;

/** The catalogues of one type, in the order their first tag comes, each with its tags. */
export function cataloguesOf(tags: readonly Tag[], type: TagType): { catalog: string; tags: Tag[] }[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    if (tag.tag_type !== type) continue;
    const list = groups.get(tag.tag_catalog) ?? [];
    list.push(tag);
    groups.set(tag.tag_catalog, list);
  }
  return [...groups].map(([catalog, list]) => ({ catalog, tags: list }));
}

export const tagFormSchema = (texts: { nameRequired: string; nameTooLong: string; catalogRequired: string; catalogTooLong: string }) =>
  z.object({
    name: z.string().trim().min(1, texts.nameRequired).max(NAME_MAX, texts.nameTooLong),
    catalog: z.string().trim().min(1, texts.catalogRequired).max(CATALOG_MAX, texts.catalogTooLong),
  });

export interface TagFormValues {
  name: string;
  catalog: string;
}
