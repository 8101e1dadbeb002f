import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import { checkPaper, paperFromProp, paperProblems, PAPER_DEFAULTS, SCAN_DEFAULTS, setStudentIdLength, toSavePropRequest } from './paperConfig';

const saved: Schemas['SubjectProp'] = {
  paper_name: '数学答题卡',
  mask_area: [{ x: 10, y: 20, w: 300, h: 80, p: 0, uid: 'm1' }],
  code_area: [{ x: 400, y: 20, w: 200, h: 60 }],
  fill_area: [{ x: 1, y: 1, w: 1, h: 1, p: 0 }],
  recognize_area: [{ x: 5, y: 5, w: 50, h: 20, p: 1 }],
  absent_area: [],
  multi_choice_area: [{ x: 1180, y: 1520, w: 40, h: 30, p: 1, option: 'A' }],
  orm_area: [{ x: 600, y: 100, w: 300, h: 400, p: 0 }],
  total_score: 150,
  coverage: 60,
  codeareatype: 2,
  codeareadirection: 1,
  markingType: 2,
  strict_mode: 1,
  has_sub: 1,
  sub_prop: [{ name: '数学（理）', questionIds: [801, 803], index: 4 }],
  scan_prop: { student_id_length: 9, cut_start: 0, cut_end: 7, scan_type: '1', recognize_type: 1 },
};

