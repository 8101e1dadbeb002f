// Every text of the marking-day pages (issue 32: 阅卷进度, 缓冲卷管理), in one table.
export const MONITOR_TEXTS = {
  progress: {
    title: '阅卷进度',
    summary: '科目进度',
    papers: '试卷',
    finished: '已完成',
    percent: '完成率',
    updatedAt: (time: string) => `数据时间 ${time}（每 3 秒自动刷新）`,
    subjectLine: (finished: number, papers: number, percent: number) => `已完成 ${finished} / ${papers} 份（${percent}%）`,
    chart: '各题组轮次进度图',
    chartLabel: (lines: string) => `各题组轮次进度：${lines}`,
    table: '各题组轮次进度',
    marked: '已阅',
    remaining: '未阅',
    columns: { group: '题组', mode: '评卷模式', round: '轮次', papers: '应阅', marked: '已阅', remaining: '未阅', percent: '完成率', recent: '近10分钟', eta: '预计完成' },
    noGroups: '该科目没有主观题题组',
    etaDone: '已完成',
    etaUnknown: '—',
    eta: (seconds: number) => {
      const minutes = Math.max(1, Math.round(seconds / 60));
      return minutes < 60 ? `约${minutes}分钟` : `约${Math.floor(minutes / 60)}小时${minutes % 60}分钟`;
    },
    groupDone: (name: string, finished: number, percent: number) => `${name}：已出分 ${finished} 份（${percent}%）`,
  },
  buffer: {
    title: '缓冲卷管理',
    table: '缓冲卷',
    columns: { teacher: '教师', unit: '学校', group: '题组', round: '轮次', since: '取卷时间', left: '剩余时间', kind: '类型', action: '操作' },
    selfReview: '自评卷',
    normal: '正常卷',
    release: '回收',
    releaseAll: '全部回收',
    releaseOne: (teacher: string, group: string, round: string) => `回收${teacher}的${group}${round}缓冲卷`,
    askOne: (teacher: string, group: string, round: string) => `确定回收${teacher}正在评阅的${group}${round}试卷吗？回收后试卷回到待阅，由下一位取卷的教师评阅。`,
    askAll: (count: number) => `确定回收全部 ${count} 份缓冲卷吗？回收后试卷回到待阅。`,
    released: (count: number) => `已回收 ${count} 份`,
    empty: '当前没有缓冲卷',
    left: (seconds: number) => `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`,
    count: (n: number) => `共 ${n} 份缓冲卷（每 5 秒自动刷新）`,
  },
} as const;
