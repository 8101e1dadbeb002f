// GENERATED FILE, DO NOT EDIT. Made by scripts/generate.mjs from openapi/access.yaml; run `npm run generate` after changing it.
// What each operation needs (the access model): public, any signed-in user, permission pages with an optional
// user type list and data scope, or a grant on the exam subject named. Read by the mock's check, the portal's
// route guard and the tests.

export type AccessScope = 'school' | 'unit';
export interface PageAccess {
  /** permission_url values of userinfo.pages; any one of them suffices. */
  readonly pages: readonly string[];
  /** The active role's user type must be one of these. */
  readonly userTypes?: readonly string[];
  /** The rows must lie within the user's school or units. */
  readonly scope?: AccessScope;
  /** Why (x-inferred). */
  readonly why: string;
}
/** Any signed-in user, with the reason of that choice. */
export interface SessionAccess {
  readonly why: string;
}
/** A user granted the work on the exam subject the call names (scan: may scan it, as connectScanner's scanPerm). */
export interface GrantAccess {
  readonly grant: 'scan';
  /** The school the call names must lie within the user's data scope. */
  readonly scope?: AccessScope;
  readonly why: string;
}
export type Access = 'public' | 'session' | SessionAccess | PageAccess | GrantAccess;

/** The texts of a refusal (answered as `{ success: false, result }`). */
export const ACCESS_REFUSALS = {
  "page": "没有该功能的权限",
  "userType": "没有该功能的权限",
  "scope": "没有该单位的数据权限",
  "grant": "没有该科目的扫描权限"
} as const;

