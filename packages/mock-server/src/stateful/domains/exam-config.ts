// Exam configuration (spec 2 §2.1, 2.2, 2.4): the template screen (exam header, template images, paper properties,
// question groups and sub-questions, option recognition and batch add), the objective answers (load, save with the
// spec's rules, xlsx template and import) and the question-group configuration (marking groups of sub-questions).
// Records: exam-config-store.ts; seed: seed/exam-config.ts. Exams in state '3' refuse changes to images and deleting
// groups (marking data exists).
import type { components } from '@exam/sdk';
import { encodeGreyJpeg, findOptionBoxes } from '@exam/scanner-protocol/simulator';
import type { GreyImage } from '@exam/scanner-protocol/simulator';
import { configKey, fixedGroupTotal, groupFullScore, imageSize, nextConfigId, pageRaster, paperUrl } from '../exam-config-store.ts';
import type { Area, QuestionGroupRecord, SubQuestionRecord, SubjectConfigRecord, TemplateImageRecord } from '../exam-config-store.ts';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../lib/xlsx.ts';
import { recognitionTemplate } from '../scanning-store.ts';
import { toIndexes } from '../seed/exam-config.ts';
import type { ExamRecord, Store } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { readSheet } from './scan-reading.ts';
import { page } from './shared.ts';

type S = components['schemas'];

/** The defaults of a question group's settings (the contract's `default`s). */
const GROUP_DEFAULTS = { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3 } as const;
const EXAM_MISSING = '考试不存在或已被删除';
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

export function subjectConfig(store: Store, examId: number, subjectId: number): { exam: ExamRecord; config: SubjectConfigRecord } | string {
  const exam = store.data.exams.get(examId);
  if (!exam) return EXAM_MISSING;
  if (!exam.subjects.some((s) => s.subject_id === subjectId)) return '该考试没有此科目';
  const key = configKey(examId, subjectId);
  let config = store.data.examConfig.subjects.get(key);
  if (!config) {
    config = { exam_id: examId, subject_id: subjectId, papers: [], prop: null, questions: [], groups: [] };
    store.data.examConfig.subjects.set(key, config);
  }
  return { exam, config };
}

/** Every configured subject of an exam (calls that only name the exam and an id). */
const examConfigs = (store: Store, examId: number) => [...store.data.examConfig.subjects.values()].filter((c) => c.exam_id === examId);

function findQuestion(store: Store, examId: number, quesid: number): { config: SubjectConfigRecord; group: QuestionGroupRecord } | undefined {
  for (const config of examConfigs(store, examId)) {
    const group = config.questions.find((q) => q.question_id === quesid);
    if (group) return { config, group };
  }
  return undefined;
}

function findSub(store: Store, examId: number, subid: number): { config: SubjectConfigRecord; group: QuestionGroupRecord; sub: SubQuestionRecord } | undefined {
  for (const config of examConfigs(store, examId)) {
    for (const group of config.questions) {
      const sub = group.subs.find((s) => s.subquestion_id === subid);
      if (sub) return { config, group, sub };
    }
  }
  return undefined;
}

const clone = <T>(value: T): T => structuredClone(value);
export const cleanArea = (a: Area): Area => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
const inside = (a: Area, b: Area) => (a.p ?? 0) === (b.p ?? 0) && a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const overlaps = (a: Area, b: Area) => (a.p ?? 0) === (b.p ?? 0) && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const lockedText = (exam: ExamRecord, text: string) => (exam.exam_state === '3' ? text : undefined);

/** An area's problem against the template pages: no such page, or outside the page (texts named by `what`). */
export function pageProblem(config: SubjectConfigRecord, a: Area, what = '区域'): string | undefined {
  const paper = config.papers[a.p ?? 0];
  if (!paper) return `${what}所在的试卷图片不存在`;
  const size = imageSize(paper);
  if (size && (a.x + a.w > size.width || a.y + a.h > size.height)) return `${what}不能超出试卷图片`;
  return undefined;
}

