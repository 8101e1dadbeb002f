// The designer's draft (lib/drafts.ts): the unsaved paper config and question groups, kept in the browser while
// anything is unsaved, so that 登录失效 (the global rule sends the user to sign in), a reload or a closed tab does not
// cost the drawing. Offered back the next time the same user opens the same exam and subject. The template images
// are not part of it: they are saved the moment they are uploaded.
import { z } from 'zod';
import type { DesignerDoc, GroupDraft, PaperDraft } from './types';

export interface DesignerDraft {
  paper: PaperDraft;
  groups: GroupDraft[];
}

const area = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number(), p: z.number() });
const point = z.object({ x: z.number(), y: z.number(), p: z.number() });
/** Settings and contents are the contract's shapes, read back as they were written by this screen. */
const fields = z.record(z.string(), z.unknown());

const storedDraft = z.object({
  paper: z.object({
    settings: fields.and(z.object({ name: z.string() })),
    areas: z.record(z.string(), z.array(area.extend({ option: z.string().optional() }))),
  }),
  groups: z.array(
    z.object({
      key: z.string(),
      questionId: z.number().optional(),
      name: z.string(),
      type: z.union([z.literal(1), z.literal(2)]),
      areas: z.array(area),
      chooseAreas: z.array(area),
      content: fields,
      subs: z.array(
        z.object({
          key: z.string(),
          subId: z.number().optional(),
          num: z.number(),
          name: z.string(),
          areas: z.array(area),
          points: z.array(point),
          content: fields,
        }),
      ),
    }),
  ),
});

/** What is kept of the document: everything but the template images. */
export const draftOf = (doc: DesignerDoc): DesignerDraft => ({ paper: doc.paper, groups: doc.groups });

/** A stored draft read back, or undefined when it is not one this screen wrote (then it is dropped). */
export function parseDesignerDraft(stored: unknown): DesignerDraft | undefined {
  const parsed = storedDraft.safeParse(stored);
  // The schema checks the shape this screen writes; the settings and contents are its own contract-typed objects.
  return parsed.success ? (parsed.data as unknown as DesignerDraft) : undefined;
}