/** Every operation of the contract by operationId. */
export const ACCESS = {
  "absentStudentList": {
    "pages": [
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "缺考检查 (exam/absentstudentmge) is the screen that calls it."
  },
  "absentStudentConfirm": {
    "pages": [
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "缺考检查 (exam/absentstudentmge) is the screen that calls it."
  },
  "absentStudentDownload": {
    "pages": [
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "缺考检查 (exam/absentstudentmge) is the screen that calls it."
  },
  "startAnalyse": {
    "pages": [
      "/exam/viewDataAnalyseAndCheck"
    ],
    "why": "数据检查 (exam/viewDataAnalyseAndCheck) is the screen that calls it."
  },
  "viewDataAnalyseAndCheckList": {
    "pages": [
      "/exam/viewDataAnalyseAndCheck"
    ],
    "why": "数据检查 (exam/viewDataAnalyseAndCheck) is the screen that calls it."
  },
  "testProgress": {
    "pages": [
      "/exam/viewDataAnalyseAndCheck",
      "/sys/TestPage"
    ],
    "why": "数据检查 follows a run's progress; 测试页面 (sys/TestPage) shows the same progress call."
  },
  "loadsubquestionforanswer": {
    "pages": [
      "/exam/subquestionanswer"
    ],
    "why": "客观题答案 (exam/subquestionanswer) is the screen that calls it."
  },
  "saveobjectiveanswer": {
    "pages": [
      "/exam/subquestionanswer"
    ],
    "why": "客观题答案 (exam/subquestionanswer) is the screen that calls it."
  },
  "downloadobjectiveanswerTemplate": {
    "pages": [
      "/exam/subquestionanswer"
    ],
    "why": "客观题答案 (exam/subquestionanswer) is the screen that calls it."
  },
  "importObjectiveAnswer": {
    "pages": [
      "/exam/subquestionanswer"
    ],
    "why": "客观题答案 (exam/subquestionanswer) is the screen that calls it."
  },
  "downloadClient": "public",
  "loadcodebytype": "session",
  "loadcodebytypes": "session",
  "loadtagbytype": "session",
  "examPermissionList": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getSubjectAndQuestionsByExamId": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getUsers": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getAllUsers": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getFilterParams": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getUserPermission": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "saveUserPermission": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "getExamManagers": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "addExamManager": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "delExamManager": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "myExamPages": {
    "why": "Every signed-in user asks which pages he holds in an exam (the portal's guard of the exam sub-pages); the answer is his own pages, nothing of anyone else."
  },
  "getExamSubjectResearcher": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "addExamSubjectResearcher": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "delExamSubjectResearcher": {
    "pages": [
      "/exam/exampermission"
    ],
    "why": "分配权限 (exam/exampermission) is the screen that calls it."
  },
  "loadstuinclude": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "loadstuexclusive": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "examStudentSavestu": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "examStudentDelstu": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "importStudentRela": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "examStudentDownImportTemplate": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "getStudentPaper": {
    "pages": [
      "/exam/mgeexamstudent",
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "参考学生 and 缺考检查 show a participant's sheets."
  },
  "getStudentInfo": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "updateStudentInfo": {
    "pages": [
      "/exam/mgeexamstudent"
    ],
    "why": "参考学生 (exam/mgeexamstudent) is the screen that calls it."
  },
  "loadexam": {
    "why": "Read by every exam screen (exam lists, grades, units, subjects), so any signed-in user may read it; what the lists hold is limited by the handlers (school accounts see their own exams)."
  },
  "getGrade": {
    "why": "Read by every exam screen (exam lists, grades, units, subjects), so any signed-in user may read it; what the lists hold is limited by the handlers (school accounts see their own exams)."
  },
  "loadlisteduunit": {
    "why": "Read by every exam screen (exam lists, grades, units, subjects), so any signed-in user may read it; what the lists hold is limited by the handlers (school accounts see their own exams)."
  },
  "saveexam": {
    "pages": [
      "/exam/mgeexam"
    ],
    "why": "Spec 3 §6: exam management needs the /exam/mgeexam page."
  },
  "delexam": {
    "pages": [
      "/exam/mgeexam"
    ],
    "why": "Spec 3 §6: exam management needs the /exam/mgeexam page."
  },
  "forwardexam": {
    "pages": [
      "/exam/mgeexam"
    ],
    "why": "Spec 3 §6: exam management needs the /exam/mgeexam page."
  },
  "backwardexam": {
    "pages": [
      "/exam/mgeexam"
    ],
    "why": "Spec 3 §6: exam management needs the /exam/mgeexam page."
  },
  "generateStatistics": {
    "pages": [
      "/exam/mgeexam"
    ],
    "why": "Spec 3 §6: exam management needs the /exam/mgeexam page."
  },
  "examDownloadNotScanStudentList": {
    "pages": [
      "/exam/mgeexam",
      "/exam/scanView",
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "Downloaded from exam management, the scanner view and the absence check."
  },
  "examroomListExamRoomInfo": {
    "pages": [
      "/exam/examroommge",
      "/exam/absentstudentmge"
    ],
    "scope": "school",
    "why": "考场管理 lists the rooms; 缺考检查 filters its list by room."
  },
  "examroomSaveExamRoom": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomUpdateExamRoom": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomDeleteExamRoom": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomListExamRoomStudent": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomSaveExamRoomStudent": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomUpdateExamRoomStudent": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomDeleteExamRoomStudent": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomDownImportTemplate": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomImportExamRoom": {
    "pages": [
      "/exam/examroommge"
    ],
    "scope": "school",
    "why": "考场管理 (exam/examroommge) is the screen that calls it; a school account works on its own school only (spec 3 §6, the school selector is fixed to the own unit)."
  },
  "examroomdesignGetexaminfo": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetexamareainfo": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetexamroomlist": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignSaveexamarea": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignDeleteexamarea": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignBatchaddexamroom": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignSaveexamroom": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignDeleteexamroom": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetexamtime": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignSaveexamtime": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetstudenseatinfo": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetexamroomstate": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGetdesigninfo": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignArrange": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignPreviewarrange": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "The review's preview (x-inferred) of arrange: the same users and page."
  },
  "examroomdesignGetarrangementdata": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignCheckscandata": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignSetasscandata": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignSetexamnumberrule": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "The exam numbering rule (x-inferred) belongs to the arrangement: the same users and page as 设为考场扫描数据, where it takes effect."
  },
  "examroomdesignDeletearrangement": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignDownloadarrangement": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "examroomdesignGethistoryexam": {
    "pages": [
      "/exam/examroomdesign"
    ],
    "userTypes": [
      "1",
      "2",
      "6"
    ],
    "scope": "school",
    "why": "Spec 3 §2.4 and §6 give the arrangement to user types 1, 2 and 6 only; the page 考场编排 is needed as well."
  },
  "getpaperlist": {
    "pages": [
      "/exam/examupload",
      "/exam/scanView"
    ],
    "scope": "school",
    "why": "试卷上传 (exam/examupload) and the scanner view list the uploaded sheets."
  },
  "getuploadpaperinfolist": {
    "pages": [
      "/exam/examupload",
      "/exam/scanView"
    ],
    "scope": "school",
    "why": "试卷上传 (exam/examupload) and the scanner view list the uploaded sheets."
  },
  "getuploadpapers": {
    "pages": [
      "/exam/examupload",
      "/exam/scanView"
    ],
    "scope": "school",
    "why": "试卷上传 (exam/examupload) and the scanner view list the uploaded sheets."
  },
  "infoStudentLoadtreeeduunit": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentLoadstu": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "loadcla": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentSavestu": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentDelstu": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "batchDelStudent": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentSaveClass": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentDelClass": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "importstu": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoStudentGetprogress": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "downstuimporttemplate": {
    "pages": [
      "/info/student"
    ],
    "scope": "unit",
    "why": "学生管理 (info/student) is the screen that calls it."
  },
  "infoUserLoadtreeeduunit": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "loadeduuser": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "infoUserSaveuser": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "infoUserDeluser": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "infoUserResetpwd": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "getUnitGradesAndClass": {
    "pages": [
      "/info/teauser",
      "/info/student"
    ],
    "scope": "unit",
    "why": "用户管理 and 学生管理 pick grades and classes of a unit."
  },
  "importteacher": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "infoUserDownimporttemplate": {
    "pages": [
      "/info/teauser"
    ],
    "scope": "unit",
    "why": "用户管理 (info/teauser) is the screen that calls it."
  },
  "listloginlog": {
    "pages": [
      "/sys/loginlog"
    ],
    "why": "登录日志 (sys/loginlog) is the screen that reads the login log."
  },
  "listlog": {
    "pages": [
      "/sys/log"
    ],
    "why": "日志管理 (sys/log) is the screen that reads the system log."
  },
  "dologin": "public",
  "sendPhoneCode": "public",
  "verifyPhoneCode": "public",
  "userinfo": "session",
  "dologout": "public",
  "changeUnitRole": "session",
  "editPassword": "session",
  "bindAccount": "session",
  "disbindStudentAccount": "session",
  "loadexamteacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "loadunitteacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "saveteacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "delteacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "forceLogout": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "loadExamSubjectQuestionGroup": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "loadTeacherQuestionGroup": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "saveTeacherQuestion": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "listExamQuestionTeacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "downloadTeacherTurn": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "importTeacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "batchCreateTeacher": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "delTeacherTurn": {
    "pages": [
      "/exam/mgeexamteacher"
    ],
    "why": "阅卷教师管理 (exam/mgeexamteacher) is the screen that calls it."
  },
  "loadmarkingtasks": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "nextpaper": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "submitmark": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "loadmarked": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "loadmarkedpaper": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "resubmitmark": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "reportabnormal": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "holdpaper": {
    "why": "Marking is granted per exam, question group and round (分配权限, spec 3 §6), so any signed-in user may call it and the handler gives only the tasks and papers of the question groups granted to her."
  },
  "markingProgress": {
    "pages": [
      "/statistics/markingProgress"
    ],
    "why": "阅卷进度 (statistics/markingProgress) is the screen that calls it; the exam card opens it per subject, so a page granted in the exam (分配权限) counts too. In independent marking a school's account sees its own school's papers (the handler filters)."
  },
  "bufferList": {
    "pages": [
      "/netview/bufferManage"
    ],
    "why": "缓冲卷管理 (netview/bufferManage) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters)."
  },
  "bufferRelease": {
    "pages": [
      "/netview/bufferManage"
    ],
    "why": "缓冲卷管理 (netview/bufferManage) releases the papers it lists, of the teachers it shows."
  },
  "exceptionList": {
    "pages": [
      "/netview/exceptionPaperManage"
    ],
    "why": "异常卷管理 (netview/exceptionPaperManage) is the screen that calls it. In independent marking a school's account sees its own school's papers (the handler filters)."
  },
  "exceptionHandle": {
    "pages": [
      "/netview/exceptionPaperManage"
    ],
    "why": "异常卷管理 (netview/exceptionPaperManage) handles the papers it lists."
  },
  "exceptionReasons": {
    "why": "The marking canvas of every teacher (marking is granted per exam, question group and round) offers these reasons when reporting a paper, and 异常类型 shows them; any signed-in user may read an exam's reasons."
  },
  "exceptionReasonsSave": {
    "pages": [
      "/netview/exceptionPaperInit"
    ],
    "why": "异常类型 (netview/exceptionPaperInit) is the screen that saves them."
  },
  "inspectList": {
    "pages": [
      "/netview/inspectFinished"
    ],
    "why": "抽查 (netview/inspectFinished) is the screen that calls it. In independent marking a school's account sees its own school's papers (the handler filters)."
  },
  "inspectRescore": {
    "pages": [
      "/netview/inspectFinished/editScore"
    ],
    "why": "The function 抽查改分 (/netview/inspectFinished/editScore, under 抽查) is what lets a user change a score there."
  },
  "workload": {
    "pages": [
      "/statistics/questionGroupWorkload",
      "/statistics/userWorkload"
    ],
    "why": "题组工作量 and 教师工作量 (statistics/questionGroupWorkload, statistics/userWorkload) are the screens that call it; a school account sees its own school's teachers in independent marking (the handler filters)."
  },
  "workloadExport": {
    "pages": [
      "/statistics/questionGroupWorkload",
      "/statistics/userWorkload"
    ],
    "why": "The export of 题组工作量 and 教师工作量."
  },
  "datamgeList": {
    "pages": [
      "/netview/datamge"
    ],
    "why": "阅卷数据管理 (netview/datamge) is the screen that calls it. In independent marking a school's account sees its own school's papers (the handler filters)."
  },
  "datamgeReset": {
    "pages": [
      "/netview/datamge"
    ],
    "why": "阅卷数据管理 (netview/datamge) resets the rounds it lists. In independent marking a school's account sees its own school's papers (the handler filters)."
  },
  "allocateAdvice": {
    "pages": [
      "/statistics/userAllocateAdvice"
    ],
    "why": "任务分配建议 (statistics/userAllocateAdvice) is the screen that calls it."
  },
  "allocateApply": {
    "pages": [
      "/statistics/userAllocateAdvice"
    ],
    "why": "任务分配建议 (statistics/userAllocateAdvice) applies its advice."
  },
  "standardPaperMarked": {
    "pages": [
      "/netview/standardPaperManage",
      "/netview/samplePaperManage"
    ],
    "why": "标准卷管理 and 样卷管理 choose among the marked papers it lists."
  },
  "standardPaperList": {
    "pages": [
      "/netview/standardPaperManage"
    ],
    "why": "标准卷管理 (netview/standardPaperManage) is the screen that calls it."
  },
  "standardPaperSave": {
    "pages": [
      "/netview/standardPaperManage"
    ],
    "why": "标准卷管理 (netview/standardPaperManage) sets the standard papers."
  },
  "standardPaperSetInterval": {
    "pages": [
      "/netview/standardPaperManage"
    ],
    "why": "标准卷管理 (netview/standardPaperManage) sets how often standard papers reach teachers."
  },
  "standardPaperDelete": {
    "pages": [
      "/netview/standardPaperManage"
    ],
    "why": "标准卷管理 (netview/standardPaperManage) removes the standard papers it lists."
  },
  "standardGrade": {
    "pages": [
      "/quality/standardGrade"
    ],
    "why": "标准卷评分 (quality/standardGrade) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "samplePaperList": {
    "pages": [
      "/netview/samplePaperManage"
    ],
    "why": "样卷管理 (netview/samplePaperManage) is the screen that calls it."
  },
  "samplePaperSave": {
    "pages": [
      "/netview/samplePaperManage"
    ],
    "why": "样卷管理 (netview/samplePaperManage) sets the sample papers."
  },
  "samplePaperDelete": {
    "pages": [
      "/netview/samplePaperManage"
    ],
    "why": "样卷管理 (netview/samplePaperManage) removes the sample papers it lists."
  },
  "explainSamples": {
    "pages": [
      "/analysis/paperexplain"
    ],
    "why": "试卷讲评 (/analysis/paperexplain) shows the sample papers of the subject under their questions."
  },
  "studentQuestionList": {
    "pages": [
      "/netview/studentQuestionManage"
    ],
    "why": "考生试题管理 (netview/studentQuestionManage) is the screen that calls it; a school account finds its own school's students only (the handler filters)."
  },
  "studentQuestionEdit": {
    "pages": [
      "/netview/studentQuestionManage/editScore"
    ],
    "why": "The function 直接改分 (/netview/studentQuestionManage/editScore, under 考生试题管理) is what lets a user change a score there."
  },
  "qualityStatistics": {
    "pages": [
      "/quality/qualityStatistics"
    ],
    "why": "质量统计 (quality/qualityStatistics) is the screen that calls it; the exam card opens it per subject, so a page granted in the exam (分配权限) counts too; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "qualityReviewRate": {
    "pages": [
      "/quality/reviewRate"
    ],
    "why": "复评率 (quality/reviewRate) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "qualityMarkDistribution": {
    "pages": [
      "/quality/markDistribution"
    ],
    "why": "给分分布 (quality/markDistribution) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "qualitySelfGrade": {
    "pages": [
      "/quality/selfGrade"
    ],
    "why": "自评统计 (quality/selfGrade) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "qualityPaperAssessment": {
    "pages": [
      "/quality/userPaperAssessment"
    ],
    "why": "教师评卷评估 (quality/userPaperAssessment) is the screen that calls it; a school account sees its own school's teachers in independent marking (the handler filters), and in strict mode nothing while the subject is being marked."
  },
  "listUnits": {
    "pages": [
      "/info/mgeunit"
    ],
    "scope": "unit",
    "why": "单位列表 (info/mgeunit) is the screen that calls it."
  },
  "listDlears": {
    "pages": [
      "/info/mgeunit"
    ],
    "scope": "unit",
    "why": "单位列表 (info/mgeunit) is the screen that calls it."
  },
  "newunitSaveUnit": {
    "pages": [
      "/info/mgeunit"
    ],
    "scope": "unit",
    "why": "单位列表 (info/mgeunit) is the screen that calls it."
  },
  "newunitDelUnit": {
    "pages": [
      "/info/mgeunit"
    ],
    "scope": "unit",
    "why": "单位列表 (info/mgeunit) is the screen that calls it."
  },
  "newunitSwitchUnitState": {
    "pages": [
      "/info/mgeunit"
    ],
    "scope": "unit",
    "why": "单位列表 (info/mgeunit) is the screen that calls it."
  },
  "loadallpermission": {
    "pages": [
      "/sys/permission",
      "/sys/usertypeassgin",
      "/sys/usertagassgin",
      "/exam/mgeexam"
    ],
    "why": "The permission tree is shown by 权限管理, both authorisation screens and exam management (the exam roles)."
  },
  "loadallusertype": {
    "pages": [
      "/sys/usertypeassgin",
      "/exam/mgeexam"
    ],
    "why": "用户类型授权 lists the user types with their permissions; exam management names the user types."
  },
  "loadallusertag": {
    "pages": [
      "/sys/usertagassgin"
    ],
    "why": "用户标签授权 (sys/usertagassgin) lists the user tags with their permissions."
  },
  "changepermission": {
    "pages": [
      "/sys/permission"
    ],
    "why": "权限管理 (sys/permission) is the screen that edits the tree."
  },
  "moveuppermission": {
    "pages": [
      "/sys/permission"
    ],
    "why": "权限管理 (sys/permission) is the screen that edits the tree."
  },
  "movedownpermission": {
    "pages": [
      "/sys/permission"
    ],
    "why": "权限管理 (sys/permission) is the screen that edits the tree."
  },
  "delpermission": {
    "pages": [
      "/sys/permission"
    ],
    "why": "权限管理 (sys/permission) is the screen that edits the tree."
  },
  "savepermission": {
    "pages": [
      "/sys/permission"
    ],
    "why": "权限管理 (sys/permission) is the screen that edits the tree."
  },
  "saveusertypeassign": {
    "pages": [
      "/sys/usertypeassgin"
    ],
    "why": "Only 用户类型授权 (sys/usertypeassgin) changes a user type's permissions."
  },
  "saveusertagassign": {
    "pages": [
      "/sys/usertagassgin"
    ],
    "why": "用户标签授权 (sys/usertagassgin) is the screen that saves it."
  },
  "redisInfo": {
    "pages": [
      "/sys/redismanager"
    ],
    "why": "缓存监控 (sys/redismanager) is the screen that calls it."
  },
  "examConnectScanner": {
    "why": "It answers which subjects of the exam the user may scan (scanPerm: types 1, 2 and 6, the exam's administrators, its scan staff, 试卷扫描 granted in 分配权限, spec 3 §6), so any signed-in user may call it; the scanner calls themselves need that grant (grant: scan)."
  },
  "scannerApiGetsubjectinfo": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiPutpic": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiGetroominfo": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiGetpic": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiModifyUploadedPaperSid": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiFixAndDealPaper": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiSubmitPaper": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiGetNotScanStudentList": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiDownloadNotScanStudentList": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiDeletePicAndRollback": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiDeleteTempPic": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "scannerApiGetTempPic": {
    "grant": "scan",
    "scope": "school",
    "why": "Scanning is granted per exam and subject (spec 3 §6: the scanPerm list connectScanner answers), and a school-level user scans for his own school only (spec 3 §6: the school selector is fixed to the own unit)."
  },
  "loadexamscanner": {
    "pages": [
      "/exam/mgeexamscan"
    ],
    "why": "扫描人员管理 (exam/mgeexamscan) is the screen that calls it."
  },
  "loadunitscanner": {
    "pages": [
      "/exam/mgeexamscan"
    ],
    "why": "扫描人员管理 (exam/mgeexamscan) is the screen that calls it."
  },
  "savescanner": {
    "pages": [
      "/exam/mgeexamscan"
    ],
    "why": "扫描人员管理 (exam/mgeexamscan) is the screen that calls it."
  },
  "delscanner": {
    "pages": [
      "/exam/mgeexamscan"
    ],
    "why": "扫描人员管理 (exam/mgeexamscan) is the screen that calls it."
  },
  "autogenerategroups": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "subquestionconfigAddsubquestion": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "deletegroupquestion": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "deletesubgroupquestion": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "subquestionconfigAddorupdate": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "getgrouplist": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "querysubquestions": {
    "pages": [
      "/exam/subquestionconfig"
    ],
    "why": "题组配置 (exam/subquestionconfig) is the screen that calls it."
  },
  "loadalltags": {
    "why": "The tag catalogue is read by 标签管理, 单位管理 and the authorisation screens; reading it is open to every signed-in user, changing it needs 标签管理."
  },
  "deltag": {
    "pages": [
      "/sys/tag"
    ],
    "why": "标签管理 (sys/tag) is the screen that changes tags."
  },
  "savetag": {
    "pages": [
      "/sys/tag"
    ],
    "why": "标签管理 (sys/tag) is the screen that changes tags."
  },
  "loadexaminfo": {
    "why": "Read by every exam screen (exam lists, grades, units, subjects), so any signed-in user may read it; what the lists hold is limited by the handlers (school accounts see their own exams)."
  },
  "loadexamsubjectpaper": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper",
      "/exam/subquestionconfig"
    ],
    "why": "The template screens and 题组配置 read a subject's papers."
  },
  "uploadexamsubjectpaper": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "mgeexamsubjectpapersUploadexamsubjectpaper": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/scanView",
      "/scannerApi"
    ],
    "why": "The template screens and the scanner view (a template made from a scanned sheet) upload a subject paper."
  },
  "changesubjectpaper": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "removesubjectpaper": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "loadexamsubjectprop": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "savesubjectprop": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "loadexamsubjectquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "savesubjectquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "savesubjectsubquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "delsubjectquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "delsubjectsubquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "changesubjectquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "changesubjectsubquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "getoptionpos": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper",
      "/exam/scanView"
    ],
    "why": "The option positions are read by the template screens and by the scanner view."
  },
  "tryrecognize": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers"
    ],
    "why": "Recognising a sample sheet is a tool of the template designer."
  },
  "getoptionimages": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper",
      "/exam/scanView"
    ],
    "why": "The option positions are read by the template screens and by the scanner view."
  },
  "batchaddsubquestion": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "loadquestionstem": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "savequestionstem": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "uploadquestionstem": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "delquestionstem": {
    "pages": [
      "/exam/newmgeexamsubjectpapers",
      "/exam/mgeexamsubjectpapers",
      "/exam/question-info-paper"
    ],
    "why": "试卷模板配置, 科目模板配置 and 题干配置 are the screens that call it."
  },
  "loadeduunit": {
    "pages": [
      "/info/eduunit"
    ],
    "scope": "unit",
    "why": "单位管理 (info/eduunit) is the screen that calls it."
  },
  "changeparent": {
    "pages": [
      "/info/eduunit"
    ],
    "scope": "unit",
    "why": "单位管理 (info/eduunit) is the screen that calls it."
  },
  "unitSaveunit": {
    "pages": [
      "/info/eduunit"
    ],
    "scope": "unit",
    "why": "单位管理 (info/eduunit) is the screen that calls it."
  },
  "unitDelunit": {
    "pages": [
      "/info/eduunit"
    ],
    "scope": "unit",
    "why": "单位管理 (info/eduunit) is the screen that calls it."
  },
  "unitSwitchunitstate": {
    "pages": [
      "/info/eduunit"
    ],
    "scope": "unit",
    "why": "单位管理 (info/eduunit) is the screen that calls it."
  },
  "loadtreeallunit": {
    "why": "The unit tree is read by several screens (管理员管理, 用户管理, 考场管理 unit pickers); reading it is open to every signed-in user."
  },
  "loadmgeuser": {
    "pages": [
      "/info/mgeuser"
    ],
    "scope": "unit",
    "why": "管理员管理 (info/mgeuser) is the screen that calls it."
  },
  "userSaveuser": {
    "pages": [
      "/info/mgeuser"
    ],
    "scope": "unit",
    "why": "管理员管理 (info/mgeuser) is the screen that calls it."
  },
  "userDeluser": {
    "pages": [
      "/info/mgeuser"
    ],
    "scope": "unit",
    "why": "管理员管理 (info/mgeuser) is the screen that calls it."
  },
  "switchuserstate": {
    "pages": [
      "/info/mgeuser"
    ],
    "scope": "unit",
    "why": "管理员管理 (info/mgeuser) is the screen that calls it."
  },
  "userResetpwd": {
    "pages": [
      "/info/mgeuser"
    ],
    "scope": "unit",
    "why": "管理员管理 (info/mgeuser) is the screen that calls it."
  },
  "scoreStatus": {
    "pages": [
      "/exam/mgeexam",
      "/score/scoreManage"
    ],
    "why": "生成报告 on the exam card (exam/mgeexam) and 客观题计算与查看 (score/scoreManage) show where marking stands; the rows are limited to the caller's scope by the handler."
  },
  "scoreList": {
    "pages": [
      "/score/scoreManage"
    ],
    "why": "客观题计算与查看 (score/scoreManage) is the screen that calls it; the rows are limited to the caller's scope (bureau its units, school its school, teacher their classes) by the handler."
  },
  "scoreExport": {
    "pages": [
      "/score/scoreManage"
    ],
    "why": "客观题计算与查看 (score/scoreManage) exports what it lists."
  },
  "scoreCheckList": {
    "pages": [
      "/score/scoreCheck"
    ],
    "why": "成绩核查 (score/scoreCheck) is the screen that calls it; the rows are the caller's (handler)."
  },
  "twiceDealList": {
    "pages": [
      "/score/twiceDealPaper"
    ],
    "why": "二次处理试卷 (score/twiceDealPaper) is the screen that calls it; the rows are the caller's (handler)."
  },
  "objectiveCheckList": {
    "pages": [
      "/score/objectiveCheck",
      "/score/objectiveCheckForSchool"
    ],
    "scope": "school",
    "why": "客观题核查 (score/objectiveCheck) and 学校客观题核查 (score/objectiveCheckForSchool, one school: unit_id within the scope) call it; the rows are the caller's (handler)."
  },
  "objectiveCorrect": {
    "pages": [
      "/score/objectiveCheck",
      "/score/objectiveCheckForSchool"
    ],
    "why": "The check pages correct a recognised answer; a sheet outside the caller's rows is refused by the handler."
  },
  "objectiveSheet": {
    "pages": [
      "/score/objectiveCheck",
      "/score/objectiveCheckForSchool"
    ],
    "why": "The check pages open the sheet a doubtful answer is read on; a sheet outside the caller's rows is refused by the handler."
  },
  "reportExams": {
    "pages": [
      "/analysis/analysisdetail",
      "/analysis/entiretyreport",
      "/analysis/schoolreport",
      "/analysis/researchreport",
      "/analysis/headteacherreport",
      "/analysis/teacherreport",
      "/analysis/paperexplain",
      "/analysis/studentreport"
    ],
    "why": "成绩分析 (/main/analysis) lists the exams for every analysis page; user type 4 holds none (spec 1: score analysis disabled for type 4)."
  },
  "reportOverview": {
    "pages": [
      "/analysis/analysisdetail",
      "/analysis/entiretyreport",
      "/analysis/schoolreport",
      "/analysis/researchreport",
      "/analysis/headteacherreport",
      "/analysis/teacherreport"
    ],
    "why": "analysisdetail and the report pages show the overview; the figures cover the caller's rows (handler)."
  },
  "reportStudentMark": {
    "pages": [
      "/analysis/commonReport/student-mark",
      "/analysis/analysisdetail"
    ],
    "why": "commonReport/student-mark is the screen that calls it; the rows are the caller's (handler)."
  },
  "reportQuestions": {
    "pages": [
      "/analysis/commonReport/question-mark",
      "/analysis/commonReport/question-analysis",
      "/analysis/paperexplain"
    ],
    "why": "question-mark and question-analysis (and 试卷讲评) show the per-question figures; they cover the caller's rows (handler)."
  },
  "reportComparison": {
    "pages": [
      "/analysis/commonReport/subject-comparison",
      "/analysis/commonReport/class-comparison",
      "/analysis/entiretyreport",
      "/analysis/schoolreport"
    ],
    "why": "subject-comparison and class-comparison (and the whole-exam and school reports) compare the units; the rows are the caller's (handler)."
  },
  "reportStudent": {
    "why": "studentreport is for students and parents too (their own report; types 9 hold no analysis page), so any signed-in user may call it; the handler limits it: a student role to its own student, others to the students of their scope."
  },
  "reportClass": {
    "pages": [
      "/analysis/headteacherreport"
    ],
    "why": "班主任报告 (/analysis/headteacherreport) is the screen that calls it; the classes are the caller's (handler: a class outside the scope is refused)."
  },
  "reportTeacher": {
    "pages": [
      "/analysis/teacherreport"
    ],
    "why": "教师报告 (/analysis/teacherreport) is the screen that calls it; the classes are the ones the account teaches, or those of its scope (handler)."
  },
  "reportExport": {
    "why": "Every report page exports what it shows, the student report too (students and parents hold no analysis page), so any signed-in user may call it; the handler asks for the report's page (/analysis/<page>) except for the student report, which it limits as reportStudent."
  },
  "reportStudentSheet": {
    "why": "studentreport shows the answer sheet to students and parents too (types 9 hold no analysis page), so any signed-in user may call it; the handler limits it as reportStudent."
  }
} as const satisfies Record<string, Access>;

export type AccessOperationId = keyof typeof ACCESS;
