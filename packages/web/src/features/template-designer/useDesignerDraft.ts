// The designer's draft (lib/drafts.ts, model/designerDraft.ts) without a write per keystroke (issue 28, speed): with
// 2,000 areas the stored draft is about a megabyte, and writing it on every edit took a keystroke's whole budget. The
// draft follows the drawing once edits pause (DRAFT_PAUSE_MS), and is written at once when the screen goes away
// (登录失效 sends the user to sign in; another page) or the tab is hidden or closed — unless the user chose to leave
// without it (the draft is then discarded, as before).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { draftKey, useDraft, writeDraft, type Draft } from '../../lib/drafts';
import { sessionQuery } from '../../lib/session';
import { draftOf, parseDesignerDraft, type DesignerDraft } from './model/designerDraft';
import type { DesignerDoc } from './model/types';

export const DRAFT_PAUSE_MS = 400;

/** `current` answers the document as the store holds it now (a write on the way out may come before a render). */
export function useDesignerDraft(examId: number, subjectId: number, doc: DesignerDoc, dirty: boolean, current: () => { doc: DesignerDoc; dirty: boolean }): Draft<DesignerDraft> {
  const scope = { screen: 'template-designer', examId, subjectId };
  // The document as of the last pause in editing (the same object while edits go on).
  const [settled, setSettled] = useState(doc);
  useEffect(() => {
    if (!dirty || settled === doc) return;
    const timer = setTimeout(() => setSettled(doc), DRAFT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [doc, dirty, settled]);
  // Becoming clean (saved, undone) is passed on at once: the draft goes.
  const value = useMemoDraft(dirty ? settled : doc);
  const draft = useDraft({ scope, value, dirty, parse: parseDesignerDraft });

  // What a write on the way out needs, as of the last render.
  const userId = useQuery(sessionQuery).data?.user.user_id;
  const latest = useRef({ current, userId, offered: draft.offered !== undefined, discarded: false });
  useLayoutEffect(() => {
    Object.assign(latest.current, { current, userId, offered: draft.offered !== undefined });
  });
  useEffect(() => {
    const flush = () => {
      const l = latest.current;
      const now = l.current();
      if (!now.dirty || l.discarded || l.offered || l.userId === undefined) return;
      writeDraft(draftKey(l.userId, { screen: 'template-designer', examId, subjectId }), draftOf(now.doc));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [examId, subjectId]);

  return {
    ...draft,
    discard: () => {
      latest.current.discarded = true;
      draft.discard();
    },
  };
}

/** The draft of a document, one object per document (useDraft writes when its value changes). */
function useMemoDraft(doc: DesignerDoc): DesignerDraft {
  const [memo, setMemo] = useState(() => ({ doc, value: draftOf(doc) }));
  if (memo.doc !== doc) {
    const next = { doc, value: draftOf(doc) };
    setMemo(next);
    return next.value;
  }
  return memo.value;
}
