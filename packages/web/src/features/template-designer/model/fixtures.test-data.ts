// A small designer document for the model's tests: two 800×1100 pages, one objective and one subjective group.
import { stackPages } from './geometry';
import type { DesignerDoc, GroupDraft, PaperDraft } from './types';

const groupContent: GroupDraft['content'] = { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3 };

export const pages = stackPages([
  { paperId: 7001, fileName: '1.jpg', src: '/1.jpg', width: 800, height: 1100 },
  { paperId: 7002, fileName: '2.jpg', src: '/2.jpg', width: 800, height: 1100 },
]);

export const paper: PaperDraft = {
  settings: { name: '数学答题卡', strict_mode: 0, codeareatype: 1, codeareadirection: 2, markingType: 1, has_sub: 0 },
  areas: { mask: [{ x: 10, y: 10, w: 100, h: 50, p: 0 }], code: [], recognize: [], absent: [], multiChoice: [], orm: [] },
};

export const objective: GroupDraft = {
  key: '801',
  questionId: 801,
  name: '选择题',
  type: 1,
  areas: [{ x: 50, y: 300, w: 700, h: 200, p: 0 }],
  chooseAreas: [],
  content: { ...groupContent, coverage: 25 },
  subs: [],
};

export const subjective: GroupDraft = {
  key: '803',
  questionId: 803,
  name: '解答题17',
  type: 2,
  areas: [{ x: 50, y: 100, w: 700, h: 600, p: 1 }],
  chooseAreas: [],
  content: { ...groupContent, mark_mode: 1 },
  subs: [
    { key: '8301', subId: 8301, num: 17, name: '17(1)', areas: [{ x: 60, y: 110, w: 300, h: 200, p: 1 }], points: [{ x: 100, y: 150, p: 1 }], content: { full_score: 4, is_multi: false } },
    { key: '8302', subId: 8302, num: 18, name: '17(2)', areas: [{ x: 60, y: 400, w: 300, h: 200, p: 1 }], points: [], content: { full_score: 6, is_multi: false } },
  ],
};

export const doc: DesignerDoc = { pages, paper, groups: [objective, subjective] };