describe('paper config', () => {
  it('starts a paper without saved properties from the designer defaults', () => {
    const paper = paperFromProp(null);
    expect(paper.settings).toMatchObject({
      name: '',
      strict_mode: 0,
      codeareatype: 1,
      codeareadirection: 2,
      markingType: 1,
      coverage: 50,
      depth: 50,
      uncoverage: 9,
      orm_coverage: 25,
      orm_uncoverage: 9,
      absent_omrfigure: 2,
      orm_omrfigure: 2,
      has_sub: 0,
      scan_prop: { scan_type: '3', scan_dpi: 200, scan_way: '2', scan_color: 2, scan_paper_size: 3, recognize_type: 1, template_type: 1 },
    });
    expect(Object.values(paper.areas).every((list) => list.length === 0)).toBe(true);
    expect(Object.keys(paper.areas).sort()).toEqual(['absent', 'code', 'mask', 'multiChoice', 'orm', 'recognize']);
  });

  it('reads every area list, the name and the total, and fills missing settings with the defaults', () => {
    const paper = paperFromProp(saved);
    expect(paper.areas.mask).toEqual([{ x: 10, y: 20, w: 300, h: 80, p: 0 }]);
    expect(paper.areas.code).toEqual([{ x: 400, y: 20, w: 200, h: 60, p: 0 }]);
    expect(paper.areas.recognize).toEqual([{ x: 5, y: 5, w: 50, h: 20, p: 1 }]);
    expect(paper.areas.multiChoice).toEqual([{ x: 1180, y: 1520, w: 40, h: 30, p: 1, option: 'A' }]);
    expect(paper.areas.orm).toHaveLength(1);
    expect(paper.settings.name).toBe('数学答题卡');
    expect(paper.settings.total_score).toBe(150);
    expect(paper.settings.coverage).toBe(60);
    expect(paper.settings.depth).toBe(50);
    expect(paper.settings.uncoverage).toBe(9);
    expect(paper.settings.scan_prop).toMatchObject({ student_id_length: 9, cut_end: 7, scan_type: '1', scan_dpi: 200, scan_way: '2' });
  });

  it('saves under the contract names with every setting, never the total score', () => {
    const paper = paperFromProp(saved);
    paper.settings.name = '  数学答题卡（新） ';
    const request = toSavePropRequest(3001, 2, paper);
    expect(request).toMatchObject({
      examid: 3001,
      subjectid: 2,
      name: '数学答题卡（新）',
      maskarea: [{ x: 10, y: 20, w: 300, h: 80, p: 0 }],
      codearea: [{ x: 400, y: 20, w: 200, h: 60, p: 0 }],
      recognize_area: [{ x: 5, y: 5, w: 50, h: 20, p: 1 }],
      absent_area: [],
      multi_choice_area: [{ x: 1180, y: 1520, w: 40, h: 30, p: 1, option: 'A' }],
      orm_area: [{ x: 600, y: 100, w: 300, h: 400, p: 0 }],
      coverage: 60,
      depth: 50,
      codeareatype: 2,
      codeareadirection: 1,
      markingType: 2,
      strict_mode: 1,
      has_sub: 1,
      sub_prop: [{ name: '数学（理）', questionIds: [801, 803], index: 0 }],
      scan_prop: { student_id_length: 9, cut_start: 0, cut_end: 7, scan_type: '1' },
    });
    expect(request).not.toHaveProperty('total_score');
    expect(request).not.toHaveProperty('paper_name');
    expect(request).not.toHaveProperty('mask_area');
    expect(request.maskarea?.[0]).not.toHaveProperty('uid');
  });

  it('requires a paper name of at most 50 characters', () => {
    const paper = paperFromProp(null);
    expect(checkPaper(paper)).toEqual(['试卷名称不能为空']);
    paper.settings.name = '卷'.repeat(51);
    expect(checkPaper(paper)).toEqual(['试卷名称不能超过50个字']);
    paper.settings.name = '卷'.repeat(50);
    expect(checkPaper(paper)).toEqual([]);
  });

  it('keeps percentages within 0-100 and requires the shown ones', () => {
    const settings = { ...PAPER_DEFAULTS, name: '卷', coverage: 101, orm_uncoverage: -1, depth: undefined, absent_area_rate: 120 };
    expect(paperProblems(settings)).toEqual([
      { field: 'coverage', message: '填涂覆盖率应在0到100之间' },
      { field: 'depth', message: '颜色深度不能为空' },
      { field: 'orm_uncoverage', message: 'ORM码未填涂覆盖率应在0到100之间' },
      { field: 'absent_area_rate', message: '缺考标记填涂率应在0到100之间' },
    ]);
  });

  it('requires every sub-subject name', () => {
    const settings = { ...PAPER_DEFAULTS, name: '卷', has_sub: 1 as const, sub_prop: [{ name: '理', questionIds: [] }, { name: ' ', questionIds: [801] }] };
    expect(paperProblems(settings)).toEqual([{ field: 'sub_prop', message: '子科目名称不能为空' }]);
  });

  it('checks the exam-number length and cut positions', () => {
    const withScan = (scan: Partial<Schemas['ScanProp']>) => ({ ...PAPER_DEFAULTS, name: '卷', scan_prop: { ...SCAN_DEFAULTS, ...scan } });
    expect(paperProblems(withScan({ student_id_length: 0 })).map((p) => p.field)).toEqual(['student_id_length']);
    expect(paperProblems(withScan({ student_id_length: 9, cut_start: 5, cut_end: 3 }))).toEqual([
      { field: 'cut_end', message: '截取结束不能小于截取开始' },
    ]);
    expect(paperProblems(withScan({ student_id_length: 9, cut_start: 0, cut_end: 10 }))).toEqual([
      { field: 'cut_end', message: '截取结束不能大于考号长度' },
    ]);
    expect(paperProblems(withScan({ student_id_length: 9, cut_start: 0, cut_end: 7 }))).toEqual([]);
  });

  it('sets the cut end to the exam-number length minus 2 when the length changes', () => {
    const next = setStudentIdLength({ ...PAPER_DEFAULTS, name: '卷' }, 12);
    expect(next.scan_prop).toMatchObject({ student_id_length: 12, cut_end: 10, cut_start: 0, scan_type: '3' });
    expect(setStudentIdLength(next, 1).scan_prop).toMatchObject({ student_id_length: 1, cut_end: 0 });
    const cleared = setStudentIdLength(next, undefined).scan_prop;
    expect(cleared).not.toHaveProperty('student_id_length');
    expect(cleared).not.toHaveProperty('cut_end');
  });
});
