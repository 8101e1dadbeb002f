// How a design record reads in the results list (spec 3 §3 "Design record"): the room mode and the order in Chinese
// (records show the score order as student_score), and the arranged subjects by name.
import type { DesignRecord } from '../queries';
import { COMMON_TEXTS } from '../texts';

export const modeText = (mode: DesignRecord['arrangement_mode']): string => COMMON_TEXTS.modes[mode] ?? mode;

export const orderText = (order: DesignRecord['arrangement_order']): string => COMMON_TEXTS.orders[order] ?? order;

/** The subjects' names, in the record's order; an id the exam no longer has shows as the id. */
export const subjectsText = (ids: readonly number[] | undefined, names: ReadonlyMap<number, string>): string =>
  (ids ?? []).map((id) => names.get(id) ?? String(id)).join('、');
