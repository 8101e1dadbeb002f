// The shared application state the spec lists (the selected exam and subject and the marking view settings),
// persisted in the browser and restored on load. The theme is kept by Mantine under its own key.
import { atomWithStorage } from 'jotai/utils';

export interface MarkingViewConfig {
  zoom: number;
  scrollTop: number;
  scrollLeft: number;
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

export const appStateAtom = atomWithStorage<AppState>(APP_STATE_KEY, {}, undefined, { getOnInit: true });
