// What each route tells the shell: its title and breadcrumb level (spec 1 §2 "Breadcrumb"), and what an exam
// sub-page shows (its exam and, where it shows one, its subject), which the page's frame tells the breadcrumb.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page name shown in the breadcrumb. */
    title?: string;
    /** 2: a main page; 3: an exam or analysis page; 4: an analysis detail page. */
    level?: 2 | 3 | 4;
    /** Level 3/4 pages of score analysis say so; other level-3 pages belong to exam management. */
    module?: 'analysis';
  }
}

/** The exam and subject an exam sub-page shows. */
export interface ShownExam {
  exam_name?: string;
  /** Absent when the page is not about one subject (all subjects, or none). */
  subject_name?: string;
}

export const shownExamAtom = atom<ShownExam | undefined>(undefined);

/** Tells the breadcrumb what the page shows while the page is on screen. */
export function useShownExam(shown: ShownExam): void {
  const set = useSetAtom(shownExamAtom);
  const { exam_name, subject_name } = shown;
  useEffect(() => {
    set({ exam_name, subject_name });
    return () => set(undefined);
  }, [set, exam_name, subject_name]);
}
