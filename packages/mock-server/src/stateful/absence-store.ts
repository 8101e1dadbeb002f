// Records of the absence check (exam/absentstudentmge, absent-student/*): an administrator's confirmation that a
// participant of an exam subject was absent or not, kept per exam, subject and exam number with the reason it was
// made for. Who is on the absence list is not stored: it follows the scanning records (scanning-store.ts), so a
// sheet scanned later or rescanned changes the list, and a confirmation made for another reason no longer applies.
import type { components } from '@exam/sdk';

type S = components['schemas'];

export interface AbsenceConfirmation {
  exam_id: number;
  subject_id: number;
  /** The exam number confirmed (the key), and whose it was: a number given to someone else does not carry it. */
  student_id: string;
  student_number: string;
  /** What the list said when it was confirmed. */
  reason: S['AbsentReason'];
  absent: boolean;
  user_name: string;
  time: string;
}

export interface AbsenceData {
  /** By scanKey(exam, subject, exam number). */
  confirmations: Map<string, AbsenceConfirmation>;
}
