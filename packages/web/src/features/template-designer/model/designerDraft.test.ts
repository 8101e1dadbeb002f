// The designer's draft: what is kept survives a trip through storage (JSON) unchanged, images excluded, and what this
// screen did not write is refused (then lib/drafts drops it).
import { describe, expect, it } from 'vitest';
import { draftOf, parseDesignerDraft } from './designerDraft';
import { DesignerStore, anyDirty } from './designerStore';
import { doc, paper, subjective } from './fixtures.test-data';

describe('the designer draft', () => {
  it('keeps the paper config and the groups, not the images, and reads them back as written', () => {
    const draft = draftOf(doc);
    expect(draft).not.toHaveProperty('pages');
    expect(parseDesignerDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('refuses what it did not write', () => {
    expect(parseDesignerDraft({ paper, groups: 'none' })).toBeUndefined();
    expect(parseDesignerDraft({ groups: [] })).toBeUndefined();
    expect(parseDesignerDraft({ paper, groups: [{ ...subjective, type: 3 }] })).toBeUndefined();
    expect(parseDesignerDraft(null)).toBeUndefined();
  });

  it('restored, it is the document again, unsaved and undoable as one step', () => {
    const edited = { ...doc, paper: { ...paper, areas: { ...paper.areas, mask: [...paper.areas.mask, { x: 200, y: 200, w: 200, h: 60, p: 0 }] } } };
    const store = new DesignerStore(doc, 'paper');
    store.restoreDraft(parseDesignerDraft(JSON.parse(JSON.stringify(draftOf(edited)))) ?? draftOf(doc));
    expect(store.getSnapshot().doc.paper.areas.mask).toHaveLength(2);
    expect(anyDirty(store.getSnapshot())).toBe(true);
    store.undo();
    expect(anyDirty(store.getSnapshot())).toBe(false);
  });
});