function paperView(config: SubjectConfigRecord, p: TemplateImageRecord): S['SubjectPaper'] {
  return { paper_id: p.paper_id, file_name: p.file_name, paper_image: paperUrl(config, p), exam_id: config.exam_id, subpaper: [] };
}

function subView(config: SubjectConfigRecord, group: QuestionGroupRecord, s: SubQuestionRecord): S['TemplateSubQuestion'] {
  return {
    subquestion_id: s.subquestion_id,
    question_id: group.question_id,
    exam_id: config.exam_id,
    subject_id: config.subject_id,
    subquestion_num: s.subquestion_num,
    subquestion_name: s.subquestion_name,
    subquestion_area: clone(s.subquestion_area),
    content: clone(s.content),
  };
}

function groupView(config: SubjectConfigRecord, g: QuestionGroupRecord): S['TemplateQuestionGroup'] {
  const markMode = g.content.mark_mode ?? (g.question_type === 1 ? 1 : undefined);
  return {
    question_id: g.question_id,
    exam_id: config.exam_id,
    subject_id: config.subject_id,
    question_name: g.question_name,
    question_type: g.question_type,
    question_area: clone(g.question_area),
    ...(markMode ? { mark_mode: markMode } : {}),
    content: { ...clone(g.content), full_score: groupFullScore(g) },
    sub_question: g.subs.map((s) => subView(config, g, s)),
  };
}


/** Moves `list[src]` before or after `list[tgt]`; false when either is missing or the drop type is unknown. */
function move<T>(list: T[], isSrc: (t: T) => boolean, isTgt: (t: T) => boolean, type: string): boolean {
  const where = ['before', 'prev'].includes(type) ? 0 : ['after', 'next', 'inner'].includes(type) ? 1 : -1;
  const from = list.findIndex(isSrc);
  if (where < 0 || from < 0 || !list.some(isTgt) || isTgt(list[from] as T)) return false;
  const [item] = list.splice(from, 1);
  const to = list.findIndex(isTgt);
  list.splice(to + where, 0, item as T);
  return true;
}

/** The question groups, sub-questions, answers and marking groups go (the screen warns that reordering or deleting an image clears them). */
function clearGroups(config: SubjectConfigRecord): void {
  config.questions = [];
  config.groups = [];
}

/** An uploaded png, jpeg or gif (by its type, else its name's extension), or the failure text. */
export async function readImage(blob: Blob, fallbackName: string): Promise<{ name: string; contentType: string; bytes: Uint8Array } | string> {
  const file = blob as Blob & { name?: string };
  const name = file.name || fallbackName;
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const contentType = ['image/png', 'image/jpeg', 'image/gif'].includes(file.type) ? file.type : IMAGE_TYPES[ext];
  if (!contentType) return '只能上传png、jpeg或gif格式的图片';
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return '上传的图片是空文件';
  return { name, contentType, bytes };
}

async function addPaper(store: Store, body: { imgfile: Blob; examid: number; subjectid: number }) {
  const found = subjectConfig(store, body.examid, body.subjectid);
  if (typeof found === 'string') return fail(found);
  const locked = lockedText(found.exam, '考试已结束，不能修改模板图片');
  if (locked) return fail(locked);
  const image = await readImage(body.imgfile, 'template');
  if (typeof image === 'string') return fail(image);
  const paper_id = nextConfigId(store.data.examConfig, 'paper', 7000);
  found.config.papers.push({ paper_id, file_name: image.name, contentType: image.contentType, bytes: image.bytes });
  return ok('上传成功');
}

// Option recognition: the printed option boxes found in the page image inside the area (a seeded simulator page or an
// uploaded png, gif or jpeg, decoded for real), with the dialog's tolerance width and colour depth; a page that is no
// image has none.
function optionBoxes(config: SubjectConfigRecord, a: Area, minblank: number | undefined, depth: number | undefined): S['OptionBox'][] {
  const raster = pageRaster(config.papers[a.p ?? 0]);
  return raster ? findOptionBoxes(raster, a, { minblank, depth }) : [];
}

