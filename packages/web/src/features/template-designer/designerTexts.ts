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
export const STEM_TEXTS = {} as const;
