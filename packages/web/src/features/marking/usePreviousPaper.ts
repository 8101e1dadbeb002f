// PageUp on the desk: 回评 of the paper marked before the one on screen (the last one marked, while marking; the one
// before, while a marked paper is open), from the first page of the teacher's marked papers (the latest first).
import { useQueryClient } from '@tanstack/react-query';
import { showInfo } from '../../lib/feedback';
import { markedQuery, type TaskRef } from './queries';
import { MARKING_TEXTS as T } from './texts';

export function usePreviousPaper(task: TaskRef, reviewing: number | undefined, open: (paperId: string, number: number) => Promise<void>, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return async () => {
    try {
      const rows = (await queryClient.fetchQuery(markedQuery(task, 1))).datalist;
      const row = rows[reviewing === undefined ? 0 : rows.findIndex((r) => r.number === reviewing) + 1];
      if (!row || (reviewing !== undefined && row.number >= reviewing)) return showInfo(T.noPrevious);
      await open(row.paper_id, row.number);
    } catch (error) {
      onError(error);
    }
  };
}
