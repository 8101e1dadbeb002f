// GENERATED FILE, DO NOT EDIT. Made by scripts/generate.mjs from openapi/openapi.yaml; run `npm run generate` after changing it.
export interface paths {
    "/api/login/dologin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 账号密码登录 / Sign in with account and password
         * @description Signs in with an account name or phone number and a password. On success the server sets the session cookie;
         *     with `rememberMe` the cookie lives 30 days. The portal never stores the password itself.
         */
        post: operations["dologin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/sendPhoneCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送短信验证码 / Send a 4-digit SMS code */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/verifyPhoneCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 验证码登录 / Sign in with the SMS code
         * @description Checks the code and signs in (the session cookie is set). A phone number the platform has not seen before
         *     gets a new account; its generated password comes back once in `result.password` and is shown to the user once.
         */
        post: operations["verifyPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户信息 / The signed-in user, pages, token, unit and roles */
        get: operations["userinfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/dologout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 退出登录 / Sign out
         * @description Ends the session and clears the session cookie.
         */
        get: operations["dologout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/changeUnitRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 切换单位角色 / Switch to another (user type, unit) role */
        post: operations["changeUnitRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/editPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改密码 / Change the password */
        post: operations["editPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/bindAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 绑定学生账号 / Bind an unbound account to a student */
        post: operations["bindAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/disbindStudentAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 解绑学生账号 / Unbind a student role from the account */
        post: operations["disbindStudentAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/download/{clientType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载扫描客户端 / Download the scanner client
         * @description `1` is the scanner client offered on the login page (no session needed), `4` the scanner software offered
         *     in the scanner view. The body is the installer; its name comes in Content-Disposition (RFC 6266, UTF-8 name).
         */
        post: operations["downloadClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/loadcodebytype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按类型加载代码表 / Load one code list
         * @description The portal caches the result per type for the session.
         */
        post: operations["loadcodebytype"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/loadcodebytypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 批量加载代码表 / Load several code lists, keyed by type */
        post: operations["loadcodebytypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/loadtagbytype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按类型加载标签 / Load the tags of one catalogue
         * @description The portal caches the result per type for the session.
         */
        post: operations["loadtagbytype"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ErrorEnvelope
         * @description A failed call. `result` carries the server's text (or, for some calls, an object the portal turns into text).
         *     Two texts have a global meaning for every client:
         *     - a text containing `登录失效` means the session has expired: the client must sign in again;
         *     - a text containing `缓存已被管理员清除` means the administrator cleared the server buffer: the client must reload.
         * @example {
         *       "success": false,
         *       "result": "登录失效，请重新登录"
         *     }
         */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            /** @description The server's text, shown to the user as it is. */
            result: string | Record<string, never> | unknown[];
            /** @description Optional machine code some calls add (for example -3 on exam save, see the exam calls). */
            code?: number;
        };
        /**
         * MessageResult
         * @description A success whose result is a short Chinese text.
         */
        MessageResult: {
            /** @constant */
            success: true;
            result: string;
            code?: number;
        };
        /**
         * CodeType
         * @description Code lists served by `loadcodebytype`:
         *     - `unit_type`: unit types ('4' school, '3' education management department)
         *     - `user_type`: user types ('1' platform, '2' bureau, '3' school, '4' ordinary or marking teacher, '6' may scan, '9' student, '-1' unbound)
         *     - `exam_state`: exam states ('1', '2', '3')
         *     - `exam_type`: exam types ('1' school exam, '2' joint exam)
         * @enum {string}
         */
        CodeType: "unit_type" | "user_type" | "exam_state" | "exam_type";
        /** CodeItem */
        CodeItem: {
            /** @example 4 */
            code: string;
            /** @example 学校 */
            code_name: string;
        };
        /** CodeList */
        CodeList: components["schemas"]["CodeItem"][];
        /**
         * TagType
         * @description Tag catalogues served by `loadtagbytype`: `unit_tag` (unit tags), `student_tag` (student tags),
         *     `subject` (subjects: ids up to 20 are the common subjects, above 20 custom subjects).
         * @enum {string}
         */
        TagType: "unit_tag" | "student_tag" | "subject";
        /** Tag */
        Tag: {
            /** @example 3 */
            tag_id: number;
            /** @example 英语 */
            tag_name: string;
            /** @example 主科 */
            tag_catalog?: string;
            type?: components["schemas"]["TagType"];
        };
        /**
         * UserType
         * @description User type (role) codes: '1' platform level, '2' bureau level, '3' school level, '4' ordinary or marking teacher,
         *     '5' grade leader, '6' may also scan, '7' subject researcher, '8' subject teacher, '9' student,
         *     '10' (reserved by the server), '11' class teacher, '-1' unbound account.
         * @enum {string}
         */
        UserType: "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "11" | "-1";
        /**
         * UnitType
         * @description '4' school, '3' education management department.
         * @enum {string}
         */
        UnitType: "3" | "4";
        /**
         * EnabledState
         * @description '1' enabled, '0' disabled.
         * @enum {string}
         */
        EnabledState: "0" | "1";
        /**
         * Unit
         * @description A unit of the organisation tree (bureau, department or school).
         */
        Unit: {
            /** @example 101 */
            unit_id: number;
            /** @example LJ001 */
            unit_code?: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example LJYZ */
            short_code?: string;
            unit_type: components["schemas"]["UnitType"];
            state?: components["schemas"]["EnabledState"];
            /**
             * @description The parent unit; null or absent for a top-level unit.
             * @example 10
             */
            parent_id?: number | null;
            /** @example 2026-03-01 08:30:00 */
            create_time?: string;
            /** @example 2026-09-01 10:12:45 */
            last_edit_time?: string;
            /** @description The dealer unit (schools only, unit type '4'). */
            punit_id?: number | null;
            punit_name?: string | null;
            /** @description Ids of the unit's tags (tag type unit_tag). */
            unit_tags?: number[];
        };
        /**
         * SessionUser
         * @description The signed-in account, in its current role.
         */
        SessionUser: {
            /** @example 2001 */
            user_id: number;
            /** @example zhangwei */
            user_account: string;
            /** @example 张伟 */
            user_name: string;
            user_type: components["schemas"]["UserType"];
            /** @description Every role code the account holds in its current unit. */
            user_types?: components["schemas"]["UserType"][];
            /** @example 13812345678 */
            cellphone?: string | null;
            /**
             * Format: email
             * @example zhangwei@ljedu.cn
             */
            email?: string | null;
            /**
             * Format: date
             * @description Account valid until this day (YYYY-MM-DD); null means no limit.
             * @example 2027-08-31
             */
            valid_until?: string | null;
            state?: components["schemas"]["EnabledState"];
            /** @example 10 */
            unit_id: number;
            /** @example 临江市教育局 */
            unit_name?: string;
            parent_id?: number | null;
        };
        /**
         * PermissionPage
         * @description One permission the current role holds. The portal builds its menu tree from `parent_id` and guards page
         *     elements by `permission_url`.
         */
        PermissionPage: {
            /** @example 30 */
            permission_id: number;
            /**
             * @description 0 for a top-level entry.
             * @example 0
             */
            parent_id: number;
            /** @example 信息管理 */
            permission_name?: string;
            /**
             * @description The page's address (for example /info/eduunit); empty for a directory.
             * @example /info/eduunit
             */
            permission_url: string | null;
            /**
             * @description 1 function, 2 directory, 3 page.
             * @enum {integer}
             */
            permission_type?: 1 | 2 | 3;
            /** @example 3 */
            sort_number?: number;
        };
        /**
         * UserRoleUnit
         * @description One (user type, unit) role the account holds. Student roles also name the bound student.
         */
        UserRoleUnit: {
            user_type: components["schemas"]["UserType"];
            /** @example 101 */
            unit_id: number;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 李明 */
            student_name?: string | null;
            /** @example 20260101 */
            student_number?: string | null;
        };
        /**
         * UserInfo
         * @description Everything the portal needs about the session.
         */
        UserInfo: {
            user: components["schemas"]["SessionUser"];
            pages: components["schemas"]["PermissionPage"][];
            /**
             * @description Opaque token; the push channel carries it in its path.
             * @example 9f2c4e7a1b8d4f0e
             */
            token: string;
            unit: components["schemas"]["Unit"];
            userRoleUnits: components["schemas"]["UserRoleUnit"][];
        };
        /** LoginRequest */
        LoginRequest: {
            /**
             * @description Account name or phone number, trimmed.
             * @example zhangwei
             */
            ua: string;
            /** @description The password, trimmed. */
            up: components["schemas"]["Password"];
            /**
             * @description Keep the session for 30 days.
             * @default false
             */
            rememberMe: boolean;
        };
        /** SendPhoneCodeRequest */
        SendPhoneCodeRequest: {
            phone: components["schemas"]["Phone"];
        };
        /** VerifyPhoneCodeRequest */
        VerifyPhoneCodeRequest: {
            phone: components["schemas"]["Phone"];
            /**
             * @description The 4-digit SMS code.
             * @example 4821
             */
            sms_code: string;
        };
        /** VerifyPhoneCodeResult */
        VerifyPhoneCodeResult: {
            /**
             * @description Present only for a phone number seen for the first time; shown to the user once.
             * @example Kx7m29Qa
             */
            password?: string;
        };
        /** ChangeUnitRoleRequest */
        ChangeUnitRoleRequest: {
            user_type: components["schemas"]["UserType"];
            /** @example 101 */
            unit_id: number;
        };
        /** EditPasswordRequest */
        EditPasswordRequest: {
            oldPassword: components["schemas"]["Password"];
            newPass1: components["schemas"]["Password"];
            /** @description Must equal newPass1. */
            newPass2: components["schemas"]["Password"];
        };
        /** BindAccountRequest */
        BindAccountRequest: {
            /**
             * @description The school's unit code.
             * @example LJ001
             */
            unit_code: string;
            /** @example 20260101 */
            student_number: string;
            student_password: components["schemas"]["Password"];
            /**
             * @description '1' binds a student (the only kind the portal offers).
             * @enum {string}
             */
            type: "1";
        };
        /**
         * Area
         * @description A rectangle on a paper image, in image pixels; `p` is the index of the paper image (page) it lies on.
         */
        Area: {
            /** @example 120 */
            x: number;
            /** @example 860 */
            y: number;
            /** @example 420 */
            w: number;
            /** @example 180 */
            h: number;
            /** @example 0 */
            p?: number;
            /** @description Client-side id some screens keep on an area. */
            uid?: string;
        };
        /**
         * PageRequest
         * @description Paging fields of list calls (pages start at 1).
         */
        PageRequest: {
            /** @example 1 */
            page?: number;
            /** @example 15 */
            pagesize?: number;
        };
        /** Password */
        Password: string;
        /**
         * Phone
         * @description A mainland mobile number, 11 digits starting 1 with a second digit 3-9.
         * @example 13812345678
         */
        Phone: string;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The new session cookie (HttpOnly; 30 days with rememberMe, else a browser-session cookie).
         * @example JSESSIONID=8C2F6A1E94B04D7A; Path=/; HttpOnly; SameSite=Lax
         */
        SetSessionCookie: string;
        /**
         * @description Clears the session cookie.
         * @example JSESSIONID=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax
         */
        ClearSessionCookie: string;
        /**
         * @description The file's name, RFC 6266 (`filename*` carries the UTF-8 name).
         * @example attachment; filename="scanner-client.exe"; filename*=UTF-8''%E6%89%AB%E6%8F%8F%E5%AE%A2%E6%88%B7%E7%AB%AF.exe
         */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type SchemaErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type SchemaMessageResult = components['schemas']['MessageResult'];
export type SchemaCodeType = components['schemas']['CodeType'];
export type SchemaCodeItem = components['schemas']['CodeItem'];
export type SchemaCodeList = components['schemas']['CodeList'];
export type SchemaTagType = components['schemas']['TagType'];
export type SchemaTag = components['schemas']['Tag'];
export type SchemaUserType = components['schemas']['UserType'];
export type SchemaUnitType = components['schemas']['UnitType'];
export type SchemaEnabledState = components['schemas']['EnabledState'];
export type SchemaUnit = components['schemas']['Unit'];
export type SchemaSessionUser = components['schemas']['SessionUser'];
export type SchemaPermissionPage = components['schemas']['PermissionPage'];
export type SchemaUserRoleUnit = components['schemas']['UserRoleUnit'];
export type SchemaUserInfo = components['schemas']['UserInfo'];
export type SchemaLoginRequest = components['schemas']['LoginRequest'];
export type SchemaSendPhoneCodeRequest = components['schemas']['SendPhoneCodeRequest'];
export type SchemaVerifyPhoneCodeRequest = components['schemas']['VerifyPhoneCodeRequest'];
export type SchemaVerifyPhoneCodeResult = components['schemas']['VerifyPhoneCodeResult'];
export type SchemaChangeUnitRoleRequest = components['schemas']['ChangeUnitRoleRequest'];
export type SchemaEditPasswordRequest = components['schemas']['EditPasswordRequest'];
export type SchemaBindAccountRequest = components['schemas']['BindAccountRequest'];
export type SchemaArea = components['schemas']['Area'];
export type SchemaPageRequest = components['schemas']['PageRequest'];
export type SchemaPassword = components['schemas']['Password'];
export type SchemaPhone = components['schemas']['Phone'];
export type HeaderSetSessionCookie = components['headers']['SetSessionCookie'];
export type HeaderClearSessionCookie = components['headers']['ClearSessionCookie'];
export type HeaderContentDisposition = components['headers']['ContentDisposition'];
export type $defs = Record<string, never>;
export interface operations {
    dologin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ua": "zhangwei",
                 *       "up": "Lj@2026pass",
                 *       "rememberMe": true
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in (the session cookie is set), or refused with the server's text. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "13812345678"
                 *     }
                 */
                "application/json": components["schemas"]["SendPhoneCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "13812345678",
                 *       "sms_code": "4821"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyPhoneCodeRequest"];
            };
        };
        responses: {
            /** @description Signed in, with a generated password for a new phone user. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["VerifyPhoneCodeResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, or `登录失效` when there is none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UserInfo"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dologout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeUnitRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_type": "4",
                 *       "unit_id": 101
                 *     }
                 */
                "application/json": components["schemas"]["ChangeUnitRoleRequest"];
            };
        };
        responses: {
            /** @description Switched; the next userinfo answers for the new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    editPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Lj@2026pass",
                 *       "newPass1": "Lj@2027pass",
                 *       "newPass2": "Lj@2027pass"
                 *     }
                 */
                "application/json": components["schemas"]["EditPasswordRequest"];
            };
        };
        responses: {
            /** @description Changed; the portal then signs the user out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bindAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "unit_code": "LJ001",
                 *       "student_number": "20260101",
                 *       "student_password": "20260101",
                 *       "type": "1"
                 *     }
                 */
                "application/json": components["schemas"]["BindAccountRequest"];
            };
        };
        responses: {
            /** @description Bound; the portal signs out so the user signs in with the new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disbindStudentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The role object exactly as userinfo listed it in `userRoleUnits`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_type": "9",
                 *       "unit_id": 101,
                 *       "unit_name": "临江市第一中学",
                 *       "student_name": "李明",
                 *       "student_number": "20260101"
                 *     }
                 */
                "application/json": components["schemas"]["UserRoleUnit"];
            };
        };
        responses: {
            /** @description Unbound. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 scanner client (login page), 4 scanner software (scanner view). */
                clientType: "1" | "4";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The installer file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example MZ scanner client installer */
                    "application/octet-stream": Blob;
                };
            };
        };
    };
    loadcodebytype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user_type"
                 *     }
                 */
                "application/json": {
                    type: components["schemas"]["CodeType"];
                };
            };
        };
        responses: {
            /** @description The code list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["CodeList"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadcodebytypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "types": [
                 *         "unit_type",
                 *         "exam_type"
                 *       ]
                 *     }
                 */
                "application/json": {
                    types: components["schemas"]["CodeType"][];
                };
            };
        };
        responses: {
            /** @description One code list per requested type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            [key: string]: components["schemas"]["CodeList"];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadtagbytype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "subject"
                 *     }
                 */
                "application/json": {
                    type: components["schemas"]["TagType"];
                };
            };
        };
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["Tag"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiCommonDownloadClientTypePostParametersPathClientTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/common/download/{clientType}"]["post"]["parameters"]["path"]["clientType"]> = ["1", "4"];
export const codeTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CodeType"]> = ["unit_type", "user_type", "exam_state", "exam_type"];
export const tagTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TagType"]> = ["unit_tag", "student_tag", "subject"];
export const userTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserType"]> = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "-1"];
export const unitTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UnitType"]> = ["3", "4"];
export const enabledStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnabledState"]> = ["0", "1"];
export const permissionPagePermission_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PermissionPage"]["permission_type"]> = [1, 2, 3];
export const bindAccountRequestTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BindAccountRequest"]["type"]> = ["1"];
