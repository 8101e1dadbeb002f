// GENERATED FILE, DO NOT EDIT. Made by scripts/generate.mjs from openapi/push.asyncapi.yaml; run `npm run generate` after changing it.
// Types of the backend push channel's messages and their payload JSON schemas (draft-07) for runtime validation.

/**
 * Progress of one backend task. Data-analysis checks (spec 3 §7.5) also send otherInfo, which starts with the
 * number of the check (1–12), and a page of the check's result rows.
 */
export interface PushProgressMessage {
  /** Which task the message belongs to; the portal routes messages to progress bars by name. */
  name: string;
  /** Work done so far. */
  current: number;
  /** Total work; current equals total when the task has finished all of it. */
  total: number;
  /** Text shown with the progress bar. */
  title: string;
  /** True on the task's last message. */
  end: boolean;
  /**
   * Data analysis and markingProgress; the exam the run checks or whose marking changed. Inferred (the spec
   * does not show it): a screen shows only the messages of the exam it shows.
   */
  exam_id?: number;
  /** markingProgress only; the exam subject whose marking changed (with exam_id). */
  subject_id?: number;
  /**
   * Data analysis only; the run the message belongs to, as the portal named it in its start request
   * (AnalysisStartRequest.run_id), or a name the server chose when the request named none. Inferred (the spec
   * does not show it): with it two runs, even of one exam in two windows, never mix.
   */
  run_id?: string;
  /** Data analysis only; starts with the number of the check (1–12) the message is about. */
  otherInfo?: string;
  /** Data analysis only; number of result rows of the check. */
  totalrecords?: number;
  /** Data analysis only; one page of the check's result rows. */
  datalist?: {
    [key: string]: unknown;
  }[];
  /** Data analysis only; the page datalist holds (1-based). */
  page?: number;
  /** Data analysis only; rows per page. */
  pagesize?: number;
}

/** Path of the push channel on the portal's origin; {token} is the user's token. */
export const PUSH_CHANNEL_ADDRESS = '/ws/{token}';

/** Every message of the document by name. */
export type PushMessageName =
  | 'PushProgressMessage';

/** A JSON Schema (draft-07) object. */
export type PushJsonSchema = { readonly [keyword: string]: unknown };

/** The JSON Schema of each message's payload, self-contained (references inlined), for runtime validation. */
export const pushPayloadSchemas: Readonly<Record<PushMessageName, PushJsonSchema>> = {
  "PushProgressMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "current",
      "total",
      "title",
      "end"
    ],
    "description": "Progress of one backend task. Data-analysis checks (spec 3 §7.5) also send otherInfo, which starts with the\nnumber of the check (1–12), and a page of the check's result rows.\n",
    "properties": {
      "name": {
        "type": "string",
        "description": "Which task the message belongs to; the portal routes messages to progress bars by name."
      },
      "current": {
        "type": "number",
        "minimum": 0,
        "description": "Work done so far."
      },
      "total": {
        "type": "number",
        "minimum": 0,
        "description": "Total work; current equals total when the task has finished all of it."
      },
      "title": {
        "type": "string",
        "description": "Text shown with the progress bar."
      },
      "end": {
        "type": "boolean",
        "description": "True on the task's last message."
      },
      "exam_id": {
        "type": "integer",
        "minimum": 1,
        "description": "Data analysis and markingProgress; the exam the run checks or whose marking changed. Inferred (the spec\ndoes not show it): a screen shows only the messages of the exam it shows.\n"
      },
      "subject_id": {
        "type": "integer",
        "minimum": 1,
        "description": "markingProgress only; the exam subject whose marking changed (with exam_id)."
      },
      "run_id": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "description": "Data analysis only; the run the message belongs to, as the portal named it in its start request\n(AnalysisStartRequest.run_id), or a name the server chose when the request named none. Inferred (the spec\ndoes not show it): with it two runs, even of one exam in two windows, never mix.\n"
      },
      "otherInfo": {
        "type": "string",
        "description": "Data analysis only; starts with the number of the check (1–12) the message is about."
      },
      "totalrecords": {
        "type": "integer",
        "minimum": 0,
        "description": "Data analysis only; number of result rows of the check."
      },
      "datalist": {
        "type": "array",
        "items": {
          "type": "object",
          "description": "One result row of the check; its fields depend on the check."
        },
        "description": "Data analysis only; one page of the check's result rows."
      },
      "page": {
        "type": "integer",
        "minimum": 1,
        "description": "Data analysis only; the page datalist holds (1-based)."
      },
      "pagesize": {
        "type": "integer",
        "minimum": 1,
        "description": "Data analysis only; rows per page."
      }
    },
    "examples": [
      {
        "name": "importStudent",
        "current": 120,
        "total": 480,
        "title": "正在导入学生",
        "end": false
      }
    ]
  }
};
