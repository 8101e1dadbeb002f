// Records of room arrangement (examroomdesign/*): exam areas of a school, the subjects' exam times and the design
// records (arrangements), with the scores of earlier exams that order students by score (no marking store holds
// marks yet) and the exam each session last opened the arrangement of (saveexamtime's body names no exam). The rooms
// of an area are the exam rooms of scanning-store.ts (RoomRecord with area_id set): one room list for examroom/*, the
// scanner and the arrangement. A design seats students in area rooms; setting it as scan data seats the exam's
// participants in the exam rooms of the same name (scanning's room data).
import type { components } from '@exam/sdk';

type S = components['schemas'];

export interface AreaRecord {
  area_id: number;
  area_name: string;
  unit_id: number;
}

/** One student's seat for one subject in a design (room_id: an area room). */
export interface DesignSeat {
  student_number: string;
  subject_id: number;
  room_id: number;
  seat_num: number;
}

export interface DesignRecord {
  design_id: number;
  exam_id: number;
  last_edit_time: string;
  mode: S['RoomDesignMode'];
  order: S['RoomDesignOrder'];
  subjects: number[];
  /** The grade-unit groups, as `${grade_id}_${unit_id}`. */
  groups: string[];
  is_scan_data: 0 | 1;
  seats: DesignSeat[];
}

export interface RoomDesignData {
  areas: Map<number, AreaRecord>;
  designs: Map<number, DesignRecord>;
  /** Exam times by `${exam_id}|${subject_id}`: [start, end]. */
  examTimes: Map<string, [string, string]>;
  /** Scores of earlier exams by `${exam_id}|${subject_id}|${student_number}` (arrange's score order). */
  scores: Map<string, number>;
  /** The exam of each session's last getexaminfo/getexamtime, by session token (saveexamtime without exam_id). */
  sessionExam: Map<string, number>;
  /** Each exam's numbering rule (x-inferred ExamNumberRule; keep when absent). */
  numberRules: Map<number, S['ExamNumberRule']>;
}

export const scoreKey = (examId: number, subjectId: number, studentNumber: string) => `${examId}|${subjectId}|${studentNumber}`;
