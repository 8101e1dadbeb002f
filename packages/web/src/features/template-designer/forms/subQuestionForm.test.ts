import { describe, expect, it } from 'vitest';
import type { GroupDraft, SubDraft } from '../model/types';
import { newGroup } from './groupForm';
import { checkSubFields, newSub, subFromServer, toSaveSubRequest } from './subQuestionForm';

const subjective: GroupDraft = { ...newGroup('803', 2), questionId: 803, name: '解答题17' };
const objective: GroupDraft = { ...newGroup('801', 1), questionId: 801, name: '选择题' };

const drawn = (sub: SubDraft): SubDraft => ({
  ...sub,
  areas: [{ x: 120, y: 820, w: 400, h: 300, p: 1 }],
  points: [{ x: 200, y: 900, p: 1 }],
});

describe('sub-question drawer data', () => {
  it('starts a new sub-question named by its number with full score 0', () => {
    expect(newSub('n1', 17, 2)).toEqual({ key: 'n1', num: 17, name: '17', areas: [], points: [], content: { full_score: 0, is_multi: false, items: [] } });
  });

  it('reads a loaded sub-question with its points apart from its settings', () => {
    const sub = subFromServer({
      subquestion_id: 8301,
      question_id: 803,
      subquestion_num: 17,
      subquestion_name: '17',
      subquestion_area: [{ x: 1, y: 2, w: 3, h: 4 }],
      content: { full_score: 10, is_multi: false, points: [{ x: 2, y: 3 }], items: [{ name: '第(1)问', min: 0, max: 4, interval: 1 }] },
    });
    expect(sub).toMatchObject({ key: '8301', subId: 8301, num: 17, areas: [{ x: 1, y: 2, w: 3, h: 4, p: 0 }], points: [{ x: 2, y: 3, p: 0 }] });
    expect(sub.content).toEqual({ full_score: 10, is_multi: false, items: [{ name: '第(1)问', min: 0, max: 4, interval: 1 }] });
  });

  it('sends scoring points for a subjective sub-question, in its group, with the group type and number', () => {
    const request = toSaveSubRequest(3001, 2, subjective, { ...drawn(newSub('n1', 17, 2)), name: ' 17 ', content: { full_score: 12, is_multi: true, items: [] } });
    expect(request).toEqual({
      quesid: 803,
      examid: 3001,
      subjectid: 2,
      type: 2,
      num: 17,
      name: '17',
      area: [{ x: 120, y: 820, w: 400, h: 300, p: 1 }],
      content: { full_score: 12, is_multi: false, items: [], points: [{ x: 200, y: 900, p: 1 }] },
    });
  });

  it('sends the multi-select flag and no points for an objective sub-question, and its id when saved', () => {
    const sub = { ...drawn(newSub('8101', 1, 1)), subId: 8101, content: { full_score: 5, is_multi: true, items: [] } };
    const request = toSaveSubRequest(3001, 2, objective, sub);
    expect(request).toMatchObject({ subid: 8101, quesid: 801, type: 1, num: 1, content: { full_score: 5, is_multi: true } });
    expect(request.content).not.toHaveProperty('points');
  });

  it('refuses a sub-question of a group not saved yet', () => {
    expect(() => toSaveSubRequest(3001, 2, newGroup('new', 2), newSub('n', 1, 2))).toThrow();
  });

  it('requires a name of at most 50 characters, a number and (subjective) a full score of at least 0', () => {
    const sub = newSub('n', 1, 2);
    expect(checkSubFields({ ...sub, name: ' ' }, 2)).toEqual(['小题名称不能为空']);
    expect(checkSubFields({ ...sub, name: '题'.repeat(51) }, 2)).toEqual(['小题名称不能超过50个字']);
    expect(checkSubFields({ ...sub, num: 0 }, 2)).toEqual(['题号应为不小于1的整数']);
    expect(checkSubFields({ ...sub, content: { ...sub.content, full_score: Number.NaN } }, 2)).toEqual(['请输入满分']);
    expect(checkSubFields({ ...sub, content: { ...sub.content, full_score: -1 } }, 2)).toEqual(['满分不能小于0']);
    // An objective sub-question's full score is not edited here.
    expect(checkSubFields({ ...sub, content: { ...sub.content, full_score: Number.NaN } }, 1)).toEqual([]);
    expect(checkSubFields(sub, 2)).toEqual([]);
  });

  it('checks the scoring items: a name, start not above end, no negative values', () => {
    const sub = newSub('n', 1, 2);
    sub.content.items = [
      { name: '', min: 0, max: 2, interval: 1 },
      { name: '第(2)问', min: 4, max: 2, interval: 1 },
      { name: '第(3)问', min: 0, max: 2, interval: -1 },
      { name: '第(4)问', min: 0, max: 4, interval: 0.5 },
    ];
    expect(checkSubFields(sub, 2)).toEqual(['第1个评分项的名称不能为空', '第2个评分项的起始分不能大于结束分', '第3个评分项的分值和间隔不能小于0']);
  });
});
