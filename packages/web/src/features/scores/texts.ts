// Texts of 成绩管理 (issue 33): scoreManage 客观题计算与查看.
export const SCORE_TEXTS = {
  manage: {
    title: '客观题计算与查看',
    keyword: '姓名/学号/考号',
    search: '查询',
    export: '导出成绩',
    exportFailed: '导出成绩失败',
    fileName: (exam: string, subject: string) => `${exam}${subject}成绩.xlsx`,
    table: '学生成绩',
    full: (full: number, objective: number) => `满分 ${full} 分（客观题 ${objective} 分，主观题 ${Math.round((full - objective) * 100) / 100} 分）`,
    columns: {
      school: '学校',
      class: '班级',
      name: '姓名',
      number: '学号',
      examNumber: '考号',
      state: '状态',
      objective: '客观题',
      subjective: '主观题',
      total: '总分',
    },
    states: { absent: '缺考', unmarked: '未阅完', marked: '已阅' } as Record<string, string>,
  },
} as const;
