// PageUp on the desk: 回评 of the paper marked before the one on screen (the last one marked, while marking; the one
// before, while a marked paper is open). The teacher's marked papers are numbered from 1 (the first) and listed the
// latest first, REVIEW_PAGE_SIZE a page: the page that holds the number wanted is read, however far back it is.
import { useQueryClient } from '@tanstack/react-query';
import { showInfo } from '../../lib/feedback';
import { REVIEW_PAGE_SIZE, markedQuery, type TaskRef } from './queries';
import { MARKING_TEXTS as T } from './texts';

export function usePreviousPaper(task: TaskRef, reviewing: number | undefined, open: (paperId: string, number: number) => Promise<void>, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return async () => {
    try {
      const first = await queryClient.fetchQuery(markedQuery(task, 1));
      const wanted = reviewing === undefined ? first.totalrecords : reviewing - 1;
      if (wanted < 1) return showInfo(T.noPrevious);
      const page = Math.floor((first.totalrecords - wanted) / REVIEW_PAGE_SIZE) + 1;
      const rows = page === 1 ? first.datalist : (await queryClient.fetchQuery(markedQuery(task, page))).datalist;
      const row = rows.find((r) => r.number === wanted);
      if (!row) return showInfo(T.noPrevious);
      await open(row.paper_id, row.number);
    } catch (error) {
      onError(error);
    }
  };
}
