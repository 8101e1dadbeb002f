// The shared application state the spec lists (the selected exam and subject and the marking view settings),
// persisted in the browser and restored on load. The theme is kept by Mantine under its own key.
//
// Each tab keeps its own choice (issue 26: opening 英语 in a second tab switched the first tab's scanner view from
// 数学): a tab reads its own copy (sessionStorage, kept across its reloads) and, when it has none yet, the last choice
// made in any tab (localStorage, so a new tab opens where the user last was); a choice is written to both. Other
// tabs' choices are not followed while a tab is open (no 'storage' event subscription).
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export interface MarkingViewConfig {
  zoom: number;
  scrollTop: number;
  scrollLeft: number;
  /** The paper turned clockwise by quarter turns. */
  rotation?: 0 | 90 | 180 | 270;
  /** Raised contrast (faint scans). */
  contrast?: boolean;
}

export interface AppState {
  exam_id?: number;
  exam_name?: string;
  exam_type?: string;
  subject_id?: number;
  subject_name?: string;
  exam_subject_ids?: number[];
  exam_subjects_name?: string[];
  exam_unit_id?: number;
  exam_unit_name?: string;
  exam_grades?: string[];
  question_id?: number;
  exam_all_unit_ids?: number[];
  exam_all_unit_names?: string[];
  /** Per question id. */
  markingConfig?: Record<string, MarkingViewConfig>;
}

export const APP_STATE_KEY = 'exam-app-state';

/** This tab's copy first, else the last choice of any tab; written to both; never following other tabs. */
export const perTabStorage = {
  getItem(key: string): string | null {
    try {
      return sessionStorage.getItem(key) ?? localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
      localStorage.setItem(key, value);
    } catch {
      // Storage full or unavailable: the choice lives in memory for this page.
    }
  },
  removeItem(key: string): void {
    try {
      sessionStorage.removeItem(key);
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const appStateAtom = atomWithStorage<AppState>(
  APP_STATE_KEY,
  {},
  createJSONStorage<AppState>(() => perTabStorage),
  { getOnInit: true },
);
