// Records of the exam permission domain (spec 2 §2.7, §3 "Exam permission", "User permission"): the marking
// permissions each user holds in an exam (by permission, subjects, question groups and rounds), the exam
// administrators (with the exam's creator, who cannot be removed) and the subject researchers of each exam.
// Users, exams, subjects and question groups are the store's own records (accounts, exams, examConfig).
// Linked to the store as StoreData.examPermission (seeded in seed/exam-permission.ts).
import type { components } from '@exam/sdk';

type S = components['schemas'];

/** One permission a user holds in an exam: the granted subjects, question groups and rounds of its data scope. */
export interface GrantRecord {
  permission_id: number;
  subject_ids: number[];
  question_ids: number[];
  question_turn: S['PermissionQuestionTurn'][];
}

export interface ExamPermissionData {
  /** Permissions per `${exam_id}:${user_id}`, in the order saved. */
  grants: Map<string, GrantRecord[]>;
  /** Exam administrators per exam, in the order added. */
  managers: Map<number, number[]>;
  /** The user who created each exam (an administrator who cannot be removed). */
  creators: Map<number, number>;
  /** Subject researchers per exam, in the order added. */
  researchers: Map<number, { user_id: number; subject_id: number }[]>;
}

export const grantKey = (examId: number, userId: number) => `${examId}:${userId}`;
