// The exam permission records (exam-permission-store.ts), deterministic on rng.fork('exam-permission'): every seeded
// exam's creator (a bureau or school administrator of the creating unit: 张伟 for exam 3001) is its first
// administrator; exam 3001 also has 刘洋 as administrator and 王芳 as 数学 researcher (the contract's examples), and
// 王芳 holds 阅卷 (31, rounds of 解答题17/18) and 成绩核查 (241, 数学) in it, 黄磊 阅卷 of 解答题17's rounds 8 and 9. Other exams get a researcher of their
// schools and a few users with 阅卷进度 (791) on one subject.
import type { ExamPermissionData, GrantRecord } from '../exam-permission-store.ts';
import { grantKey } from '../exam-permission-store.ts';
import type { Rng } from '../lib/random.ts';
import type { AccountRecord, ExamRecord } from '../store.ts';

export function seedExamPermission(rng: Rng, world: { accounts: Map<number, AccountRecord>; exams: Map<number, ExamRecord> }): ExamPermissionData {
  const accounts = [...world.accounts.values()].sort((a, b) => a.user_id - b.user_id);
  const grants = new Map<string, GrantRecord[]>();
  const managers = new Map<number, number[]>();
  const creators = new Map<number, number>();
  const researchers = new Map<number, { user_id: number; subject_id: number }[]>();
  for (const exam of [...world.exams.values()].sort((a, b) => a.exam_id - b.exam_id)) {
    const creator = accounts.find((a) => a.roles.some((r) => r.unit_id === exam.unit_id && (r.user_type === '2' || r.user_type === '3')));
    const staff = accounts.filter((a) => a.state === '1' && a.roles.some((r) => exam.unit_ids.includes(r.unit_id) && r.user_type !== '9' && r.user_type !== '-1'));
    if (creator) creators.set(exam.exam_id, creator.user_id);
    const list = creator ? [creator.user_id] : [];
    if (exam.exam_id === 3001) {
      list.push(2104);
      researchers.set(3001, [{ user_id: 3105, subject_id: 2 }]);
      grants.set(grantKey(3001, 3105), [
        { permission_id: 31, subject_ids: [2], question_ids: [803, 804], question_turn: [{ question_id: 803, turn: [1, 8] }, { question_id: 804, turn: [1, 2] }] },
        { permission_id: 241, subject_ids: [2], question_ids: [], question_turn: [] },
      ]);
      // 黄磊 (102) decides 解答题17's papers: the final round of a score difference and the abnormal papers.
      grants.set(grantKey(3001, 3109), [{ permission_id: 31, subject_ids: [2], question_ids: [803], question_turn: [{ question_id: 803, turn: [8, 9] }] }]);
    } else {
      const researcherPool = staff.filter((a) => a.roles.some((r) => r.user_type === '7'));
      const subject = exam.subjects.length ? rng.pick(exam.subjects).subject_id : undefined;
      if (researcherPool.length && subject !== undefined) researchers.set(exam.exam_id, [{ user_id: rng.pick(researcherPool).user_id, subject_id: subject }]);
      if (subject !== undefined) {
        for (const a of rng.shuffle(staff).slice(0, rng.int(1, 3))) {
          grants.set(grantKey(exam.exam_id, a.user_id), [{ permission_id: 791, subject_ids: [subject], question_ids: [], question_turn: [] }]);
        }
      }
    }
    managers.set(exam.exam_id, [...new Set(list)]);
  }
  return { grants, managers, creators, researchers };
}
