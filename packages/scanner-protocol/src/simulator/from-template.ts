// Sheets printed from a subject's saved template (POST /__sim/sheets {"fromTemplate": …}): the simulator signs in to
// the backend like any client (the SDK's Node client), loads the subject's template images, paper properties and
// question groups, builds the same SheetTemplate the mock reads scans with (omr.ts buildSheetTemplate: the option boxes
// found in the template images inside the saved areas), and fills a tray of sheets on the template's own pages: exam
// numbers of the subject's students not scanned yet (or the ones given), answers generated from a seed. The tray is
// the ground truth: each sheet's exam number and its marks per objective sub-question number.
import { createNodeClient, unwrap } from '@exam/sdk/node';
import { decodeImageToGrey } from './image.ts';
import type { GreyImage } from './jpeg.ts';
import { buildSheetTemplate } from './omr.ts';
import type { ConfiguredTemplate } from './omr.ts';
import { createRaster, hashString, seededRandom } from './raster.ts';
import type { Area, SheetSpec, SheetTemplate } from './sheets.ts';

export interface FromTemplateRequest {
  examId: number;
  subjectId: number;
  /** http://host:port of the backend; default the simulator's --backend. */
  backend?: string;
  /** Who signs in; default the example world's administrator (zhangwei). */
  account?: { ua: string; up: string };
  /** Exam numbers of the sheets; default the subject's students not scanned yet (the first `count`). */
  examNumbers?: string[];
  /** Seed of the generated answers; default 1. */
  seed?: number;
}

export interface FromTemplateResult {
  template: SheetTemplate;
  sheets: SheetSpec[];
  /** The objective sub-question numbers, in the order of each sheet's marks. */
  questions: number[];
}

const DEFAULT_ACCOUNT = { ua: 'zhangwei', up: 'Lj@2026pass' };

/** Loads a subject's saved template from the backend and prints `count` sheets of it. */
export async function sheetsFromTemplate(request: FromTemplateRequest, count: number | undefined): Promise<FromTemplateResult> {
  const backend = request.backend;
  if (!backend) throw new TypeError('fromTemplate needs a backend: give "backend" or start the simulator with --backend');
  if (!Number.isInteger(request.examId) || !Number.isInteger(request.subjectId)) throw new TypeError('fromTemplate needs examId and subjectId (integers)');
  const { client } = createNodeClient({ baseUrl: backend, timeoutMs: 20_000 });
  await unwrap(client.POST('/api/login/dologin', { body: { ...(request.account ?? DEFAULT_ACCOUNT), rememberMe: false } }));
  const body = { examid: request.examId, subjectid: request.subjectId };
  const [papers, prop, groups] = await Promise.all([
    unwrap(client.POST('/api/exam/loadexamsubjectpaper', { body })),
    unwrap(client.POST('/api/exam/loadexamsubjectprop', { body })),
    unwrap(client.POST('/api/exam/loadexamsubjectquestion', { body })),
  ]);
  if (papers.length === 0) throw new RangeError(`exam ${request.examId} subject ${request.subjectId} has no template images`);
  const pages: GreyImage[] = [];
  for (const paper of papers) {
    const response = await fetch(new URL(paper.paper_image ?? '', backend));
    if (!response.ok) throw new Error(`template image ${paper.paper_image ?? ''}: HTTP ${response.status}`);
    pages.push(decodeImageToGrey(new Uint8Array(await response.arrayBuffer())));
  }
  const area = (a: { x: number; y: number; w: number; h: number; p?: number }): Area => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
  const codeAreas = [...(prop?.code_area ?? []), ...(prop?.orm_area ?? [])].map(area);
  const config: ConfiguredTemplate = {
    studentIdLength: prop?.scan_prop?.student_id_length ?? 9,
    codeAreas: codeAreas.filter((a, i) => codeAreas.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i),
    ...(prop?.codeareadirection === 1 || prop?.codeareadirection === 2 ? { codeDirection: prop.codeareadirection } : {}),
    codeCoverage: prop?.orm_coverage ?? 25,
    codeDepth: prop?.depth ?? 50,
    questions: groups
      .filter((g) => g.question_type === 1)
      .flatMap((g) =>
        (g.sub_question ?? []).map((sub) => {
          const multi = sub.content?.is_multi ?? false;
          return {
            number: sub.subquestion_num ?? 0,
            areas: (sub.subquestion_area ?? []).map(area),
            multi,
            ...(g.content?.marktype !== undefined ? { marktype: g.content.marktype } : {}),
            coverage: (multi ? g.content?.coverage2 : g.content?.coverage) ?? (multi ? 55 : 25),
            depth: g.content?.depth ?? 50,
          };
        }),
      ),
    ...(prop?.scan_prop?.scan_dpi ? { dpi: Number(prop.scan_prop.scan_dpi) } : {}),
  };
  const first = pages[0] as GreyImage;
  const template = buildSheetTemplate(pages.length ? pages : [createRaster(first.width, first.height)], config);

  if (template.studentIdLength === 0) {
    throw new RangeError(`exam ${request.examId} subject ${request.subjectId}: no exam-number bubbles inside its code or ORM areas (draw an ORM area around them)`);
  }
  let examNumbers = request.examNumbers;
  if (!examNumbers) {
    const list = await unwrap(client.POST('/api/scannerApi/getNotScanStudentList', { body: { exam_id: request.examId, subject_id: request.subjectId, page: 1, pagesize: 100 } }));
    examNumbers = list.datalist.map((row) => row.student_id).filter((id): id is string => typeof id === 'string' && id.length > 0);
  }
  const wanted = count ?? examNumbers.length;
  if (examNumbers.length < wanted) throw new RangeError(`only ${examNumbers.length} exam numbers for ${wanted} sheets`);
  const random = seededRandom(request.seed ?? 1);
  const sheets = examNumbers.slice(0, wanted).map((examNumber, i): SheetSpec => {
    const marks: string[] = template.objective.questions.map((question) => {
      const pick = () => question.options[Math.floor(random() * question.options.length)] ?? '';
      if (question.multi) {
        const chosen = new Set([pick(), pick()]);
        return question.options.filter((o) => chosen.has(o)).join('');
      }
      return random() < 0.08 ? '' : pick();
    });
    // Every sheet marks something, so none is read as the absent mark.
    if (marks.length && !marks.some(Boolean)) {
      const k = hashString(examNumber) % marks.length;
      marks[k] = template.objective.questions[k]?.options[0] ?? '';
    }
    return { examNumber, marks, label: `sheet ${i + 1}` };
  });
  return { template, sheets, questions: template.objective.questions.map((q) => q.number) };
}
