// The example world a walk needs (openapi/EXAMPLES.md): the records the examples name, each found through a read
// operation of the contract. `--seed-check` reads them after sign-in and, before the walk, lists what the target lacks.
import { isObject, type Json } from './openapi.ts';

export interface SeedRead {
  /** The read operation (operationId) whose answer lists the records. */
  operation: string;
  /** Fields put over the operation's example body (a page large enough to hold them all). */
  body?: Json;
  /** The records, each found when some object of the answer has all these fields with these values. */
  records: { what: string; match: Json }[];
}

export const SEED: readonly SeedRead[] = [
  {
    operation: 'loadtreeallunit',
    records: [
      { what: '单位 101 临江市第一中学', match: { unit_id: 101 } },
      { what: '单位 102 临江市实验中学', match: { unit_id: 102 } },
      { what: '单位 103 临江市第二中学', match: { unit_id: 103 } },
    ],
  },
  {
    operation: 'loadtagbytype',
    body: { type: 'subject' },
    records: [
      { what: '学科 1 语文', match: { tag_id: 1 } },
      { what: '学科 2 数学', match: { tag_id: 2 } },
      { what: '学科 3 英语', match: { tag_id: 3 } },
    ],
  },
  {
    operation: 'loadexam',
    body: { page: 1, pagesize: 100, examname: '', examstate: '', stime: '', etime: '' },
    records: [
      { what: '考试 3001 2026年秋季高一期中联考', match: { exam_id: 3001 } },
      { what: '考试 3002 2026年秋季高一第一次月考', match: { exam_id: 3002 } },
      { what: '考试 3003 2026年春季高二期末考试', match: { exam_id: 3003 } },
    ],
  },
  {
    operation: 'loadeduuser',
    body: { page: 1, pagesize: 100, unitid: 101, username: '', useraccount: '' },
    records: [
      { what: '用户 3105 wangfang 王芳 (101)', match: { user_id: 3105 } },
      { what: '用户 3106 chenjing 陈静 (101)', match: { user_id: 3106 } },
      { what: '用户 3108 sunli 孙丽 (101)', match: { user_id: 3108 } },
    ],
  },
  {
    operation: 'infoStudentLoadstu',
    body: { page: 1, pagesize: 100, unitid: 101, stuname: '', stunum: '', grade_id: 10, class_id: '' },
    records: [
      { what: '学生 20260101 李明 (高一(1)班)', match: { student_number: '20260101' } },
      { what: '学生 20260102 王小红 (高一(1)班)', match: { student_number: '20260102' } },
      { what: '学生 20260103 周杰 (高一(2)班)', match: { student_number: '20260103' } },
    ],
  },
];

/** Whether some object in the value (at any depth) has every field of match with its value (compared as text). */
export function holds(value: unknown, match: Json): boolean {
  if (Array.isArray(value)) return value.some((v) => holds(v, match));
  if (!isObject(value)) return false;
  if (Object.entries(match).every(([k, v]) => k in value && String(value[k]) === String(v))) return true;
  return Object.values(value).some((v) => holds(v, match));
}
