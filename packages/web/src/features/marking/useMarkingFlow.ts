// The flow of papers through the marking canvas: the first paper of a task, the next one asked for (and its images
// loaded) while the teacher marks the current one, so a submit shows it at once; 回评 opens a marked paper and comes
// back to the one being marked. Papers are handed out by the server and held for this teacher; asking again after a
// reload gives the held one back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Schemas } from '@exam/sdk';
import { loadImage } from '../../lib/images';
import { fetchMarkedPaper, fetchNextPaper, type TaskRef } from './queries';

export interface ShownPaper {
  paper: Schemas['MarkingPaper'];
  /** Set while a marked paper is open for 回评: its number in the teacher's order. */
  review?: number;
}

export type FlowState =
  | { status: 'loading' }
  | { status: 'paper'; shown: ShownPaper }
  | { status: 'empty'; remaining: number }
  | { status: 'error'; error: unknown };

const preload = (paper: Schemas['MarkingPaper'] | null) => {
  if (paper) for (const piece of paper.images) void loadImage(piece.url).catch(() => undefined);
};

export function useMarkingFlow({ exam_id, subject_id, question_id, turn }: TaskRef) {
  const ref = useMemo(() => ({ exam_id, subject_id, question_id, turn }), [exam_id, subject_id, question_id, turn]);
  const [state, setState] = useState<FlowState>({ status: 'loading' });
  const ahead = useRef<Promise<Schemas['NextPaper'] | undefined> | undefined>(undefined);
  const stash = useRef<ShownPaper | undefined>(undefined);

  const show = useCallback(
    (next: Schemas['NextPaper']) => {
      if (!next.paper) {
        setState({ status: 'empty', remaining: next.remaining });
        return;
      }
      setState({ status: 'paper', shown: { paper: next.paper } });
      const current = next.paper.paper_id;
      ahead.current = fetchNextPaper(ref, [current]).then(
        (n) => {
          preload(n.paper);
          return n;
        },
        () => undefined,
      );
    },
    [ref],
  );

  const fetchFirst = useCallback(() => {
    ahead.current = undefined;
    fetchNextPaper(ref, []).then(show, (error: unknown) => setState({ status: 'error', error }));
  }, [ref, show]);

  const start = useCallback(() => {
    setState({ status: 'loading' });
    fetchFirst();
  }, [fetchFirst]);

  // The screen is keyed by its task: one flow per task, started once.
  useEffect(fetchFirst, [fetchFirst]);

  /** The current paper was submitted or reported: the one asked for ahead comes on screen. */
  const advance = useCallback(async () => {
    const pending = ahead.current;
    ahead.current = undefined;
    const next = pending ? await pending : undefined;
    if (next?.paper) return show(next);
    try {
      show(await fetchNextPaper(ref, []));
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [ref, show]);

  /** Opens a marked paper for 回评; the paper being marked waits. */
  const openReview = useCallback(
    async (paperId: string, number: number) => {
      const paper = await fetchMarkedPaper({ paper_id: paperId, question_id: ref.question_id, turn: ref.turn });
      setState((s) => {
        if (s.status === 'paper' && s.shown.review === undefined) stash.current = s.shown;
        return { status: 'paper', shown: { paper, review: number } };
      });
    },
    [ref],
  );

  /** Leaves 回评: back to the paper being marked (or the next one). */
  const closeReview = useCallback(() => {
    const back = stash.current;
    stash.current = undefined;
    if (back) setState({ status: 'paper', shown: back });
    else start();
  }, [start]);

  return { state, advance, openReview, closeReview, retry: start };
}
