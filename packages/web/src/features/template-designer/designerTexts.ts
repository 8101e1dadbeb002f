// Every text of the template designer and the question-stem screen (spec 2 §2.1, §4, §5, §8), in one table per
// part so wording is one edit. Texts the spec gives in English are shown in Chinese.

/** The screen, the canvas and its rules (model/, canvas/, TemplateDesignerScreen). */
export const DESIGNER_TEXTS = {
  title: '科目试卷模板配置',
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