function crop(image: GreyImage | undefined, a: Area): GreyImage {
  const width = Math.max(1, Math.round(a.w));
  const height = Math.max(1, Math.round(a.h));
  const out: GreyImage = { width, height, data: new Uint8Array(width * height).fill(255) };
  if (!image) return out;
  const x0 = Math.round(a.x);
  const y0 = Math.round(a.y);
  for (let y = 0; y < height; y++) {
    const sy = y0 + y;
    if (sy < 0 || sy >= image.height) continue;
    for (let x = 0; x < width; x++) {
      const sx = x0 + x;
      if (sx >= 0 && sx < image.width) out.data[y * width + x] = image.data[sy * image.width + sx] ?? 255;
    }
  }
  return out;
}

// Objective answers.
const letters = (answer: string) => (answer ? answer.split(',').map((i) => String.fromCharCode(65 + Number(i))).join('') : '');
const objectiveGroups = (config: SubjectConfigRecord) => config.questions.filter((q) => q.question_type === 1);

function answerGroupView(g: QuestionGroupRecord): S['ObjectiveAnswerGroup'] {
  return {
    quesid: g.question_id,
    name: g.question_name,
    maxscore: groupFullScore(g),
    maxscore_fixed: fixedGroupTotal(g) !== undefined,
    subquestions: g.subs.map((s) => ({
      id: s.subquestion_id,
      quesid: g.question_id,
      name: s.subquestion_name,
      type: s.answerType,
      ismulti: s.content.is_multi ?? false,
      fullScore: s.content.full_score,
      areas: clone(s.subquestion_area),
      answers: clone(s.answers),
    })),
  };
}

/** Problems of one sub-question's answers (the spec's save rules), as texts. */
function answerProblems(sub: SubQuestionRecord, answers: S['ObjectiveAnswer'][]): string[] {
  const problems: string[] = [];
  const label = `第${sub.subquestion_name}题`;
  if (!sub.content.is_multi && answers.some((a) => a.score === 0)) problems.push(`${label}：单选题的分数不能为0`);
  if (answers.some((a) => a.insufficientScore != null && a.insufficientScore > a.score)) problems.push(`${label}：部分选对的分数不能大于全对的分数`);
  if (!answers.some((a) => a.answer !== '' && a.score > 0)) problems.push(`${label}：至少需要一个有效的得分答案`);
  return problems;
}

/** Group totals exceeded when the sub-questions get the new full scores. */
function totalProblems(groups: QuestionGroupRecord[], fullScores: Map<number, number>): string[] {
  const problems: string[] = [];
  for (const g of groups) {
    // A group without a printed total follows its sub-questions: nothing to exceed.
    const max = fixedGroupTotal(g);
    if (max === undefined) continue;
    const sum = g.subs.reduce((total, s) => total + (fullScores.get(s.subquestion_id) ?? s.content.full_score ?? 0), 0);
    if (sum > max) problems.push(`${g.question_name}小题分数之和超过题组总分${max}分`);
  }
  return problems;
}

/** The workbook's columns: 题组 and 多选 are for reading; the import needs 题号, 答案, 满分 and 部分得分. */
const ANSWER_COLUMNS = [
  { header: '题组', key: 'group' },
  { header: '题号', key: 'name', required: true },
  { header: '多选', key: 'multi' },
  { header: '答案', key: 'answer', required: true },
  { header: '满分', key: 'score', required: true },
  { header: '部分得分', key: 'partial' },
] as const;
const IMPORT_COLUMNS = ANSWER_COLUMNS.filter((c) => c.key !== 'group' && c.key !== 'multi');

// Question-group configuration.
const idList = (text: string | undefined | null) => (text ? text.split(',').map(Number).filter((n) => Number.isInteger(n)) : []);
const allSubs = (config: SubjectConfigRecord) => config.questions.flatMap((q) => q.subs.map((s) => ({ group: q, sub: s })));

