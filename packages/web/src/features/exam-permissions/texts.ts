// The notes of the marking permission tree (spec 2 §2.7, §4 round options), in one table.
export const TREE_NOTES = {
  noGroups: '暂无题组',
  noSubjects: '本次考试没有科目',
  /** An objective group is scored by the system from the recognised marks: no round to grant. */
  objective: '客观题由系统自动评分，无需分配阅卷',
} as const;
