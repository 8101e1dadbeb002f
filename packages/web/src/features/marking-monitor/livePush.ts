// 阅卷进度 live (issue 32): the backend tells the page on the push channel when a marking changed the subject's figures
// (the x-inferred markingProgress message), and the page asks for them again at once. While the channel is open the
// page polls only now and then (a message lost in transit is caught up); without it, every few seconds as before.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onChannelLost, onProgress, openProgressChannel } from '../../lib/push';
import { sessionQuery } from '../../lib/session';
import { monitorKeys } from './queries';

/** The push message's name for a marking change (openapi/push.asyncapi.yaml). */
export const MARKING_PROGRESS_MESSAGE = 'markingProgress';
/** How often the page asks while the push channel is open, and while it is not. */
export const LIVE_POLL_MS = 30_000;
export const POLL_MS = 3000;

/** Listens for the subject's marking changes; returns how often the page should still poll. */
export function useMarkingPush(examId: number, subjectId: number): number {
  const token = useQuery(sessionQuery).data?.token;
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    const stopMessages = onProgress(token, (message) => {
      if (message.name !== MARKING_PROGRESS_MESSAGE || message.exam_id !== examId || message.subject_id !== subjectId) return;
      void queryClient.invalidateQueries({ queryKey: monitorKeys.progress(examId, subjectId) });
    });
    const stopLost = onChannelLost(token, () => setLive(false));
    void openProgressChannel(token).then((open) => {
      if (!active) return;
      setLive(open);
      // Anything submitted while the channel was opening is asked for now.
      if (open) void queryClient.invalidateQueries({ queryKey: monitorKeys.progress(examId, subjectId) });
    });
    return () => {
      active = false;
      stopMessages();
      stopLost();
    };
  }, [token, examId, subjectId, queryClient]);
  return live ? LIVE_POLL_MS : POLL_MS;
}
