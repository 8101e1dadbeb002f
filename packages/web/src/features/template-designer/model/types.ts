// The template designer's document: what the administrator edits on exam/newmgeexamsubjectpapers (spec 2 §2.1, §3),
// in plain data, apart from any canvas. The screen loads it from the template calls (images, paper properties,
// question groups), edits it with the pure actions in actions.ts (each edit one undoable step) and saves parts of it
// with the same calls. Areas are rectangles in image pixels on one template page `p`, as the contract's Area.
import type { Schemas } from '@exam/sdk';

export type PageArea = { x: number; y: number; w: number; h: number; p: number };
export type Rect = { x: number; y: number; w: number; h: number };
export type PagePoint = { x: number; y: number; p: number };

/** A template image as the canvas stitches it: pages stack top to bottom, `top` is the page's offset. */
export interface TemplatePage {
  paperId: number;
  fileName: string;
  src: string;
  width: number;
  height: number;
  top: number;
}

/** The area lists of the paper config tab (spec 2 §3 paper property). */
export type PropAreaKind = 'mask' | 'code' | 'recognize' | 'absent' | 'multiChoice' | 'orm';
/** Every kind of rectangle the canvas draws: paper areas, group areas, a group's choose markers, sub-question areas. */
export type AreaKind = PropAreaKind | 'group' | 'choose' | 'sub';

/** An optional-question mark area carries its option letter. */
export type OptionArea = PageArea & { option?: string };

/** The settings of the paper config tab other than its area lists (names as the contract's SubjectPropSettings). */
export type PaperSettings = Omit<
  Schemas['SubjectPropSettings'],
  'recognize_area' | 'absent_area' | 'multi_choice_area' | 'orm_area'
> & { name: string; total_score?: number };

export interface PaperDraft {
  settings: PaperSettings;
  areas: Record<PropAreaKind, OptionArea[]>;
}

/** A question group being edited; `questionId` is absent until the group is first saved. */
export interface GroupDraft {
  key: string;
  questionId?: number;
  name: string;
  type: Schemas['QuestionType'];
  areas: PageArea[];
  /** The optional question's marker positions (content.choose_area), drawn on the canvas. */
  chooseAreas: PageArea[];
  /** Every other group setting, as the contract's QuestionGroupContent (choose_area lives in chooseAreas). */
  content: Omit<Schemas['QuestionGroupContent'], 'choose_area'>;
  subs: SubDraft[];
}

/** A sub-question being edited; `subId` is absent until it is first saved. */
export interface SubDraft {
  key: string;
  subId?: number;
  num: number;
  name: string;
  areas: PageArea[];
  /** Scoring points (subjective only), inside the sub-question's areas. */
  points: PagePoint[];
  /** Every other setting, as the contract's SubQuestionContent (points live in `points`). */
  content: Omit<Schemas['SubQuestionContent'], 'points'>;
}

export interface DesignerDoc {
  pages: TemplatePage[];
  paper: PaperDraft;
  groups: GroupDraft[];
}
