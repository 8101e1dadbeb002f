// The exam time rules (spec 3 §5 "Exam rooms"): both times are required ('请选择考试时间') and the start must be
// before the end ('开始时间必须早于结束时间'). Times are 'YYYY-MM-DD HH:mm[:ss]' text (the pickers' and the contract's
// format), compared as such once seconds are added.
import { TIME_TEXTS } from '../texts';

export interface TimeErrors {
  start?: string;
  end?: string;
}

/** 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD HH:mm:ss' as one comparable text. */
export const withSeconds = (time: string): string => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

/** The errors of a subject's times, per field; empty when they can be saved. */
export function checkExamTimes(start: string | null, end: string | null): TimeErrors {
  const errors: TimeErrors = {};
  if (!start) errors.start = TIME_TEXTS.required;
  if (!end) errors.end = TIME_TEXTS.required;
  if (start && end && withSeconds(start) >= withSeconds(end)) errors.end = TIME_TEXTS.startBeforeEnd;
  return errors;
}