export const examConfigHandlers: Handlers = {
  // Template screen.
  loadexaminfo({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    if (!exam) return fail(EXAM_MISSING);
    return ok({
      exam_id: exam.exam_id,
      exam_name: exam.exam_name,
      unit_id: exam.unit_id,
      unit_name: store.unit(exam.unit_id)?.unit_name ?? '',
      exam_state: exam.exam_state,
      subjects: exam.subjects.map((s) => ({ subject_id: s.subject_id, subject_name: s.subject_name })),
    });
  },
  loadexamsubjectpaper({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    return ok(found.config.papers.map((p) => paperView(found.config, p)));
  },
  uploadexamsubjectpaper: ({ body, store }) => addPaper(store, body),
  mgeexamsubjectpapersUploadexamsubjectpaper: ({ body, store }) => addPaper(store, body),
  changesubjectpaper({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const locked = lockedText(found.exam, '考试已结束，不能修改模板图片');
    if (locked) return fail(locked);
    if (!move(found.config.papers, (p) => p.paper_id === body.srcid, (p) => p.paper_id === body.tgtid, body.type)) return fail('调整顺序失败，请刷新后重试');
    clearGroups(found.config);
    return ok('调整成功');
  },
  removesubjectpaper({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    if (!exam) return fail(EXAM_MISSING);
    const config = examConfigs(store, body.examid).find((c) => c.papers.some((p) => p.paper_id === body.paperid));
    if (!config) return fail('模板图片不存在');
    const locked = lockedText(exam, '考试已开始阅卷，不能删除模板图片');
    if (locked) return fail(locked);
    config.papers = config.papers.filter((p) => p.paper_id !== body.paperid);
    clearGroups(config);
    return ok('删除成功');
  },
  loadexamsubjectprop({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { prop, questions } = found.config;
    if (!prop) return ok(null);
    return ok({ ...clone(prop), total_score: questions.reduce((sum, q) => sum + groupFullScore(q), 0) });
  },
  savesubjectprop({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { examid: _examid, subjectid: _subjectid, name, maskarea, codearea, fillarea, ...settings } = clone(body);
    const name_ = name.trim();
    if (!name_) return fail('试卷名称不能为空');
    for (const a of [...(maskarea ?? []), ...(codearea ?? []), ...(fillarea ?? [])]) {
      const problem = pageProblem(found.config, a);
      if (problem) return fail(problem);
    }
    const previous = found.config.prop;
    found.config.prop = {
      ...(previous ?? {}),
      ...settings,
      paper_name: name_,
      mask_area: (maskarea ?? previous?.mask_area ?? []).map(cleanArea),
      code_area: (codearea ?? previous?.code_area ?? []).map(cleanArea),
      fill_area: (fillarea ?? previous?.fill_area ?? []).map(cleanArea),
    };
    return ok('保存成功');
  },
  loadexamsubjectquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    return ok(found.config.questions.map((g) => groupView(found.config, g)));
  },
  savesubjectquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { config } = found;
    const name = body.name.trim();
    if (!name) return fail('题组名称不能为空');
    const existing = body.quesid == null ? undefined : config.questions.find((q) => q.question_id === body.quesid);
    if (body.quesid != null && !existing) return fail('题组不存在');
    if (config.questions.some((q) => q.question_name === name && q !== existing)) return fail('题组名称已存在');
    if (body.type === 1 && body.area.length !== 1) return fail('客观题题组只能有一个区域');
    for (const a of body.area) {
      const problem = pageProblem(config, a);
      if (problem) return fail(problem);
    }
    const content: S['QuestionGroupContent'] = { ...GROUP_DEFAULTS, ...(existing?.content ?? {}), ...clone(body.content ?? {}) };
    if (body.validScoreStr !== undefined) content.valid_scores = body.validScoreStr;
    if (content.choose_area?.length && !content.choose_flag) return fail('只有选做题可以设置选做标记区域');
    if (content.choose_flag && (content.choose_area?.length ?? 0) < 2) return fail('选做题至少需要两个标记位置');
    // A subjective group's full score is always its sub-questions' sum (groupFullScore); only an objective group keeps
    // a printed total given to it.
    if (body.type === 2) delete content.full_score;
    if (existing) {
      existing.question_name = name;
      existing.question_type = body.type;
      existing.question_area = body.area.map(cleanArea);
      existing.content = content;
    } else {
      config.questions.push({ question_id: nextConfigId(store.data.examConfig, 'question', 800), question_name: name, question_type: body.type, question_area: body.area.map(cleanArea), content, subs: [] });
    }
    return ok('保存成功');
  },
  savesubjectsubquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const group = found.config.questions.find((q) => q.question_id === body.quesid);
    if (!group) return fail('题组不存在');
    const existing = body.subid == null ? undefined : group.subs.find((s) => s.subquestion_id === body.subid);
    if (body.subid != null && !existing) return fail('小题不存在');
    const areas = (body.area ?? existing?.subquestion_area ?? []).map(cleanArea);
    if (areas.some((a) => !group.question_area.some((g) => inside(a, g)))) return fail('小题区域必须在题组区域内');
    const others = group.subs.filter((s) => s !== existing);
    if (areas.some((a) => others.some((o) => o.subquestion_area.some((b) => overlaps(a, b))))) return fail('小题区域不能重叠');
    const content: S['SubQuestionContent'] = clone(body.content);
    if ((content.points ?? []).some((pt) => !areas.some((a) => (pt.p ?? 0) === (a.p ?? 0) && pt.x >= a.x && pt.x <= a.x + a.w && pt.y >= a.y && pt.y <= a.y + a.h))) {
      return fail('得分点必须在小题区域内');
    }
    const name = body.name.trim();
    if (!name) return fail('小题名称不能为空');
    const num = body.num ?? (Number.parseInt(name, 10) || existing?.subquestion_num || group.subs.length + 1);
    if (existing) {
      existing.subquestion_name = name;
      existing.subquestion_num = num;
      existing.subquestion_area = areas;
      existing.content = { ...content, ...(group.question_type === 1 ? { is_multi: content.is_multi ?? existing.content.is_multi ?? false } : {}) };
    } else {
      group.subs.push({ subquestion_id: nextConfigId(store.data.examConfig, 'subquestion', 10000), subquestion_num: num, subquestion_name: name, subquestion_area: areas, content, answerType: 1, answers: [] });
    }
    return ok('保存成功');
  },
  delsubjectquestion({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    if (!exam) return fail(EXAM_MISSING);
    const found = findQuestion(store, body.examid, body.quesid);
    if (!found) return fail('题组不存在');
    const locked = lockedText(exam, '该题组已有阅卷数据，不能删除');
    if (locked) return fail(locked);
    const ids = new Set(found.group.subs.map((s) => s.subquestion_id));
    found.config.questions = found.config.questions.filter((q) => q !== found.group);
    for (const g of found.config.groups) g.subquestion_ids = g.subquestion_ids.filter((id) => !ids.has(id));
    return ok('删除成功');
  },
  delsubjectsubquestion({ body, store }) {
    const found = findSub(store, body.examid, body.subid);
    if (!found) return fail('小题不存在');
    found.group.subs = found.group.subs.filter((s) => s !== found.sub);
    for (const g of found.config.groups) g.subquestion_ids = g.subquestion_ids.filter((id) => id !== body.subid);
    return ok('删除成功');
  },
  changesubjectquestion({ body, store }) {
    const found = findQuestion(store, body.examid, body.srcid);
    if (!found || !move(found.config.questions, (q) => q.question_id === body.srcid, (q) => q.question_id === body.tgtid, body.type)) return fail('调整顺序失败');
    return ok('调整成功');
  },
  changesubjectsubquestion({ body, store }) {
    const found = findSub(store, body.examid, body.srcid);
    if (!found) return fail('小题不存在');
    if (!found.group.subs.some((s) => s.subquestion_id === body.tgtid)) return fail('小题只能在本题组内调整顺序');
    if (!move(found.group.subs, (s) => s.subquestion_id === body.srcid, (s) => s.subquestion_id === body.tgtid, body.type)) return fail('调整顺序失败');
    return ok('调整成功');
  },
  getoptionpos({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    if (found.config.papers.length === 0) return fail('请先上传模板图片');
    return ok(body.areas.map((a) => optionBoxes(found.config, a, body.minblank, body.depth)));
  },
  // 试识别 (x-inferred): one sample sheet read with the saved template exactly as putpic reads a scan; nothing stored.
  async tryrecognize({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    if (found.config.papers.length === 0) return fail('请先上传模板图片');
    const bytes = async (file: unknown) => (file ? new Uint8Array(await (file as Blob).arrayBuffer()) : undefined);
    const page1 = await bytes(body.page1);
    if (!page1?.length) return fail('请选择样卷图片');
    const template = recognitionTemplate(store.data.examConfig, body.examid, body.subjectid);
    const sheet = readSheet(page1, await bytes(body.page2), template);
    const read = sheet.read;
    if (!read) return fail('图片无法解析，只能上传png、jpeg或gif格式的图片');
    const prop = found.config.prop;
    const codeAreas = [...(prop?.code_area ?? []), ...(prop?.orm_area ?? [])].map(cleanArea);
    const subs = objectiveGroups(found.config).flatMap((g) => g.subs);
    const areas: S['TryRecognizeArea'][] = [
      ...codeAreas.slice(0, 1).map((area) => ({ kind: 'exam_number' as const, name: '考号', read: read.examNumber ?? '', area })),
      ...subs.map((sub, i) => ({
        kind: 'objective' as const,
        name: sub.subquestion_name,
        subnum: sub.subquestion_num,
        read: read.marks[i] ?? '',
        ...(read.doubtful.includes(i) ? { doubtful: true } : {}),
        area: cleanArea(sub.subquestion_area[0] ?? { x: 0, y: 0, w: 0, h: 0, p: 0 }),
      })),
    ];
    return ok({ front_found: read.frontFound, turned: sheet.degRote === 180 || sheet.pageFlip, student_id: read.examNumber || null, areas });
  },
  getoptionimages({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    if (found.config.papers.length === 0) return fail('请先上传模板图片');
    return ok(body.areas.map((a) => encodeGreyJpeg(crop(pageRaster(found.config.papers[a.p ?? 0]), a), { quality: 85 }).toString('base64')));
  },
  batchaddsubquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const group = found.config.questions.find((q) => q.question_id === body.quesid);
    if (!group) return fail('题组不存在');
    if (group.question_type !== 1) return fail('只有客观题题组可以批量添加小题');
    const numbers = body.subques.map((q) => q.sq);
    if (new Set(numbers).size !== numbers.length) return fail('小题题号不能重复');
    if (body.subques.some((q) => q.areas.some((a) => !group.question_area.some((g) => inside(a, g))))) return fail('小题区域必须在题组区域内');
    for (const q of body.subques) {
      const areas = q.areas.map(cleanArea);
      const same = group.subs.find((s) => s.subquestion_num === q.sq);
      if (same) {
        same.subquestion_area = areas;
        same.content = { ...same.content, is_multi: q.content.is_multi };
      } else {
        group.subs.push({ subquestion_id: nextConfigId(store.data.examConfig, 'subquestion', 10000), subquestion_num: q.sq, subquestion_name: String(q.sq), subquestion_area: areas, content: { full_score: 0, is_multi: q.content.is_multi }, answerType: 1, answers: [] });
      }
    }
    group.subs.sort((a, b) => a.subquestion_num - b.subquestion_num);
    return ok('保存成功');
  },

  // Objective answers.
  loadsubquestionforanswer({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    return ok(objectiveGroups(found.config).map(answerGroupView));
  },
  saveobjectiveanswer({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const groups = objectiveGroups(found.config);
    const problems: string[] = [];
    const updates: { sub: SubQuestionRecord; item: S['SaveObjectiveAnswerItem'] }[] = [];
    for (const item of body.answerlist) {
      const group = groups.find((g) => g.question_id === item.quesid);
      const sub = group?.subs.find((s) => s.subquestion_id === item.subquesid);
      if (!sub) {
        problems.push(`小题${item.subquesid}不是该科目的客观题`);
        continue;
      }
      problems.push(...answerProblems(sub, item.answers));
      updates.push({ sub, item });
    }
    problems.push(...totalProblems(groups, new Map(updates.map(({ sub, item }) => [sub.subquestion_id, item.fullScore]))));
    if (problems.length) return fail(problems.join('；'));
    for (const { sub, item } of updates) {
      sub.content = { ...sub.content, full_score: item.fullScore };
      sub.answerType = item.type ?? 1;
      sub.answers = clone(item.answers);
    }
    return ok('保存成功');
  },
  async downloadobjectiveanswerTemplate({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const subjectName = found.exam.subjects.find((s) => s.subject_id === body.subjectid)?.subject_name ?? '';
    const rows = objectiveGroups(found.config).flatMap((g) =>
      g.subs.map((s) => {
        const answer = s.answerType === 2 ? s.answers.map((a) => letters(a.answer)).join('') : letters(s.answers[0]?.answer ?? '');
        const partial = s.answers[0]?.insufficientScore;
        return { group: g.question_name, name: s.subquestion_name, multi: s.content.is_multi ? '是' : '否', answer: [...new Set(answer)].sort().join(''), score: s.content.full_score, partial: s.content.is_multi ? (partial ?? null) : null };
      }),
    );
    const bytes = await writeWorkbook([{ name: '客观题答案', columns: ANSWER_COLUMNS.map((c) => ({ header: c.header, key: c.key })), rows }]);
    return new FileAnswer(bytes, `${subjectName}客观题答案模板.xlsx`, XLSX_CONTENT_TYPE);
  },
  async importObjectiveAnswer({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const file = body.excelfile as Blob & { name?: string };
    if (file.name && !/\.xlsx?$/i.test(file.name)) return fail('请上传xls或xlsx格式的文件');
    const read = await readRows(new Uint8Array(await file.arrayBuffer()), IMPORT_COLUMNS);
    if (read.error) return fail(read.error);
    const groups = objectiveGroups(found.config);
    const problems = [...read.problems];
    const good: { sub: SubQuestionRecord; answers: S['ObjectiveAnswer'][]; fullScore: number }[] = [];
    for (const row of read.rows) {
      const v = row.values;
      const label = `第${v.name}题`;
      const sub = groups.flatMap((g) => g.subs).find((s) => s.subquestion_name === v.name);
      const answer = (v.answer ?? '').toUpperCase().replace(/[\s,，]/g, '');
      const score = Number(v.score);
      const partial = v.partial ? Number(v.partial) : undefined;
      const problem = (msg: string) => problems.push({ row: row.rowNumber, msg });
      if (!sub) problem(`${label}不存在`);
      else if (good.some((g) => g.sub === sub)) problem(`${label}重复`);
      else if (!/^[A-Z]+$/.test(answer) || new Set(answer).size !== answer.length) problem(`${label}答案格式不正确`);
      else if (!sub.content.is_multi && answer.length > 1) problem(`${label}是单选题，只能有一个答案`);
      else if (!Number.isFinite(score) || score <= 0) problem(`${label}分数必须是大于0的数字`);
      else if (partial !== undefined && (!Number.isFinite(partial) || partial < 0)) problem(`${label}部分得分必须是数字`);
      else if (partial !== undefined && partial > score) problem(`${label}部分得分不能大于满分`);
      else {
        const indexes = toIndexes([...answer].sort().join(''));
        good.push({
          sub,
          fullScore: score,
          answers: [sub.content.is_multi ? { answer: indexes, score, insufficientScore: partial ?? Math.floor(score / 2), maxChoiceCount: 3 } : { answer: indexes, score }],
        });
      }
    }
    const totals = totalProblems(groups, new Map(good.map((g) => [g.sub.subquestion_id, g.fullScore])));
    if (totals.length) return fail(totals.join('；'));
    for (const g of good) {
      g.sub.content = { ...g.sub.content, full_score: g.fullScore };
      g.sub.answerType = 1;
      g.sub.answers = g.answers;
    }
    if (problems.length) return { success: false as const, result: problems.sort((a, b) => a.row - b.row) };
    return ok('导入成功');
  },

  // Question-group configuration (marking groups).
  autogenerategroups({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { config } = found;
    if (!config.questions.some((q) => q.subs.length)) return fail('该科目尚未设置题组和小题');
    config.groups = [];
    for (const q of config.questions.filter((x) => x.subs.length)) {
      config.groups.push({ group_id: nextConfigId(store.data.examConfig, 'group', 900), name: q.question_name.slice(0, 25), subquestion_ids: q.subs.map((s) => s.subquestion_id) });
    }
    return ok('生成成功');
  },
  subquestionconfigAddsubquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { config } = found;
    const group = config.groups.find((g) => g.group_id === body.groupid);
    if (!group) return fail('题组不存在');
    const subs = allSubs(config);
    const ids = idList(body.subquestions);
    for (const id of ids) {
      const sub = subs.find((s) => s.sub.subquestion_id === id)?.sub;
      if (!sub) return fail(`小题${id}不存在`);
      const other = config.groups.find((g) => g !== group && g.subquestion_ids.includes(id));
      if (other) return fail(`小题${sub.subquestion_name}已属于题组“${other.name}”`);
    }
    for (const id of ids) if (!group.subquestion_ids.includes(id)) group.subquestion_ids.push(id);
    return ok('保存成功');
  },
  deletegroupquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { config } = found;
    if (!config.groups.some((g) => g.group_id === body.groupid)) return fail('题组不存在');
    const locked = lockedText(found.exam, '该题组已开始阅卷，不能删除');
    if (locked) return fail(locked);
    config.groups = config.groups.filter((g) => g.group_id !== body.groupid);
    return ok('删除成功');
  },
  deletesubgroupquestion({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const group = found.config.groups.find((g) => g.group_id === body.groupid);
    if (!group) return fail('题组不存在');
    if (!group.subquestion_ids.includes(body.subquestionid)) return fail('该小题不在此题组中');
    group.subquestion_ids = group.subquestion_ids.filter((id) => id !== body.subquestionid);
    return ok('删除成功');
  },
  subquestionconfigAddorupdate({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const { config } = found;
    const name = body.groupname.trim();
    if (!name) return fail('题组名称不能为空');
    const existing = body.groupid == null ? undefined : config.groups.find((g) => g.group_id === body.groupid);
    if (body.groupid != null && !existing) return fail('题组不存在');
    if (!existing && config.papers.length === 0) return fail('请先选择试卷');
    if (config.groups.some((g) => g.name === name && g !== existing)) return fail('题组名称已存在');
    const ids = body.questions === undefined ? undefined : idList(body.questions);
    const subs = allSubs(config);
    for (const id of ids ?? []) {
      const sub = subs.find((s) => s.sub.subquestion_id === id)?.sub;
      if (!sub) return fail(`小题${id}不存在`);
      const other = config.groups.find((g) => g !== existing && g.subquestion_ids.includes(id));
      if (other) return fail(`小题${sub.subquestion_name}已属于题组“${other.name}”`);
    }
    if (existing) {
      existing.name = name;
      if (ids) existing.subquestion_ids = ids;
    } else {
      config.groups.push({ group_id: nextConfigId(store.data.examConfig, 'group', 900), name, subquestion_ids: ids ?? [] });
    }
    return ok('保存成功');
  },
  getgrouplist({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const subs = allSubs(found.config);
    const rows = found.config.groups.map((g) => ({
      group_id: g.group_id,
      subquestion_name: g.name,
      sublist: g.subquestion_ids.flatMap((id) => {
        const sub = subs.find((s) => s.sub.subquestion_id === id)?.sub;
        return sub ? [{ subquestion_id: id, subquestion_name: sub.subquestion_name }] : [];
      }),
    }));
    return ok(page(rows, body.page, body.pagesize));
  },
  querysubquestions({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    const rows = allSubs(found.config).map(({ group, sub }) => ({
      subquestion_id: sub.subquestion_id,
      subquestion_name: sub.subquestion_name,
      question_id: group.question_id,
      question_name: group.question_name,
      group_id: found.config.groups.find((g) => g.subquestion_ids.includes(sub.subquestion_id))?.group_id ?? null,
    }));
    return ok(page(rows, body.page, body.pagesize));
  },
};
