import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, removeDraft, withoutSecrets, writeDraft } from './drafts';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept apart by user, screen, exam and subject', () => {
    const keys = [
      draftKey(7, { screen: 'objective-answers', examId: 3001, subjectId: 2 }),
      draftKey(8, { screen: 'objective-answers', examId: 3001, subjectId: 2 }),
      draftKey(7, { screen: 'objective-answers', examId: 3001, subjectId: 1 }),
      draftKey(7, { screen: 'objective-answers', examId: 3002, subjectId: 2 }),
      draftKey(7, { screen: 'designer', examId: 3001, subjectId: 2 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never keep a password, at any depth', () => {
    const key = draftKey(7, { screen: 'test' });
    writeDraft(key, { name: '王老师', password: 'Lj@2026pass', nested: [{ newPass1: 'x', up_pwd: 'y', score: 5 }] });
    const stored = localStorage.getItem(key) ?? '';
    expect(stored).not.toContain('Lj@2026pass');
    expect(readDraft(key)?.value).toEqual({ name: '王老师', nested: [{ score: 5 }] });
    expect(withoutSecrets({ token: 'abc', a: 1 })).toEqual({ a: 1 });
  });

  it('are read back with when they were written, and forgotten when old or unreadable', () => {
    const key = draftKey(7, { screen: 'test', examId: 1 });
    writeDraft(key, { a: 1 }, 1_000);
    expect(readDraft(key, 2_000)).toEqual({ savedAt: 1_000, value: { a: 1 } });
    expect(readDraft(key, 1_000 + DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeUndefined();
    writeDraft(key, { a: 2 });
    removeDraft(key);
    expect(readDraft(key)).toBeUndefined();
  });
});
