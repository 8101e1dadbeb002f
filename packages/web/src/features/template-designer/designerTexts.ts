// Every text of the template designer and the question-stem screen (spec 2 §2.1, §4, §5, §8), in one table per
// part so wording is one edit. Texts the spec gives in English are shown in Chinese.

/** The screen, the canvas and its rules (model/, canvas/, TemplateDesignerScreen). */
export const DESIGNER_TEXTS = {
  title: '科目试卷模板配置',
  // Area kinds, as the lists and the canvas labels name them.
  kinds: {
    mask: '信息遮挡区域',
    code: '条码识别区域',
    recognize: '科目识别区域',
    absent: '缺考标记区域',
    multiChoice: '选做题标记区域',
    orm: 'ORM区域',
    group: '题组区域',
    choose: '选做标记位置',
    sub: '小题区域',
  },
  shortKinds: { mask: '遮挡', code: '条码', recognize: '科目', absent: '缺考', multiChoice: '选做', orm: 'ORM' },
  // Canvas rules (spec 2 §4, §5).
  offPage: '区域不能跨页，也不能超出试卷图片',
  objectiveOneArea: '客观题题组只能有一个区域',
  groupNeedsArea: '题组至少需要一个区域',
  chooseNeedsFlag: '请先在题组设置中开启选做题，再框选选做标记位置',
  chooseNeedsTwo: '选做题至少需要两个标记位置',
  subOutsideGroup: '小题区域必须在题组区域内',
  subOverlap: '小题区域不能重叠',
  groupMustHoldSubs: '题组区域必须包含其小题区域',
  groupAreaHasSubs: '该题组区域内还有小题区域，请先删除小题区域',
  subNeedsGroupArea: '请先为题组框选区域，再框选小题区域',
  pointOutsideSub: '得分点必须在小题区域内',
  pointsOnlySubjective: '只有主观题小题可以设置得分点',
  pointsDropped: (n: number) => `移动或调整小题区域会删除该小题的 ${n} 个得分点，是否继续？`,
  pointsDroppedTitle: '删除得分点',
  // Undo history labels.
  history: {
    draw: '框选区域',
    move: '调整区域',
    remove: '删除区域',
    point: '添加得分点',
    addGroup: '添加题组',
    addSub: '添加小题',
    edit: '修改设置',
    reorder: '调整顺序',
    deleteGroup: '删除题组',
    deleteSub: '删除小题',
  },
  newGroupName: (n: number) => `题组${n}`,
} as const;

/** The paper config tab, the group and sub-question drawers and the sub-subject dialog (forms/). */
export const FORM_TEXTS = {} as const;

/** The batch-add dialog of objective sub-questions (batch/). */
export const BATCH_TEXTS = {} as const;

/** The question-stem screen exam/question-info-paper (stems/). */
export const STEM_TEXTS = {
  title: '题干配置',
  groups: '题组',
  objective: '客观题',
  subjective: '主观题',
  set: '已设置',
  unset: '未设置',
  noGroups: '该科目尚未设置题组，请先在模板配置中添加题组',
  noPapers: '该科目尚未上传模板图片，请先在模板配置中上传模板图片',
  loadFailed: '加载题干配置失败',
  pagesFailed: '模板图片加载失败',
  stemOf: (name: string) => `${name} 的题干`,
  draw: '框选题干',
  drawing: '按住鼠标在模板图片上拖出题干区域（区域不跨页），右键取消',
  canvas: '模板图片',
  areas: '题干区域',
  noAreas: '尚未框选题干区域',
  area: (index: number) => `题干区域${index + 1}`,
  areaText: (index: number, page: number, x: number, y: number, w: number, h: number) => `题干区域${index + 1}：第${page + 1}页 (${x}, ${y}) ${w}×${h}`,
  deleteArea: '删除选中区域',
  save: '保存',
  saved: '题干已保存',
  unsaved: '有未保存的修改',
  saveFailed: '保存失败',
  image: '题干图片',
  noImage: '尚未上传题干图片',
  upload: '上传题干图片',
  uploaded: '题干图片已上传',
  badImageType: '只能上传png、jpeg或gif格式的图片',
  deleteImage: '删除题干图片',
  confirmDeleteImage: (name: string) => `确定删除“${name}”的题干图片吗？`,
  imageDeleted: '题干图片已删除',
  zoomIn: '放大',
  zoomOut: '缩小',
  fitWidth: '适应宽度',
} as const;
