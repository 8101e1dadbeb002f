// Every text of the template designer and the question-stem screen (spec 2 §2.1, §4, §5, §8), in one table per
// part so wording is one edit. Texts the spec gives in English are shown in Chinese.

/** The screen, the canvas and its rules (model/, canvas/, TemplateDesignerScreen). */
export const DESIGNER_TEXTS = {
  title: '科目试卷模板配置',
} as const;

/** The paper config tab, the group and sub-question drawers and the sub-subject dialog (forms/). */
export const FORM_TEXTS = {} as const;

/** The batch-add dialog of objective sub-questions (batch/). */
export const BATCH_TEXTS = {
  title: '批量添加客观题小题',
  open: '批量添加小题',
  // Toolbar (spec 2 §2.1).
  recognise: '重新识别',
  manualOption: '手动设置选项',
  removeColumn: '删除列',
  removeRow: '删除行',
  removeItem: '删除单个选项',
  firstColumn: '手动设置首列',
  firstRow: '手动设置首行',
  optionHeight: '选项高度',
  optionWidth: '选项宽度',
  reset: '重置行列',
  setFirst: '设置首选项',
  setMulti: '设置多选',
  direction: '排列方向',
  horizontal: '横向',
  vertical: '纵向',
  startNumber: '起始题号',
  minblank: '识别容差宽度',
  depth: '颜色深度',
  generate: '生成小题号',
  save: '保存',
  close: '关闭',
  zoomIn: '放大',
  zoomOut: '缩小',
  canvasLabel: '题组区域与识别出的选项',
  // What a click on the canvas does in each mode.
  modeHint: {
    none: '选择一个工具后点击画布上的选项',
    manualOption: '点击区域内的位置添加选项',
    removeColumn: '点击选项删除其所在列',
    removeRow: '点击选项删除其所在行',
    removeItem: '点击选项将其删除',
    firstColumn: '点击选项将其所在列设为首选项',
    firstRow: '点击选项将其所在行设为首选项',
    setFirst: '点击选项设为或取消首选项',
    setMulti: '点击首选项设为或取消多选',
  },
  // Rules (spec 2 §5) and progress.
  needArea: '请先为题组设置区域',
  needName: '请先填写题组名称',
  needSaved: '请先保存题组',
  needObjective: '只有客观题题组可以批量添加小题',
  needDirection: '请选择排列方向',
  needStartNumber: '请输入起始题号（不小于1）',
  needFirst: '请先设置首选项',
  multiOnFirstOnly: '只能在首选项上设置多选',
  needNumbers: '请先生成小题号',
  recognising: '正在识别选项…',
  loadingImages: '正在加载区域图片…',
  recognised: (n: number) => `识别到 ${n} 个选项`,
  noneFound: '未识别到选项：可调整识别容差宽度或颜色深度后重新识别，或手动设置选项',
  counts: (boxes: number, firsts: number) => `选项 ${boxes} 个，首选项 ${firsts} 个`,
  generated: (n: number, from: number, to: number) => `已生成 ${n} 个小题号（${from}–${to}）`,
  saved: '小题已批量添加',
  multiMark: '多选',
} as const;

/** The question-stem screen exam/question-info-paper (stems/). */
export const STEM_TEXTS = {} as const;
