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
        /**
         * 发送短信验证码 / Send a 4-digit SMS code
         * @description Sends a 4-digit code by SMS to the phone number of the phone-code tab of the login page (no session needed). The portal then shows the code entry and a resend countdown; verifyPhoneCode signs in with the code.
         */
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
        /**
         * 当前用户信息 / The signed-in user, pages, token, unit and roles
         * @description The signed-in session: the user, the current role (user type and unit), its permission pages, the token of the push channel and every (user type, unit) role of the account. The portal loads it after sign-in, after a role switch and on every reload; without a session it answers the `登录失效` text.
         */
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
        /**
         * 切换单位角色 / Switch to another (user type, unit) role
         * @description Switches the session to another of the account's roles (`userRoleUnits` of userinfo). The portal then reloads userinfo, returns to the home card menu and shows '已切换单位角色'.
         */
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
        /**
         * 修改密码 / Change the password
         * @description Changes the signed-in user's password (old password, the new one twice). On success the portal signs the user out after about 1.1 seconds.
         */
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
        /**
         * 绑定学生账号 / Bind an unbound account to a student
         * @description Binds an unbound account (user type -1) to a student: school code, student number and the student's password (the student number unless one was set). On success the portal signs out so the user signs in again with the new role.
         */
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
        /**
         * 解绑学生账号 / Unbind a student role from the account
         * @description Removes one student role (user type 9) from the account; the body is the role as userinfo listed it in `userRoleUnits`.
         */
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
        /**
         * 批量加载代码表 / Load several code lists, keyed by type
         * @description Several code lists in one call, keyed by their type; the same lists as loadcodebytype.
         */
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
    "/api/unit/loadeduunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 加载单位树 / Load the unit tree
         * @description The units the signed-in role may manage, as a tree (children in `subunit`). The unit tree screen shows it
         *     filterable and draggable; it reloads the tree after every change and after a failed drag.
         */
        get: operations["loadeduunit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit/changeparent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移动单位 / Move a unit under another unit
         * @description A drag in the unit tree drops a unit inside another unit. On failure the portal reloads the tree.
         */
        post: operations["changeparent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit/saveunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存单位 / Save a unit of the tree
         * @description Adds a top-level unit (`parentid` null), adds a sub-unit of the chosen node, or saves the selected unit
         *     (`unitid` set). Name at most 30 characters, code at most 20, short code at most 4; type required.
         */
        post: operations["unitSaveunit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit/delunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除单位 / Delete a unit of the tree
         * @description Asked for confirmation first.
         */
        post: operations["unitDelunit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit/switchunitstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用或禁用单位 / Enable or disable a unit
         * @description Toggles the unit between '1' enabled and '0' disabled. The confirmation tells the user that the sub-units and
         *     their users are affected too.
         */
        post: operations["unitSwitchunitstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newunit/listUnits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位列表 / List units (paged)
         * @description The unit table: filters unit name and unit type, page sizes 15 (default), 30, 50 and 100. Columns: id, code,
         *     name, short code, type name, state, create time, last edit time and the dealer of a school.
         */
        post: operations["listUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newunit/listDlears": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 经销商列表 / List the dealers
         * @description The dealers offered by the unit table dialog's dealer select, which shows only for a school (unit type '4').
         *     The call sends no body.
         */
        post: operations["listDlears"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newunit/saveUnit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存单位（单位列表） / Save a unit of the unit table
         * @description The add/edit dialog of the unit table: name, code, short code, type and state are required; the dealer only
         *     for a school. On failure the portal shows the server's text as an error message.
         */
        post: operations["newunitSaveUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newunit/delUnit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除单位（单位列表） / Delete a unit of the unit table
         * @description Asked for confirmation first. On failure the portal shows the server's text as an error message.
         */
        post: operations["newunitDelUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newunit/switchUnitState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用或禁用单位（单位列表） / Enable or disable a unit of the unit table
         * @description The row's state switch ('1' enabled, '0' disabled). On failure the portal shows the server's text as an error
         *     message and the switch returns to its old position.
         */
        post: operations["newunitSwitchUnitState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/loadtreeallunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 加载全部单位树 / Load the tree of all units
         * @description The unit tree on the left of administrator management (children in `subunit`).
         */
        get: operations["loadtreeallunit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/loadmgeuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理员列表 / List the administrators of a unit (paged)
         * @description The administrators of the unit selected in the tree, 5 per page; one search box matches an account or a name.
         */
        post: operations["loadmgeuser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/saveuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存管理员 / Save an administrator
         * @description Adds an administrator to the selected unit or saves the edited one (`userid` set; the form then sends a
         *     placeholder password). Account and name at most 30 characters, password at most 20, phone digits only,
         *     e-mail valid, valid-until YYYY-MM-DD. The result is the user's id.
         */
        post: operations["userSaveuser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/deluser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除管理员 / Delete an administrator
         * @description Asked for confirmation first.
         */
        post: operations["userDeluser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/switchuserstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用或禁用管理员 / Enable or disable an administrator
         * @description The row's state switch ('1' enabled, '0' disabled).
         */
        post: operations["switchuserstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resetpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置管理员密码 / Reset an administrator's password
         * @description The reset-password popover. A blank `newpwd` makes the server use the platform's fixed default password.
         */
        post: operations["userResetpwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/loadtreeeduunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 加载教育单位树（用户管理） / Load the unit tree of user management
         * @description The collapsible unit tree of user management (hidden for school-level users, type '3', who work in their own
         *     unit); the unit table screen loads it too. Children in `subunit`.
         */
        get: operations["infoUserLoadtreeeduunit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/loadeduuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 用户列表 / List the users of a unit (paged)
         * @description The user management table (unit, name, account, phone, roles, valid until), searched by name and account;
         *     page sizes 15 (default), 30, 50 and 100.
         */
        post: operations["loadeduuser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/saveuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存用户 / Save a user of user management
         * @description The add/edit user dialog. Adding starts with role '2' for a top-level unit and role '4' otherwise; role '4'
         *     cannot be removed; editing shows the account read-only and sends no password. Role '5' adds the grades led,
         *     '7' the subjects researched, '8' the subjects and the classes taught per subject, '11' the classes led.
         */
        post: operations["infoUserSaveuser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/deluser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除用户 / Delete a user from a unit
         * @description Asked for confirmation first; removes the user from the given unit.
         */
        post: operations["infoUserDeluser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/resetpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置用户密码 / Reset a user's password
         * @description The reset-password dialog. A blank `newpwd` makes the server use the platform's fixed default password.
         */
        post: operations["infoUserResetpwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/getUnitGradesAndClass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位年级与班级 / The grades and classes of a school
         * @description What the role fields of the user dialog choose from: the grades (grade leaders, role '5') and the classes
         *     (class teachers, role '11'; subject teachers, role '8').
         */
        post: operations["getUnitGradesAndClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/importteacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入教师 / Import teachers from an Excel file
         * @description Imports the users of the selected unit from the filled-in template (.xls or .xlsx, up to 10 MB as the hint
         *     says). Success shows '导入成功'. A refused file answers with a text (alert titled 'import error') or with the
         *     refused rows, `{row, msg}` each (the 'import data error' dialog).
         */
        post: operations["importteacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/user/downimporttemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载教师导入模板 / Download the teacher import template
         * @description The Excel template of the teacher import (the button is disabled unless the selected unit has a parent).
         */
        get: operations["infoUserDownimporttemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/loadtreeeduunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 加载教育单位树（学生管理） / Load the unit tree of student management
         * @description The unit tree of student management (a unit select on mobile). With only one unit the tree is hidden and that
         *     unit is selected automatically; otherwise the screen asks to choose a unit first.
         */
        get: operations["infoStudentLoadtreeeduunit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/loadstu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学生列表 / List the students of a school (paged)
         * @description The student table, filtered by name, student number, grade and class; page sizes 15 (default), 30, 50 and 100.
         */
        post: operations["infoStudentLoadstu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/loadcla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班级列表 / List the classes of a grade
         * @description The class select of the filters and of the student dialog; changing the grade clears the class and reloads
         *     this list. A failure shows 'failed to load class list'.
         */
        post: operations["loadcla"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/savestu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存学生 / Save a student
         * @description The add/edit student dialog: name at most 30 characters, student number digits only, grade and class
         *     required; a blank password defaults to the student number.
         */
        post: operations["infoStudentSavestu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/delstu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除学生 / Delete a student
         * @description Asked for confirmation first.
         */
        post: operations["infoStudentDelstu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/batchDelStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量删除学生 / Delete the checked students
         * @description Asked for confirmation first.
         */
        post: operations["batchDelStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/saveClass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增班级 / Add a class to a grade
         * @description Adds a class to a grade of the selected school (the add-class dialog of student management). A class name already used in the grade is refused with the server's text.
         */
        post: operations["infoStudentSaveClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/delClass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除班级 / Delete a class
         * @description The confirmation warns that all students of the class are deleted with it.
         */
        post: operations["infoStudentDelClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/importstu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入学生 / Import students from an Excel file
         * @description Starts the import of the selected school's students from the filled-in template (.xls or .xlsx, up to 10 MB
         *     as the hint says). The portal then polls GET /api/info/student/getprogress every 2 seconds and shows
         *     'uploading: N%' until the import ends; the import button is hidden meanwhile.
         */
        post: operations["importstu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/getprogress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学生导入进度 / Progress of the student import
         * @description Polled every 2 seconds after importstu. The portal stops when ISEND is true, when NUM equals TOTAL (and then
         *     reloads the list), or on ISEXCEPTIONAL (alert 'import error, please retry'). A failure alerts the server's text
         *     under 'progress data fetch error'.
         */
        get: operations["infoStudentGetprogress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info/student/downstuimporttemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载学生导入模板 / Download the student import template
         * @description The Excel template of the student import. A failure alerts 'export list error'.
         */
        get: operations["downstuimporttemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试列表 / List exams (paged) with their subjects' paper counts
         * @description The exam cards, searched by exam name, state and a creation date range; 2 exams per page by default.
         *     `otherInfo` carries what the cards need besides the exams: the user's per-exam permissions (a type '4' user's
         *     exam menus and scan buttons come from them), the question groups the user may mark, and per subject the
         *     number of papers expected, scanned, recognised and marked.
         */
        post: operations["loadexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/getGrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位年级 / The grades of a unit for the exam form
         * @description The grade options of the exam form for the chosen exam unit.
         */
        post: operations["getGrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/loadlisteduunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可选考试单位 / The units an exam can be held at
         * @description The exam unit select of the exam form (user types 1 and 2 only; type 3 uses its own unit): one unit for a
         *     school exam, up to 999 for a joint exam. The call sends no body.
         */
        post: operations["loadlisteduunit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/saveexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存考试 / Save an exam
         * @description The add/edit exam dialog (editing only in state '1'). The server answers code 1 when the exam is saved
         *     ('考试保存成功'). Code -3 (with success false) asks for confirmation: the portal shows the server's text plus
         *     'continue? this cannot be undone' and, if the user confirms, sends the same body again with `confirmSubject: '1'`.
         *     Other codes are not shown in the spec.
         */
        post: operations["saveexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考试 / Delete an exam
         * @description Asked for confirmation first; only exams in state '1' offer the button.
         */
        post: operations["delexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/forwardexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试进入下一状态 / Move an exam to its next state
         * @description Confirmed first; moves '1' → '2' or '2' → '3' (the button is hidden at '3').
         */
        post: operations["forwardexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/backwardexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试退回上一状态 / Move an exam back to its previous state
         * @description Confirmed first; moves '3' → '2' or '2' → '1' (the button is hidden at '1').
         */
        post: operations["backwardexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/generateStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成考试报告 / Generate the exam's statistics report
         * @description The 'generate report' button of an exam card.
         */
        post: operations["generateStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/downloadNotScanStudentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出未扫描学生名单 / Export the students without a scanned paper
         * @description The absent-student check of an exam subject exports every student without a scanned paper in one file (page
         *     size 999999). The body is the workbook; its name comes in Content-Disposition.
         */
        post: operations["examDownloadNotScanStudentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/loadexaminfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载考试信息 / Load the exam header (name and subjects)
         * @description Feeds the header of the configuration screens: the exam name and the subject selector. The exam id comes from
         *     session storage or the application state. Changing the subject clears the screen and reloads it.
         */
        post: operations["loadexaminfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexamsubjectpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载科目模板图片 / List the template images of a subject
         * @description The uploaded template images in page order (the paper image tab's draggable list and the canvas). After the
         *     load the question tab shows when images and groups exist, otherwise the paper image tab.
         */
        post: operations["loadexamsubjectpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/uploadexamsubjectpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传模板图片 / Upload a template image
         * @description Adds one template image (png, jpeg or gif) after the subject's existing images; the screen then reloads the
         *     image list. A failure shows the server text as an error. The same call is also served under
         *     /api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper.
         */
        post: operations["uploadexamsubjectpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传模板图片（旧路径） / Upload a template image (legacy path)
         * @description The same upload as /api/exam/uploadexamsubjectpaper, under the prefix of the legacy template screen
         *     (/exam/mgeexamsubjectpapers), with the same payload and answers.
         */
        post: operations["mgeexamsubjectpapersUploadexamsubjectpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/changesubjectpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整模板图片顺序 / Reorder the template images
         * @description Moves image `srcid` next to image `tgtid` (drag and drop in the paper image tab). The screen asks first: the
         *     move clears the question-group settings. A failed move reloads the list.
         */
        post: operations["changesubjectpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/removesubjectpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除模板图片 / Delete a template image
         * @description The screen asks first (deleting an image clears the question-group settings), then toasts 图片已删除.
         */
        post: operations["removesubjectpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexamsubjectprop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载试卷属性 / Load the paper properties
         * @description The paper config tab: name, masking, barcode and fill areas and, in the fuller variant, the recognition,
         *     marking and scanning settings. `result` is null until the properties are saved once; the screen then uses the
         *     designer defaults (strict_mode 0, code type 1, code direction 2, marking type 1, scan_prop scan_type '3',
         *     dpi 200, way '2', colour 2, paper size 3, recognize type 1, template type 1).
         */
        post: operations["loadexamsubjectprop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/savesubjectprop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存试卷属性 / Save the paper properties
         * @description The paper config tab's save button (toast 试卷配置已保存). The paper name is required, at most 50 characters.
         */
        post: operations["savesubjectprop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexamsubjectquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载题组与小题 / Load the question groups and sub-questions
         * @description The question group tab's tree, in display order. Objective multi-select sub-questions show a 多选 suffix; a
         *     node without an area shows a missing-area marker. Reloaded after every save, delete and failed reorder.
         */
        post: operations["loadexamsubjectquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/savesubjectquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存题组 / Create or update a question group
         * @description The group drawer's save. Name required (at most 50), type required, at least one area (exactly one for an
         *     objective group), areas on one page and inside it; choose areas only with choose_flag and then at least two.
         *     A new group is sent without `quesid`; an objective group sends the recognition settings in `content` (marktype,
         *     omrfigure, coverage, coverage2, uncoverage, uncoverage2, depth, multi_choices) instead of the marking ones.
         *     The screen reloads the tree afterwards.
         */
        post: operations["savesubjectquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/savesubjectsubquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存小题 / Create or update a sub-question
         * @description The sub-question drawer's save. Name required (at most 50), full score required (objective full scores are set
         *     on the objective answer page). Areas lie inside the group's areas and do not overlap; scoring points lie inside
         *     the sub-question's areas (moving or resizing an area deletes its points). The screen reloads the tree afterwards.
         */
        post: operations["savesubjectsubquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delsubjectquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除题组 / Delete a question group
         * @description Confirmed first; deletes the group with its sub-questions (toast 题组已删除).
         */
        post: operations["delsubjectquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delsubjectsubquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除小题 / Delete a sub-question
         * @description Confirmed first (toast 小题已删除).
         */
        post: operations["delsubjectsubquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/changesubjectquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整题组顺序 / Reorder the question groups
         * @description Drag and drop of a group in the tree; a failure reloads the tree.
         */
        post: operations["changesubjectquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/changesubjectsubquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整小题顺序 / Reorder the sub-questions
         * @description Drag and drop of a sub-question in the tree (same shape as changesubjectquestion); a failure reloads the tree.
         */
        post: operations["changesubjectsubquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/getoptionpos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 识别选项位置 / Recognise the option marks in group areas
         * @description The batch-add dialog's (re-)recognition: for each requested area, in order, the option boxes found in it. The
         *     designer also sends the tolerance width `minblank` (default 1) and the colour depth `depth` (1-100).
         */
        post: operations["getoptionpos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/tryrecognize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 试识别 / Recognise one sample sheet with the saved template
         * @description The designer's 试识别: one sample sheet (its front, and its back when the template has two pages) read with the
         *     subject's saved template exactly as a scanned sheet is read (putpic's recognition): the exam number from the
         *     code/ORM areas and each objective sub-question's options, each with the area it was read in. Nothing is stored.
         */
        post: operations["tryrecognize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/getoptionimages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 获取区域图片 / Images of group areas for the batch-add dialog
         * @description The cut-outs of the requested areas the batch-add dialog draws its canvas from.
         */
        post: operations["getoptionimages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/batchaddsubquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量添加客观题小题 / Batch-add objective sub-questions
         * @description The batch-add dialog's save: the generated sub-questions of an objective group (numbers follow the first
         *     options from the start number, default 1, in the ordering direction, default vertical). Full scores start at 0
         *     and are set on the objective answer page. The designer also sends `direction`.
         */
        post: operations["batchaddsubquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadquestionstem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载题干配置 / Load the question stems of a subject
         * @description The stem configuration page (exam/question-info-paper, the exam card's 题干配置 per subject): every question
         *     group of the subject in display order with its stem regions on the template pages and its uploaded stem image,
         *     so markers can see the question while marking. A group with neither shows 未设置.
         */
        post: operations["loadquestionstem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/savequestionstem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存题干区域 / Save the stem regions of a question group
         * @description The page's 保存 for the selected group: its stem regions replace the saved ones (an empty list removes them).
         *     Each region lies on one existing template page and inside it; at most 10. The page reloads the stems after.
         */
        post: operations["savequestionstem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/uploadquestionstem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传题干图片 / Upload the stem image of a question group
         * @description The page's 上传题干图片 (png, jpeg or gif): the image becomes the group's stem image (replacing an earlier one)
         *     and is served by URL like the template images (`stem_image`). A failure shows the server text as an error.
         */
        post: operations["uploadquestionstem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delquestionstem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除题干 / Remove a group's stem regions, stem image or both
         * @description The page's delete of the stem image ('image'); 'area' removes the saved regions, 'all' both.
         */
        post: operations["delquestionstem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/subquestionanswer/loadsubquestionforanswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加载客观题答案配置 / Load the objective sub-questions and their answers
         * @description The objective answer screen: each objective question group (name, total score) with its sub-question cards
         *     (name, full score, 多选 and 未配置 tags) and answer rows.
         */
        post: operations["loadsubquestionforanswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/subquestionanswer/saveobjectiveanswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存客观题答案 / Save the objective answers
         * @description The screen's save button (toast 客观题答案配置已保存). For multi-select sub-questions `type` 1 scores a matching
         *     combination (an incomplete match gets insufficientScore, by default half the score), `type` 2 adds up the
         *     weights of the chosen options.
         */
        post: operations["saveobjectiveanswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/subquestionanswer/downloadobjectiveanswerTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载客观题答案模板 / Download the objective answer workbook template
         * @description The workbook to fill in and import; its name comes in Content-Disposition. A failure answers with the JSON
         *     envelope instead of the file, which the screen shows in an alert titled 导出列表错误.
         */
        post: operations["downloadobjectiveanswerTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/subquestionanswer/importObjectiveAnswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入客观题答案 / Import the objective answers from a workbook
         * @description The import popover (drag upload of xls or xlsx, 10 MB in the hint). A text failure shows in an alert titled
         *     导入错误; a list failure opens the 导入数据错误 table of row numbers and messages. Success toasts 导入成功.
         */
        post: operations["importObjectiveAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/autogenerategroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按大题自动生成题组 / Generate the groups from the big-question names
         * @description Creates one group per big question (question group of the template), holding its sub-questions.
         */
        post: operations["autogenerategroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/addsubquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存勾选的小题到题组 / Add the ticked sub-questions to a group
         * @description The save button of the sub-question checkbox tree.
         */
        post: operations["subquestionconfigAddsubquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/deletegroupquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除题组 / Delete a marking group
         * @description Deletes a marking group (题组) of the exam subject (question-group configuration).
         */
        post: operations["deletegroupquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/deletesubgroupquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从题组移除小题 / Remove a sub-question from a group
         * @description Removes one sub-question from a marking group; the group keeps its other sub-questions.
         */
        post: operations["deletesubgroupquestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/addorupdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新建或修改题组 / Create or rename a marking group
         * @description The group-name dialog (name required, at most 25 characters). A new group is sent with an empty `groupid`, a
         *     renamed one with its id. Creating a group needs a paper chosen first.
         */
        post: operations["subquestionconfigAddorupdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/getgrouplist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 题组列表 / A page of marking groups
         * @description The group tree, 15 per page.
         */
        post: operations["getgrouplist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subquestionconfig/querysubquestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 小题列表 / A page of sub-questions to group
         * @description The sub-question checkbox tree, with the big question and the marking group of each sub-question.
         */
        post: operations["querysubquestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexamteacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试科目阅卷教师列表 / Page the marking teachers of an exam subject
         * @description The marking teacher table (exam management / marking teacher management): name search, 15 per page, with
         *     total and jumper. Each row shows name, account, phone and an online/offline tag; force offline is offered only
         *     for online teachers.
         */
        post: operations["loadexamteacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadunitteacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 未分配的单位教师 / List the unit's teachers not yet assigned to the subject
         * @description The add-teacher dialog (selectable list with search); the unit is the exam's unit from session storage.
         */
        post: operations["loadunitteacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/saveteacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加阅卷教师 / Assign ticked teachers to the subject
         * @description Saves the add-teacher dialog; at least one teacher must be ticked and the exam id must be known.
         */
        post: operations["saveteacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delteacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除阅卷教师 / Remove a marking teacher from the subject
         * @description Asked for confirmation first.
         */
        post: operations["delteacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/forceLogout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 强制下线 / Force an online marking teacher offline
         * @description Offered only for online teachers, after a confirmation; the portal then shows 已强制下线.
         */
        post: operations["forceLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadExamSubjectQuestionGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 科目题组列表（含评卷模式） / List the subject's question groups with their mark modes
         * @description Feeds the per-teacher round dialog and the batch dialog's group selector: the subject's subjective question
         *     groups (an objective group is scored from its answer key and has no marking teachers or rounds, so it is not
         *     listed, and saving rounds for it is refused as for an unknown group). The mark mode decides the round
         *     checkboxes: the second round is hidden for mode 1 and the third round shows only for mode 4; 8 final and
         *     9 abnormal are always offered.
         */
        post: operations["loadExamSubjectQuestionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadTeacherQuestionGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 教师的题组与轮次 / The question groups and rounds a teacher marks
         * @description One entry per (question group, round) the teacher holds; fills the round checkboxes of the dialog.
         */
        post: operations["loadTeacherQuestionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/saveTeacherQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存教师的题组轮次 / Save the question groups and rounds of a teacher
         * @description Sets which question groups a marking teacher marks and in which rounds (1, 2, 3, 8 final, 9 abnormal): `data` maps each question group id to its rounds, an empty list removes the group. A round the group's mark mode does not offer is refused.
         */
        post: operations["saveTeacherQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/listExamQuestionTeacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 题组轮次教师列表 / Page the teachers per question group and round
         * @description The batch add/edit dialog's result table (round tag and delete per row), 15 per page.
         */
        post: operations["listExamQuestionTeacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/downloadTeacherTurn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出题组轮次教师 / Export the teachers per question group and round (xlsx)
         * @description The batch dialog's export, with the same query as listExamQuestionTeacher. The file's name comes in
         *     Content-Disposition. When the server refuses it answers with a JSON envelope (`success: false`) instead of
         *     the file; the portal shows that text in an alert titled export list error.
         */
        get: operations["downloadTeacherTurn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/importTeacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入题组轮次教师 / Import the teachers per question group and round from Excel
         * @description The batch dialog's import (xls or xlsx, up to 10 MB), sent with the dialog's search fields. A failure answers
         *     with a text (alert titled import error) or with a list of `{row, msg}` (see StaffImportErrorRow) that the
         *     portal shows in a table of row number and message; success shows 导入成功.
         */
        post: operations["importTeacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/batchCreateTeacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按轮次批量生成阅卷教师 / Generate marking teacher accounts per round
         * @description Generates the given number of marking teacher accounts (0 to 1000 per round) for one question group; the
         *     group must have a mark mode. turn2 applies to mark modes with a second round, turn3 to modes 4 and 6; turn8
         *     is the final round and turn9 the abnormal papers. The portal then shows 生成成功 and reloads the result table.
         */
        post: operations["batchCreateTeacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delTeacherTurn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除教师的题组轮次 / Remove a teacher from one round of a question group
         * @description A row action of the batch dialog's result table, asked for confirmation first.
         */
        post: operations["delTeacherTurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examupload/getpaperlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 试卷列表 / List the papers that can receive uploads
         * @description Called with an empty body when the upload screen opens; feeds its paper selector.
         */
        post: operations["getpaperlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examupload/getuploadpaperinfolist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 已上传试卷信息 / Page the uploaded paper info
         * @description The upload screen's table (student secret id, exam id, subject id, page, objective answers), 15 per page, with a student id query.
         */
        post: operations["getuploadpaperinfolist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examupload/getuploadpapers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传试卷图片 / Upload scanned paper images (several files)
         * @description Multi-file upload with a progress bar; every file is a part named uploadfiles.
         */
        post: operations["getuploadpapers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/loadstuinclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参考学生列表 / Page the exam's participants
         * @description The participant table (exam/mgeexamstudent): search by student name, student number or exam number and by
         *     subject, filter by paper upload status (-1 all, 1 uploaded, 2 not uploaded / recognition error / not
         *     recognised, 3 match error). 50 per page by default (options 50 to 400). Each row lists exam numbers and
         *     room/seat per subject (`room_info`) and the front/back upload status per subject (`scan_info`).
         */
        post: operations["loadstuinclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/loadstuexclusive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 未参考学生列表 / Page the students not yet taking part
         * @description The add participants dialog, 1000 per page, searchable by name, number, grade and class.
         */
        post: operations["loadstuexclusive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/savestu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加参考学生 / Add participants (ticked students or all)
         * @description Either the ticked students (`stuList`, at least one ticked, else the portal warns), for example
         *     `{examid: 3001, stuList: ['20260104', '20260216']}`, or every listed non-participant,
         *     `{examid: 3001, addAll: true}`. The exam id must be known (missing exam id warning).
         */
        post: operations["examStudentSavestu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/delstu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除参考学生 / Remove participants from subjects
         * @description Per-row delete and bulk delete (then `student_number` is omitted: every participant of the subjects, for
         *     example `{examid: 3001, subject_ids: [2]}`). Asked for confirmation: the students' marking data is deleted
         *     too and this cannot be undone.
         */
        post: operations["examStudentDelstu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/importStudentRela": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入参考学生信息 / Import participants' exam numbers and seats
         * @description Custom info import (xls or xlsx, up to 10 MB) with the list's search fields, as multipart. The form-encoded
         *     variant sends no file: with `consistentWithStudentNumber` the exam numbers are set equal to the student
         *     numbers. A failure answers with a text (alert titled import error) or with a list of `{row, msg}` (see
         *     StaffImportErrorRow), shown in a table of row number and message; success shows 导入成功.
         */
        post: operations["importStudentRela"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/downImportTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载参考学生导入模板 / Download the participant import template (xlsx)
         * @description Sent without a body. The file's name comes in Content-Disposition; a failure answers with a JSON envelope
         *     instead, shown in an alert titled export list error.
         */
        post: operations["examStudentDownImportTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/getStudentPaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查看学生试卷图片 / View a participant's paper image (base64)
         * @description Opens the image of a submitted page from the participant table; the result is the JPEG in base64 (no data URI prefix).
         */
        post: operations["getStudentPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/getStudentInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参考学生详情 / Load a participant for the edit dialog
         * @description Fills the edit dialog (subject checkboxes, per-subject exam number, room and seat).
         */
        post: operations["getStudentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examStudent/updateStudentInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改参考学生信息 / Save a participant's subjects, exam numbers and seats
         * @description Saves the edit dialog. An unticked subject is sent with `delete: true` (after a confirmation: the student's
         *     marking data of that subject is deleted). A failure shows the server's result text.
         */
        post: operations["updateStudentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试权限树 / The exam's permission tree
         * @description The marking permission tab's tree. A node with data scope 2 is granted per subject, 3 per question group,
         *     4 per question-group round. Tree ids 22 and 79 are always expanded.
         */
        post: operations["examPermissionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getSubjectAndQuestionsByExamId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试科目与题组 / The exam's subjects and question groups
         * @description Fills the permission tree below the nodes with a data scope: subjects (scope 2), question groups (scope 3)
         *     and their rounds (scope 4: mode 1 round 1; modes 2, 3, 5 rounds 1-2; modes 4, 6 rounds 1-3; every mode
         *     also 8 final and 9 abnormal). Objective groups (question_type 1) are scored by the system and offer no rounds.
         */
        post: operations["getSubjectAndQuestionsByExamId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可分配权限的用户 / Page the users of the permission screen
         * @description The searchable user list on the left (100 per page, infinite scroll). Filters default to -1; the role decides
         *     which other filters apply (11 class, 5 grade, 7 subject, 8 taught class; all roles grade, subject and class).
         *     Which tab calls getUsers and which getAllUsers is not shown; both take the same search and answer the same page.
         */
        post: operations["getUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getAllUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 全部用户 / Page all users of the permission screen
         * @description Same search and answer as getUsers (100 per page, infinite scroll, filters default -1), with `totalpage` so
         *     the list knows when to stop loading.
         */
        post: operations["getAllUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getFilterParams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 用户筛选条件 / The option lists of the user filters
         * @description Roles, schools, and the class-teacher classes, grade-leader grades, researched subjects and taught classes of the exam's units.
         */
        post: operations["getFilterParams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getUserPermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 用户的考试权限 / A user's permissions in the exam
         * @description Single-user mode; clicking a user loads their permissions into the tree.
         */
        post: operations["getUserPermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/saveUserPermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存用户的考试权限 / Save exam permissions for one or several users
         * @description Single-user mode saves the user's ticked permissions (each entry with user_id); multi-user mode applies the
         *     ticked permissions to every selected user (`user_ids: [3108, 3109]`, entries without user_id), then clears
         *     the selection. With no user selected the portal shows 请选择用户 and does not call. Success shows 权限保存成功.
         *     A round outside the group's mark mode, or any round on an objective group (scored by the system, so it would
         *     never become a marking task), is refused and nothing is saved.
         */
        post: operations["saveUserPermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getExamManagers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试管理员列表 / List the exam administrators
         * @description The exam administrator tab's right list. Exam administrators have all the permissions of the exam's creator.
         */
        post: operations["getExamManagers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/addExamManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加考试管理员 / Make a user an exam administrator
         * @description Clicking a user in the left list who is not yet an administrator.
         */
        post: operations["addExamManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/delExamManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移除考试管理员 / Remove an exam administrator
         * @description Clicking an administrator in the right list.
         */
        post: operations["delExamManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/myExamPages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 我在本场考试的权限页面 / The pages the signed-in user holds in one exam
         * @description The permission pages (permission_url of the permission tree) the signed-in user holds in the exam: those of
         *     the user type and the unit's user tags (userinfo.pages), those granted in the exam (分配权限), and, for the
         *     exam's creator and administrators, the creator's pages (spec 3 §6). The portal opens an exam sub-page only when
         *     its page is among them, so a marking teacher reaches the pages of her grants and no other, and a user granted a
         *     page in one exam reaches it there; the server checks the same pages on every call naming the exam.
         */
        post: operations["myExamPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/getExamSubjectResearcher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试学科教研员列表 / List the exam subject researchers
         * @description The exam subject researcher tab's right list; researchers are assigned per subject.
         */
        post: operations["getExamSubjectResearcher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/addExamSubjectResearcher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加考试学科教研员 / Make a user a subject researcher of the exam
         * @description Makes a user a subject researcher (学科教研员) of one subject of the exam.
         */
        post: operations["addExamSubjectResearcher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/examPermission/delExamSubjectResearcher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移除考试学科教研员 / Remove a subject researcher from the exam
         * @description Removes a user from the subject researchers of one subject of the exam.
         */
        post: operations["delExamSubjectResearcher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadexamscanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试科目扫描员列表 / Page the scanners of an exam subject
         * @description The scan management screen (exam management / scan management): scanners filtered by teacher name, 15 per
         *     page. Exam id and unit id come from session storage.
         */
        post: operations["loadexamscanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/loadunitscanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 未分配的扫描教师 / List the unit's teachers not yet assigned to scan the subject
         * @description The add dialog (selectable list of unassigned teachers).
         */
        post: operations["loadunitscanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/savescanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加扫描员 / Assign ticked teachers to scan the subject
         * @description At least one teacher must be ticked.
         */
        post: operations["savescanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/delscanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除扫描员 / Remove a scanner from the subject
         * @description Asked for confirmation first; the related group-marking records are deleted too.
         */
        post: operations["delscanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/connectScanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 连接扫描科目 / Load a subject's scan setup
         * @description Called when the scanner view opens for an exam subject: the question groups and sub-questions (to name the
         *     recognised answers), the number of template pages, the user's scan permissions and the subject's paper
         *     properties (scan properties, exam-number region, code type, strict mode). With no template page the view falls
         *     back to template scanning; with no matching scan permission it warns 'no permission, please refresh the page'.
         */
        post: operations["examConnectScanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/getsubjectinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 扫描进度 / Upload counts of a subject
         * @description The counts behind the scanner view's progress bars (exam-wide and, in school scan, for the chosen school).
         *     Refetched when fixing ends and about 1 second after a save.
         */
        post: operations["scannerApiGetsubjectinfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/putpic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传扫描试卷 / Upload one scanned sheet
         * @description Sent for every complete sheet (a front/back pair when double-sided, every image when single-sided) as
         *     page1.jpg and optional page2.jpg, and again with `student_id` when an unrecognised sheet is fixed by hand.
         *     The answer is the recognised exam number, the prior upload status of each page, the student's room and seat,
         *     the objective answers of each page (a first row with subnum -1 marks the student absent), whether the pages
         *     were swapped and how far the sheet was rotated. A sheet is an error when it has no exam number, an error text
         *     or a failed page result; such sheets go to the unrecognised list. A `success: false` answer is shown as
         *     '服务器出现错误：' plus the text and the sheet is marked as an error too.
         *
         *     Page markers (x-inferred, see the `pagesMismatch` example): answer sheets print the sheet's identity on both
         *     sides (a sheet serial, and the exam number's code on the back). When page2's markers name another sheet than
         *     page1's (another serial, or an exam-number code other than the number read on the front), the server refuses
         *     the sheet: `error` and `page2Res.error` are '第二页与第一页不属于同一张答题卡', `page2Res.success` is false,
         *     `student_id` is null, nothing is stored for either page (dealInfo false) and the sheet goes to the
         *     unrecognised list. Pages without markers are not judged.
         */
        post: operations["scannerApiPutpic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/getroominfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考场扫描的考场信息 / The room of an exam number (room scan)
         * @description Room scan (type '1'): the first recognised exam number decides the current room; the answer is that room and
         *     every seat with its student. A failure stops scanning ('Get room info failed'). Sheets whose exam number is
         *     not in the room are room mismatches ('考号不存在此考场，请重新输入' when typed by hand).
         */
        post: operations["scannerApiGetroominfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/getpic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 已上传试卷图片 / An uploaded page image
         * @description One page of the sheet already uploaded for an exam number (image compare and existing-paper dialogs). Failure
         *     shows 'Get uploaded image failed'; a failed call answers with a JSON envelope instead of the image.
         */
        post: operations["scannerApiGetpic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/modifyUploadedPaperSid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改已上传试卷考号 / Move an uploaded sheet to another exam number
         * @description The modify-exam-number dialog. The answer carries `msg`; when `result.paperBase64` is present the new number
         *     already had a sheet, which now conflicts: the dialog pushes it on its conflict stack ('new conflicting exam
         *     number appeared, please modify manually') and closes when the stack is empty. Failures show `msg`, or
         *     'Modify exam number failed'.
         */
        post: operations["scannerApiModifyUploadedPaperSid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/fixAndDealPaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 处理修正后的试卷 / Process fixed sheets
         * @description Processes sheets after fixing (and with `submit` saves them). `result.error` names what failed; the screen then
         *     shows 'processing failed, please retry'.
         */
        post: operations["scannerApiFixAndDealPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/submitPaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存扫描试卷 / Save processed sheets
         * @description The save (button or key S, or auto-save after a scan) when real-time processing is on. In room scan errors and
         *     unscanned seats block saving on the screen. After a save room scan clears the room data, errors and images;
         *     school and global scan remove the handled sheets; progress is refetched after 1 second.
         */
        post: operations["scannerApiSubmitPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/getNotScanStudentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 未扫描学生名单 / Students not scanned yet (and student search)
         * @description Opened from the progress bars: the subject's students without an uploaded sheet, searchable and paged
         *     (10/20/50/100 per page, default 50). The same call with `key` and `all` is the student search of the fix and
         *     modify dialogs (default 10 per page; 10 in the modify dialog; typed input is debounced 1 second); a manual exam
         *     number must match a row exactly ('exam number not found'). Failures show '获取未扫描学生列表失败' or '搜索学生失败'.
         */
        post: operations["scannerApiGetNotScanStudentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/downloadNotScanStudentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出未扫描学生名单 / Download the not-scanned list
         * @description The not-scanned list as a workbook, for the same body as getNotScanStudentList. The name comes from
         *     Content-Disposition. A failure answers with a JSON envelope instead (shown in an 'export list error' alert).
         */
        post: operations["scannerApiDownloadNotScanStudentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/deletePicAndRollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除上传记录 / Delete an uploaded page and roll back
         * @description The 'delete upload record' action of the unrecognised-sheet dialog: deletes the page's uploaded image and rolls
         *     back its upload. The confirmation warns that related group-marking records are deleted too. Failure shows
         *     '删除失败'.
         */
        post: operations["scannerApiDeletePicAndRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/deleteTempPic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 丢弃临时试卷 / Discard temporary sheets
         * @description Discard one, discard all, or discard all and clear (refused on the screen while scanning, 'scanning, cannot
         *     discard'). Success shows '已丢弃' or '已清除'; failure shows `msg`, or '丢弃失败' / '清除失败'.
         */
        post: operations["scannerApiDeleteTempPic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scannerApi/getTempPic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 临时试卷图片 / A temporary (unsaved) page image
         * @description One page of a sheet held but not saved yet, as base64 JPEG in the envelope (the unrecognised-sheet dialog).
         *     An empty result shows '图片为空'; a failure '获取临时图片失败'.
         */
        post: operations["scannerApiGetTempPic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/listExamRoomInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考场列表 / List the rooms of an exam
         * @description The room list (subject, name, remark, last edit time and editor), 15 per page.
         */
        post: operations["examroomListExamRoomInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/saveExamRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增考场 / Add a room
         * @description The room form (name required, at most 30 characters; subject required) with the screen's search fields.
         *     The screen calls updateExamRoom instead when the form has a room_id. Success shows '新增成功'.
         */
        post: operations["examroomSaveExamRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/updateExamRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改考场 / Edit a room
         * @description The room form of an existing room with the screen's search fields. Success shows '保存成功'.
         */
        post: operations["examroomUpdateExamRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/deleteExamRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考场 / Delete a room
         * @description After a confirmation; success shows '删除成功', a cancel '已取消删除'.
         */
        post: operations["examroomDeleteExamRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/listExamRoomStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考场学生列表 / List the students of a room
         * @description Shown when a room is clicked (room name, exam number, seat, last edit time and editor), 15 per page.
         */
        post: operations["examroomListExamRoomStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/saveExamRoomStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增考场学生 / Seat a student in a room
         * @description Exam number (secret number) and seat number are required. Success shows '新增成功'. A student seated elsewhere
         *     for the subject is moved only after the user confirmed: without `confirmMove` the answer is code -3 with the
         *     question naming the old seat (x-inferred), and the portal sends the same body again with `confirmMove: true`.
         *     A seat beyond the room's capacity is refused.
         */
        post: operations["examroomSaveExamRoomStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/updateExamRoomStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改考场学生 / Change the student of a seat
         * @description The seat number is read-only when editing; the exam number changes. Success shows '保存成功'. When the change
         *     leaves the seat's student without a seat, or moves the new student from another seat, the answer without
         *     `confirmMove` is code -3 with the question (x-inferred); confirmed, the same body is sent with `confirmMove: true`.
         */
        post: operations["examroomUpdateExamRoomStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/deleteExamRoomStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考场学生 / Free a seat
         * @description After a confirmation; success shows '删除成功'.
         */
        post: operations["examroomDeleteExamRoomStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/downImportTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载考场导入模板 / Download the room import template
         * @description The xlsx template for the room import. The name comes from Content-Disposition; a failure answers with a JSON
         *     envelope instead (shown in an 'export list error' alert).
         */
        post: operations["examroomDownImportTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroom/importExamRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入考场 / Import rooms and seats from a workbook
         * @description Imports rooms and their seated students for the chosen school from an xls or xlsx file (10 MB at most, stated in
         *     the hint only); the screen refuses without a school ('请先选择单位') and other file types ('只能上传xls或xlsx文件').
         *     A failure's `result` is either one text (shown in an 'import error' alert) or a list of rejected rows
         *     `{row, msg}` (ExamRoomImportRowError, shown in the import error table).
         */
        post: operations["examroomImportExamRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getexaminfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编排考试信息 / The exam's schools, grades and subjects
         * @description Loaded when the wizard opens; the grade-unit pairs and subjects of the wizard come from it.
         */
        post: operations["examroomdesignGetexaminfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getexamareainfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考区列表 / The exam areas of a school
         * @description The exam areas (考区, buildings or sites) of a school; the exam rooms of the arrangement belong to an area.
         */
        post: operations["examroomdesignGetexamareainfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getexamroomlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考区的考场 / The rooms of some areas
         * @description The rooms of the chosen areas (area management and the seat grids, 15 seats per row).
         */
        post: operations["examroomdesignGetexamroomlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/saveexamarea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存考区 / Add or rename an area
         * @description The area name must not be empty ('考区名称不可为空'). Success shows '新增成功' or '保存成功'.
         */
        post: operations["examroomdesignSaveexamarea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/deleteexamarea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考区 / Delete an area
         * @description After a confirmation; success shows '删除成功', a cancel '已取消删除'.
         */
        post: operations["examroomdesignDeleteexamarea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/batchaddexamroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量新增考场 / Add rooms in batch
         * @description Adds rooms start_number..end_number to an area: names prefix + number + suffix (nick names likewise), room
         *     numbers increasing from room_number, each with room_capacity seats (default 30, at most 200). Start must not
         *     exceed end ('开始数字不能大于结束数字'), and one batch adds at most 100 rooms ('一次最多新增100个考场').
         *     Success shows '批量新增考场成功！'.
         */
        post: operations["examroomdesignBatchaddexamroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/saveexamroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改考场 / Edit one room
         * @description Name required ('考场名称不能为空', at most 30 characters), number required ('考场号不能为空'), capacity positive
         *     ('请输入正确的考场容量'). Success shows '保存成功'.
         */
        post: operations["examroomdesignSaveexamroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/deleteexamroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考场 / Delete one room
         * @description After a confirmation; success shows '删除成功', a cancel '已取消删除'.
         */
        post: operations["examroomdesignDeleteexamroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getexamtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试时间 / The subjects' exam times
         * @description A subject is ready (and can be arranged) only when both times are set; a subject whose time overlaps an already
         *     chosen subject cannot be chosen either.
         */
        post: operations["examroomdesignGetexamtime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/saveexamtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设置考试时间 / Set a subject's exam time
         * @description Both times required ('请选择考试时间'), start before end ('开始时间必须早于结束时间'). Success shows '保存成功'.
         *     The body the specification shows is {subject_name, times}: without exam_id the exam is the one whose wizard
         *     (getexaminfo) or exam times (getexamtime) the session loaded last, the context a backend keeps for the session;
         *     when there is none the call fails ('未指定考试，请重新打开考试时间设置'). The portal sends exam_id as well.
         */
        post: operations["examroomdesignSaveexamtime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getstudenseatinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学生座位信息 / A school's students and their seats
         * @description Step 1's student tree (grade, unit, class, student) for one school: each student with the seats already held
         *     for the chosen subjects, whether some (isDesigned) or all (isFull) of them are arranged.
         */
        post: operations["examroomdesignGetstudenseatinfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getexamroomstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考场座位状态 / Seat grids of some areas
         * @description The rooms of the areas with each seat's state for the chosen subjects (occupied seats are not empty).
         */
        post: operations["examroomdesignGetexamroomstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getdesigninfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编排记录 / The arrangements of an exam
         * @description Step 3's list of design records, with view, download, delete and (when not yet) set as scan data.
         */
        post: operations["examroomdesignGetdesigninfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/arrange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 执行编排 / Arrange students into seats
         * @description Runs the arrangement from the review step: one selection per grade and unit (students and ordered seats) and
         *     the step 0 parameters. The screen starts it only when every selection has students and seats and the students
         *     do not outnumber the seats. Success shows '编排成功！' and moves to step 3; a failure shows the server's text
         *     (or '编排失败'), a request error '编排过程发生错误'.
         */
        post: operations["examroomdesignArrange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/previewarrange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 预览编排 / The seats an arrangement would give, without saving it
         * @description The same body as arrange, checked the same way (a refusal answers arrange's texts), and arranged the same way
         *     (order, layouts, score basis, arrangement_seed for the random order), but nothing is stored: the answer is every
         *     student's seat per subject, in seat order. The review's seat map names each seat's student from it for every
         *     order and layout; arrange with the same body (and seed) then seats them so, unless someone arranged meanwhile.
         */
        post: operations["examroomdesignPreviewarrange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/getarrangementdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编排结果明细 / The seats of an arrangement
         * @description The view dialog of a design record, 15 rows per page from page 1, with a row search (note `page_size`).
         */
        post: operations["examroomdesignGetarrangementdata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/checkscandata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查扫描数据冲突 / Check before setting as scan data
         * @description Runs before setasscandata. When `inUse`, a confirm dialog lists `data` ('数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据');
         *     whatever the answer, the screen then calls setasscandata.
         */
        post: operations["examroomdesignCheckscandata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/setasscandata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设为考场扫描数据 / Use an arrangement for room scanning
         * @description Makes the arrangement the exam-room scan data (room scan uses its rooms and seats). Success shows '设置成功'.
         */
        post: operations["examroomdesignSetasscandata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/setexamnumberrule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考号规则 / Set the exam's numbering rule
         * @description Sets the exam's numbering rule (ExamNumberRule; getexaminfo answers it): room_seat makes every arrangement of
         *     the exam, when set as the exam-room scan data, write its students' exam numbers from room and seat; keep leaves
         *     the numbers as imported. Exam numbers already written stay as they are until an arrangement is set as scan data
         *     again. Success shows '考号规则已保存'.
         */
        post: operations["examroomdesignSetexamnumberrule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/deletearrangement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除编排 / Delete an arrangement
         * @description After a confirmation; success shows '删除成功', a cancel '已取消删除'. The design that is the exam-room scan data
         *     (is_scan_data 1) is refused ('该编排已设为考场扫描数据，不能删除'): the rooms' scan data comes from it, so another
         *     design must be set as scan data first. The screen says so before any confirmation.
         */
        post: operations["examroomdesignDeletearrangement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/downloadarrangement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载考务数据 / Download an arrangement
         * @description The arrangement's exam-affairs data as a zip. The name comes from Content-Disposition, default '考务数据.zip'.
         *     Success shows '下载成功'; a failure answers with a JSON envelope instead, shown as '下载失败：' plus its text.
         *     Its contents are not shown by the specification; ours (x-inferred): per school and subject a workbook per room
         *     (`<school>/<subject>/<room>.xlsx`: 考区, 考场, 座位号, 考号, 姓名, 学号, 学校, 年级, 班级, 科目), and per school
         *     the seat stickers and the admission tickets (`<school>/座位贴.xlsx`, `<school>/准考证.xlsx`).
         */
        post: operations["examroomdesignDownloadarrangement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/examroomdesign/gethistoryexam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 成绩排序依据考试 / Earlier exams for score ordering
         * @description The exams whose scores can order the students when the order is by score (step 0): earlier exams in which the
         *     students (of the grade-unit pair asked for, x-inferred) have scores in the chosen subjects; none when they sat
         *     none, which the screen says rather than ordering by student number unannounced.
         */
        post: operations["examroomdesignGethistoryexam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/absentstudentmge/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 缺考名单 / The absence list of an exam subject
         * @description The participants of the subject whose sheet was read with the absent mark, and those without a saved sheet,
         *     filtered by school, room, 类别 (kind), confirmation state and a name/number keyword; marked sheets first, then
         *     by exam number; 10/20/50/100 a page (default 50). `counts` sums up the chosen school and room. A sheet scanned
         *     later, or rescanned with answers, takes the student off the list (or moves them to the other reason, and a
         *     confirmation made for the old reason no longer applies).
         */
        post: operations["absentStudentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/absentstudentmge/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认缺考 / Confirm participants absent or not absent
         * @description 确认缺考 (`absent: true`) or 确认未缺考 (`false`) for the ticked rows or one row, after a confirmation that
         *     gives the count. The confirmation (who, when) is kept per exam, subject and exam number. Every exam number must
         *     be on the absence list as it is now; otherwise nothing changes and the answer names the first one that is not.
         */
        post: operations["absentStudentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/absentstudentmge/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出缺考名单 / Export the absence list
         * @description The list as filtered (every page) as a workbook: school, name, student number, exam number, class, room, seat,
         *     类别, confirmation state, who confirmed and when. The name comes in Content-Disposition; a failure answers with a
         *     JSON envelope instead (shown in an alert titled '导出列表错误', like the not-scanned export).
         */
        post: operations["absentStudentDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/loadmarkingtasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的阅卷任务 / The signed-in teacher's marking tasks
         * @description The 教师阅卷 page (/main/marking): every round of a question group the signed-in user marks, from the rounds
         *     assigned on 阅卷教师管理 (exam/mgeexamteacher) and those granted by the 阅卷 permission (31, data scope 4: question
         *     group and round) on 分配权限, each with its progress. Exams first by id, then subject, question group and round.
         */
        get: operations["loadmarkingtasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/nextpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取下一份试卷 / The next paper of a marking task
         * @description Gives the teacher the next paper of the task and holds it for them (no other teacher of the round gets it
         *     while they mark it). A paper is never given twice to one teacher in a round, nor to a teacher who marked it in
         *     another round of the group; in an exam of several schools with independent marking (markingType 2) a teacher
         *     gets the papers of their own school only. Every remark-interval papers a self-review paper comes (remark_flag),
         *     one at a time: while a self-review paper is held for the teacher, asking ahead gives an ordinary one. The
         *     paper is held for `hold_seconds` (10 minutes); a client asking ahead (the paper shown next) holds it again
         *     with holdpaper when it shows it, so the teacher's time starts then. `paper` is null when nothing is left for
         *     this teacher now.
         */
        post: operations["nextpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/holdpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保留试卷 / Hold the paper on screen again for its full time
         * @description Holds the paper given to the teacher for the full hold (10 minutes) from now, and answers how long. The client
         *     calls it when it shows a paper it asked for ahead (so the teacher's time starts when the paper is on screen) and
         *     while the teacher is active on it (keys, clicks) once less than half of the hold is left. A paper whose hold ran
         *     out is held again while no other teacher holds it and the round still needs it; otherwise the answer is a
         *     failure with `code` 410 and a text saying why, and the client takes the next paper.
         */
        post: operations["holdpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/submitmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交评分 / Submit the scores of a paper
         * @description Submits the teacher's scores of the paper given to them, with the mark drawing data. Rounds follow the group's
         *     mark mode: 1 one marking; every mode of several markings compares them with the group's score difference
         *     (误差分): within it the independent markings are averaged (2 (1+1): rounds 1–2; 4 (1+1+1): rounds 1–3); beyond it
         *     (two scores further apart than the score difference) a decision round decides: 6 round 3, then the final round 8
         *     if round 3 is still that far from both; 2, 3, 4 and 5 the final round 8. What is submitted moves the exam list's
         *     已阅卷 count once every subjective group of the paper has its result. Refused sooner than the group's time limit
         *     after the paper was given.
         *
         *     A paper whose hold ran out is still taken while no other teacher holds it and the round still needs it. A
         *     paper that is no longer this teacher's to mark (another teacher holds it now, it was reported abnormal, or the
         *     round no longer needs it) is refused with `code` 410 and a text saying why: the client takes the next paper.
         *     `submit_key` makes a retry safe: the same key gets the first answer.
         */
        post: operations["submitmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/loadmarked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 我的已阅试卷 / The papers the teacher marked in a task (review)
         * @description One page of the papers the teacher marked in the task, the latest first, each with whether it can still be
         *     changed.
         */
        post: operations["loadmarked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/loadmarkedpaper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回评试卷 / One of the teacher's marked papers, with its marking
         * @description A paper the teacher marked in the task, with the marking they submitted (`given`), to look at again and change.
         */
        post: operations["loadmarkedpaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/resubmitmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改评分 / Change the scores of a marked paper (review)
         * @description Changes the teacher's scores of a paper they marked in the task. Refused once a later round has decided the
         *     paper (a final or third round, or an abnormal report), and in strict mode (strict_mode 1) after one change. A changed
         *     score is compared again with the other round's (it may now need, or no longer need, a decision round).
         *     `submit_key` makes a retry safe: the same key gets the first answer (and counts as one change).
         */
        post: operations["resubmitmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marking/reportabnormal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 报告异常卷 / Report the paper on screen as abnormal
         * @description Reports the paper given to the teacher as abnormal, with a reason: it leaves the task (not counted as marked)
         *     and goes to the abnormal-paper round (9), whose teachers see the reason and give its score.
         */
        post: operations["reportabnormal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/markingProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 阅卷进度 / Marking progress of an exam subject
         * @description 阅卷进度 (statistics/markingProgress): per subjective question group and round the papers that reach the round,
         *     those marked, those remaining, the percentage, the scores given in the last 10 minutes and the time to finish at
         *     that pace; the subject's totals (the exam list's 已阅卷). The page asks again every few seconds while it is open
         *     (polling), so scores submitted anywhere show without a reload.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["markingProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/bufferManage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 缓冲卷列表 / Papers held for teachers of an exam subject
         * @description 缓冲卷管理 (netview/bufferManage): every paper of the subject held for a teacher and not yet submitted (a hold
         *     lasts 10 minutes from when the paper was given or held again), oldest first. In a joint exam marked
         *     independently (markingType 2) a school's account sees its own school's teachers only.
         */
        post: operations["bufferList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/bufferManage/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回收缓冲卷 / Release held papers
         * @description 回收: the named held papers (or all of the subject's, `all`) go back to their round's queue, where the next
         *     teacher asking gets them. A paper no longer held is skipped; `released` counts those freed. Only papers of
         *     teachers the caller sees (bufferList) are released.
         */
        post: operations["bufferRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/exceptionPaperManage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 异常卷列表 / Abnormal papers of an exam subject
         * @description 异常卷管理 (netview/exceptionPaperManage): the papers teachers reported abnormal (round 9) of the subject's
         *     subjective groups, waiting first by report time; with `state` handled or all, those handled too (how, by whom).
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["exceptionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/exceptionPaperManage/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 处理异常卷 / Handle an abnormal paper
         * @description Handles one waiting abnormal paper: `score` records round 9's score (the paper's result for the group, so it
         *     counts as marked), `blank` records 0 for every sub-question with the note, `normal` returns the paper to normal
         *     marking (the rounds it still needs give it to teachers again). A paper already handled is refused.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["exceptionHandle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/exceptionPaperInit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 异常类型列表 / Abnormal reasons of an exam
         * @description The reasons teachers choose from when they report an abnormal paper (报告异常卷), as set on 异常类型
         *     (netview/exceptionPaperInit); the default four until they are set.
         */
        post: operations["exceptionReasons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/exceptionPaperInit/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存异常类型 / Save the abnormal reasons of an exam
         * @description 异常类型 (netview/exceptionPaperInit): replaces the exam's abnormal reasons (1–20, each at most 20 characters, no
         *     duplicates). Papers already reported keep their reason.
         */
        post: operations["exceptionReasonsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/inspectFinished/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 抽查列表 / Marked papers to spot-check
         * @description 抽查 (netview/inspectFinished): the subject's papers marked in at least one round, filtered by group, teacher,
         *     round and score range, each with every round's marking, the result and the re-scores; the teachers who marked and
         *     the subject's strict mode come with the page. Ordered by group, then by the latest marking, newest first.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["inspectList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/inspectFinished/rescore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 抽查改分 / Re-score a spot-checked paper
         * @description 抽查改分: gives a paper whose result is known a new score, recorded as a re-score of 抽查 (who, from, to, why), not
         *     as a round's marking; the paper's result is the latest re-score from then on. Refused in strict mode (spec 3 §9: no
         *     direct score edit in spot check) and for a paper without a result.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["inspectRescore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/workload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工作量 / Marking workloads of an exam subject
         * @description 题组工作量 (statistics/questionGroupWorkload) and 教师工作量 (statistics/userWorkload): per round of each subjective
         *     group and per teacher in it, the papers marked, the average seconds a paper, the average score; per teacher also
         *     whether she is signed in now and her last submit. In a joint exam marked independently a school's account sees
         *     its own school's teachers only.
         */
        post: operations["workload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/workload/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工作量 / Export a workload table (xlsx)
         * @description The table of 题组工作量 (`view` group) or 教师工作量 (`view` teacher) as an xlsx workbook (题组工作量.xlsx,
         *     教师工作量.xlsx), the same rows and figures as `workload`. A refused download answers the JSON failure envelope.
         */
        post: operations["workloadExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/datamge/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 阅卷数据 / Marking data of an exam subject
         * @description 阅卷数据管理 (netview/datamge): per round of each subjective group that has any marking, abnormal report or held
         *     paper: the markings, the abnormal reports from it and the papers held now.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["datamgeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/datamge/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置轮次 / Reset one round of a group
         * @description Removes every marking of one round of a group (the self-reviews and the hand-outs of the round too; a round-9
         *     reset makes its papers wait for round 9 again): the papers wait for that round again and the exam list's 已阅卷
         *     follows. Refused while a later decision round (3 in 2+1+1, 8) of the group has markings, and when the round's count
         *     is no longer the one the confirmation named (`marks`).
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["datamgeReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/allocateAdvice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 任务分配建议 / Suggested quotas per teacher
         * @description 任务分配建议 (statistics/userAllocateAdvice): for every round of each subjective group with papers remaining, a
         *     quota per teacher of the round proportional to her measured speed, so that they finish together, and the quota
         *     applied (allocateApply) where there is one.
         *     Independent marking (a joint exam with markingType 2, each school marking its own students' papers): a
         *     school's account sees, handles and resets its own school's papers only; a bureau's account its schools'.
         */
        post: operations["allocateAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/allocateAdvice/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 应用分配建议 / Set the teachers' quotas of a round
         * @description Sets (or, with null, lifts) each named teacher's quota in one round of a group: the papers she may still mark in
         *     it from now. nextpaper then gives her none once she has marked that many (NextPaper.quota_done). A teacher who
         *     is not a marking teacher of the round (阅卷教师管理) is refused.
         */
        post: operations["allocateApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/qualityStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 质量统计 / Marking quality per teacher
         * @description 质量统计 (quality/qualityStatistics): per subjective question group its marks' count, mean and standard
         *     deviation, and per teacher in it her marks, mean, standard deviation, deviation from the group's mean and, in double
         *     marking, her double-marked papers, those within the group's 误差分 (score_diff) and the agreement rate.
         *     In a joint exam marked independently (markingType 2) a school's account sees its own school's teachers only.
         *     Refused in strict mode while the subject is being marked (code 423).
         */
        post: operations["qualityStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/reviewRate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复评率 / Self-review rate per teacher
         * @description 复评率 (回评率, quality/reviewRate): per subjective group its self-review setting (remark_flag,
         *     remark_interval), and per teacher and round (1–3) the papers she marked, the self-reviews she submitted, their rate
         *     and how many changed her score.
         *     In a joint exam marked independently (markingType 2) a school's account sees its own school's teachers only.
         *     Refused in strict mode while the subject is being marked (code 423).
         */
        post: operations["qualityReviewRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/markDistribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 给分分布 / Score histograms per teacher against the group
         * @description 给分分布 (quality/markDistribution): per subjective group (or the one named) its score classes, the histogram
         *     of every mark in the group and each teacher's, as counts and shares.
         *     In a joint exam marked independently (markingType 2) a school's account sees its own school's teachers only.
         *     Refused in strict mode while the subject is being marked (code 423).
         */
        post: operations["qualityMarkDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/selfGrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 自评统计 / Self-review differences against self_score_diff
         * @description 自评统计 (quality/selfGrade): per subjective group its self-review limit (self_score_diff), per teacher and group
         *     her self-reviews, the mean and largest |difference| from her first score and how many are beyond the limit, and every
         *     self-review, the largest difference first.
         *     In a joint exam marked independently (markingType 2) a school's account sees its own school's teachers only.
         *     Refused in strict mode while the subject is being marked (code 423).
         */
        post: operations["qualitySelfGrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/userPaperAssessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 教师评卷评估 / A teacher’s papers that deviate most
         * @description 教师评卷评估 (quality/userPaperAssessment): the teachers who marked the subject (the group), and for the one
         *     chosen every score she gave with the paper's other scores, its result and her deviation from it, the largest
         *     |deviation| first.
         *     In a joint exam marked independently (markingType 2) a school's account sees its own school's teachers only.
         *     Refused in strict mode while the subject is being marked (code 423).
         */
        post: operations["qualityPaperAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/standardPaperManage/marked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标准卷与样卷的候选 / Marked papers to choose standard or sample papers from
         * @description 标准卷管理 and 样卷管理 choose among the subject's papers whose group marking gave a result: per paper and group the
         *     result and its score per sub-question (the rounds' average, the deciding round's score, or the latest re-score), the
         *     marking image, and whether the paper is already a standard or sample paper of the group. By group, then exam number.
         */
        post: operations["standardPaperMarked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/standardPaperManage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标准卷列表 / Standard papers of an exam subject
         * @description 标准卷管理 (netview/standardPaperManage): the subject's standard papers with their standard score per sub-question,
         *     who set them, how many teachers scored them, and the interval at which they reach teachers (20 until set).
         */
        post: operations["standardPaperList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/standardPaperManage/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设为标准卷 / Make a marked paper a standard paper
         * @description Makes a paper of a group whose marking gave a result a standard paper, with its standard score per sub-question
         *     (each within its full score); saving it again changes the standard score. From then on the paper reaches the group's
         *     teachers in its independent rounds, one standard paper after every `interval` papers a teacher marks (never one she
         *     marked herself, each once per teacher); she sees it as any other paper, and her score is recorded for 标准卷评分, not
         *     as a marking of the paper.
         */
        post: operations["standardPaperSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/standardPaperManage/setInterval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标准卷发送间隔 / How often standard papers reach teachers
         * @description Sets after how many marked papers a teacher of the subject gets a standard paper (1–1000; 20 until set).
         */
        post: operations["standardPaperSetInterval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/standardPaperManage/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移除标准卷 / Remove a standard paper
         * @description Removes a standard paper: it no longer reaches teachers; the scores teachers gave it go with it (标准卷评分).
         */
        post: operations["standardPaperDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality/standardGrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标准卷评分 / Teachers' scores of standard papers
         * @description 标准卷评分 (quality/standardGrade): per teacher and group the standard papers she scored, the difference of each
         *     score from the standard score (given − standard), the mean and largest absolute difference, and how many are beyond the
         *     group's standard_score_diff (1 when not set). In a joint exam marked independently a school's account sees its own
         *     school's teachers only. Hidden during marking in strict mode: refused while the subject's marking is unfinished.
         */
        post: operations["standardGrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/samplePaperManage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 样卷列表 / Sample papers of an exam subject
         * @description 样卷管理 (netview/samplePaperManage): the subject's sample papers with their category (优秀 / 典型错误), note, result and
         *     marking image, by group then when chosen.
         */
        post: operations["samplePaperList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/samplePaperManage/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设为样卷 / Make a marked paper a sample paper
         * @description Makes a paper of a group whose marking gave a result a sample paper with a category (优秀 / 典型错误) and a note;
         *     saving it again changes them. 试卷讲评 shows the subject's sample papers per question.
         */
        post: operations["samplePaperSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/samplePaperManage/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移除样卷 / Remove a sample paper
         * @description Removes a sample paper (试卷讲评 no longer shows it).
         */
        post: operations["samplePaperDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/paperexplain/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 试卷讲评的样卷 / Sample papers shown on the paper review report (paperexplain)
         * @description 试卷讲评 (/analysis/paperexplain): the sample papers chosen in marking (样卷管理) for the subject, typical errors
         *     first, each with its group, note, result and marking image, so the page shows them under their question.
         */
        post: operations["explainSamples"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/studentQuestionManage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考生试题 / A student's scores per question
         * @description 考生试题管理 (netview/studentQuestionManage): the participants of the subject whose exam number or name contains the
         *     keyword (at most 20, by exam number; within the caller's scope), each with the paper and, per subjective group, the
         *     result, the score per sub-question, each round's marking, the score edits (抽查改分 and 直接改分) and the marking image;
         *     and whether the subject is in strict mode (no direct score edit then).
         */
        post: operations["studentQuestionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netview/studentQuestionManage/editScore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 直接改分 / Change a student's score of a question group
         * @description 直接改分: gives a student's question group whose result is known a new score per sub-question with the reason,
         *     recorded with who and when as a score edit (not as a round's marking); the result is the latest edit from then on (as
         *     抽查改分's). Refused in strict mode (spec 3 §9: no direct score edit in student question management) and for a group
         *     without a result.
         */
        post: operations["studentQuestionEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 成绩生成状态 / What the report of an exam still waits for
         * @description Per subject the participants, the saved sheets and the saved sheets not yet finally marked, whether all are
         *     marked (生成报告 can run) and when the report was last generated. The rows cover the caller's scope.
         */
        post: operations["scoreStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 客观题计算与查看 / One page of the participants' scores in one subject
         * @description scoreManage: per participant of the subject (in the caller's scope, by exam number) the objective score computed
         *     now from the recognised answers and the keys, the subjective score (the final marks of the subjective groups)
         *     and the total; `keyword` matches part of the name, the student number or the exam number.
         */
        post: operations["scoreList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出成绩 / The participants' scores of one subject as a workbook
         * @description Every row scoreList finds for the same filter (page and pagesize are ignored), one xlsx sheet.
         */
        post: operations["scoreExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/objectiveCheck/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 客观题核查 / Objective answers of a subject and the doubtful sheets
         * @description objectiveCheck (and objectiveCheckForSchool, with unit_id: one school of the caller's scope): per objective
         *     sub-question its key and the distribution of the recognised answers over the saved sheets in scope; the sheets
         *     whose recognition is doubtful (several marks where one is allowed, blank); the corrections made so far.
         */
        post: operations["objectiveCheckList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/objectiveCheck/correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 更正识别结果 / Correct the recognised answer of one sub-question of a sheet
         * @description Sets the sheet's recognised answer of the sub-question to what the user read (the record the scores are computed
         *     from, so scoreManage shows the new score at once and the report after it is generated again) and records who
         *     corrected it and when. A sheet outside the caller's scope, or not saved, is refused.
         */
        post: operations["objectiveCorrect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/objectiveCheck/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 答题卡图片 / The front page of a saved sheet (base64 JPEG)
         * @description The sheet a doubtful answer is read on; refused outside the caller's scope.
         */
        post: operations["objectiveSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/scoreCheck/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 成绩核查 / The participants of a subject whose scores need a look
         * @description scoreCheck: within the caller's scope, the participants of the subject whose sheet carries the absent mark yet
         *     has scores, whose saved sheet is not finally marked, whose total is above the full score, or whose marked total
         *     is 0; each with the page that fixes it.
         */
        post: operations["scoreCheckList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/twiceDeal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 二次处理试卷 / The sheets whose scores changed since the report was generated
         * @description twiceDealPaper: the saved sheets of the subject (in the caller's scope) whose objective or total score computed
         *     now from the records differs from the generated report's, with both. 生成报告 (generateStatistics) processes them
         *     again; afterwards the list is empty.
         */
        post: operations["twiceDealList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/exams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 已生成报告的考试 / The exams whose report is generated
         * @description The exams the caller sees (as the exam list) whose report has been generated, newest report first.
         */
        post: operations["reportExams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考试成绩概览 / One exam's statistics per subject
         * @description Per subject and for the total (subject_id 0, the sum of a student's subjects, out of the sum of the full
         *     scores; a student absent in every subject is left out): count, absent, mean, max, min, standard deviation,
         *     pass / good / excellent rates with their thresholds, ten score bands. Refused while the report is not generated.
         */
        post: operations["reportOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/studentMark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学生成绩 / Every student's scores and ranks
         * @description commonReport/student-mark: every student of the caller's scope with their score per subject, total and ranks in
         *     class, school and exam (ties shared, over every participant), ordered by exam rank. All rows in one answer (the
         *     page windows them; 20,000 rows are about 2 MB).
         */
        post: operations["reportStudentMark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 小题得分与试题分析 / Per question group and sub-question of one subject
         * @description commonReport/question-mark and question-analysis: per question group and sub-question of the subject, over the
         *     present students of the caller's scope, the mean, score rate (difficulty), discrimination (top and bottom 27 %
         *     by the subject's total), full-mark and zero counts; per objective sub-question its key and the option
         *     distribution (the most marked first).
         */
        post: operations["reportQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学科对比与班级对比 / Schools and classes side by side per subject
         * @description commonReport/subject-comparison and class-comparison: for each school and each class of the caller's scope, per
         *     subject and for the total, the present count, mean, max, score rate, pass and excellent rates.
         */
        post: operations["reportComparison"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学生报告 / One student's report
         * @description studentreport: one student's total, ranks (ties shared) in class, school and exam, and per subject the score,
         *     the class mean and ranks, each sub-question against the class mean. A student or parent role reads its own
         *     student's report only (student_number absent, or its own); other roles any student of their scope.
         */
        post: operations["reportStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班主任报告 / One class across the subjects
         * @description headteacherreport: the class's count, mean, max, min, score rate, pass and excellent rates per subject and for
         *     the total, beside the school's and the exam's means and the rank of the class's mean among the exam's classes;
         *     its students with their scores and ranks. The class is the one asked for, else the caller's own class (a class
         *     teacher's 班主任 class), else the first of the caller's scope; a class outside the scope is refused.
         */
        post: operations["reportClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/teacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 教师报告 / A teacher's classes in their subject
         * @description teacherreport: for the subject asked for (else the teacher's first subject of the exam), each class the
         *     signed-in account teaches in it (任课教师: the classes of its teaching details) with count, mean, max, min,
         *     score rate, pass and excellent rates, the rank of its mean among the exam's classes and its score rate per
         *     question group; beside them the whole exam's. An account teaching none of the exam's subjects (an
         *     administrator) gets the classes of its scope (`own` false).
         */
        post: operations["reportTeacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出报告 / A report page as a workbook
         * @description The figures a report page shows, as an xlsx workbook (one sheet per table of the page), within the same limits
         *     as the page: the caller must hold the report's page (/analysis/<page>), except the student report, which follows
         *     reportStudent (a student or parent role its own student only).
         */
        post: operations["reportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/report/studentSheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学生答题卡 / A student's answer sheet with the marks
         * @description studentreport: the student's scanned pages of one subject, the recognised objective answers against the keys,
         *     each subjective group's score at its area and the marks the deciding marker drew, as in the generated report.
         *     Limited as reportStudent: a student or parent role its own student only, others the students of their scope.
         */
        post: operations["reportStudentSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/viewDataAnalyseAndCheck/startAnalyse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开始数据分析检查 / Start the 12 marking-data checks of an exam
         * @description Called by the start-analysis button of exam/viewDataAnalyseAndCheck (marking data check and analysis). The
         *     request asks for progress, so the portal opens the session's push channel first (if none is open); the run's
         *     progress then arrives there as `AnalysisProgressMessage`s, two per check (started, done), and the 12 timeline
         *     items move from info to primary to success or danger. The HTTP answer only confirms the start. A refused start
         *     (e.g. a run of the exam still going) is shown with the server's text (issue 29; spec 3 §8.4 has it only
         *     logged, which left the user without a word). The checks see the starter's scope (see the list call). While a
         *     run of the exam goes on, another account's start is refused; the same account's start replaces its own run
         *     (which stops: its tab lost it, e.g. when the push channel broke, and starts again).
         */
        post: operations["startAnalyse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/viewDataAnalyseAndCheck/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 数据检查问题列表 / One page of the problem table of one check
         * @description The paged problem table of a timeline item shown as danger. `sqlIndex` is the check's number (1–12); the rows'
         *     columns differ per check (see `AnalysisProblemRow`); `run_id` names the run the table shows. The rows are
         *     those of the starter's scope: a school account's run lists its own school's participants only, a bureau's its
         *     units' (the subject-wide checks and the unmatched sheets, which belong to no school, are everyone's).
         */
        post: operations["viewDataAnalyseAndCheckList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/test-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 进度条测试 / Run a test progress on the push channel
         * @description Called by the system test page (sys/TestPage). It asks for progress, so the portal opens the push channel first
         *     (if none is open); the test progress arrives there as progress messages (name, current, total, title, end) and
         *     fills the page's progress bar. The answer's text is shown as a success or an error.
         */
        post: operations["testProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/loadallpermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部权限树 / The whole permission tree
         * @description The permission management screen (sys/permission) and the two authorisation screens (sys/usertypeassgin,
         *     sys/usertagassgin) load the whole tree: root nodes with their children, each level ordered by sort_number.
         *     The management screen filters it by name and keeps the nodes 22 and 79 expanded.
         */
        get: operations["loadallpermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/loadallusertype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部用户类型及其权限 / Every user type with its permissions
         * @description The user-type authorisation screen (sys/usertypeassgin): the list of user types at the left; choosing one ticks
         *     its permission_ids in the tree.
         */
        get: operations["loadallusertype"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/loadallusertag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部用户标签及其权限 / Every user tag with its permissions
         * @description The user-tag authorisation screen (sys/usertagassgin): the list of user tags at the left; choosing one ticks its
         *     permission_ids in the tree. A tag that grants nothing may carry null.
         */
        get: operations["loadallusertag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/changepermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 拖动权限节点 / Move a permission node by drag and drop
         * @description A drop in the draggable permission tree: node srcid is placed before or after node tgtid (same parent) or
         *     inside it (as its child). The screen reloads the tree afterwards.
         */
        post: operations["changepermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/moveuppermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 权限节点上移 / Move a permission node up one place
         * @description The node's up button: swaps it with the sibling above it. The node's current sort and parent are sent.
         */
        post: operations["moveuppermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/movedownpermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 权限节点下移 / Move a permission node down one place
         * @description The node's down button: swaps it with the sibling below it. The node's current sort and parent are sent.
         */
        post: operations["movedownpermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/delpermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除权限节点 / Delete a permission node and its children
         * @description The node's delete button, after a confirmation that its children are deleted too. When the deleted node is
         *     the one shown in the form, the form is disabled.
         */
        post: operations["delpermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/savepermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存权限节点 / Add or edit a permission node
         * @description The permission form: without permissionid it adds a node under parentid (0 for the root-permission button),
         *     with it edits that node. A directory (type 2) has no link (empty or null), for example
         *     `{permissionid: 79, permissionname: 阅卷统计, type: 2, link: '', sort: 13, parentid: 2, data_scope: null}`.
         *     A new node gets an id never used before, also after deletes (x-inferred: an id names a node in saved
         *     user-type and user-tag grants, so a reused id would hand a deleted node's grants to a new one). 排序 is at
         *     most 9999 and a node with children cannot become a function (the `sortTooLarge` and `functionWithChildren`
         *     examples, x-inferred).
         */
        post: operations["savepermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/saveusertypeassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存用户类型授权 / Save the permissions of a user type
         * @description The save button of the user-type authorisation screen: replaces the chosen type's permissions with the ticked
         *     nodes; nothing ticked sends null (`{usertype: '9', permissionids: null}`). Without a chosen type the screen
         *     says '请选择用户' and sends nothing.
         */
        post: operations["saveusertypeassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/saveusertagassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存用户标签授权 / Save the permissions of a user tag
         * @description The save button of the user-tag authorisation screen: replaces the chosen tag's permissions with the ticked
         *     nodes; nothing ticked sends null (`{tagid: 34, permissionids: null}`). Without a chosen tag the screen
         *     says '请选择用户' and sends nothing.
         */
        post: operations["saveusertagassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag/loadalltags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部标签 / Every tag of every catalogue
         * @description The tag management screen (sys/tag) loads every tag once and groups them itself: by tag_type into the tabs
         *     单位属性 (unit_tag), 学生属性 (student_tag) and 科目 (subject), and by tag_catalog into the catalogue tabs at the
         *     left. Subject tag ids up to 20 are the common subjects, above 20 custom subjects.
         */
        get: operations["loadalltags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag/deltag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除标签 / Delete a tag
         * @description Closing a tag chip, after a confirmation that units and users carrying the tag are affected. The screen
         *     reloads the tags afterwards.
         */
        post: operations["deltag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag/savetag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存标签 / Add or edit a tag
         * @description The add/edit tag dialog: without tid it adds a tag of the current tab's type, with it renames that tag (for
         *     example `{tid: 42, type: student_tag, name: 艺术体育特长生, catalog: 招生类型}`). The catalogue is required
         *     (at most 10) and cannot be changed when editing; the name is required (at most 20).
         */
        post: operations["savetag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log/listloginlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登录日志列表 / One page of the login log
         * @description The login log page (sys/loginlog): filter by user name, request address and a request-time range; 15 rows
         *     per page, newest first.
         */
        post: operations["listloginlog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log/listlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 系统日志列表 / One page of the system log
         * @description The system log page (sys/log): every logged call, filtered by user name, request address and a request-time
         *     range; 15 rows per page, newest first.
         */
        post: operations["listlog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redis/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 缓存服务器信息 / Cache server statistics
         * @description The cache monitor page (sys/redismanager) shows these statistics read-only.
         */
        get: operations["redisInfo"];
        put?: never;
        post?: never;
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
         * @description A failed call. `result` carries the server's text, or, for the imports of Excel files (teachers, objective
         *     answers, marking teachers, exam participants, exam rooms), the refused rows as a list of `{row, msg}`.
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
            /** @description The server's text, shown to the user as it is; or the refused rows of an import. */
            result: string | components["schemas"]["ImportRowError"][];
            /** @description Optional machine code some calls add (for example -3 on exam save, see the exam calls). */
            code?: number;
            /** @description Some scanning calls put their text here as well; the screens show `msg` first when it is present. */
            msg?: string;
        };
        /**
         * ImportRowError
         * @description One refused row of an imported Excel file (the import error dialogs list row number and message).
         */
        ImportRowError: {
            /**
             * @description The row number in the file.
             * @example 3
             */
            row: number;
            /**
             * @description Why the row was refused.
             * @example 手机号必须是数字
             */
            msg: string;
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
            /**
             * @description When the unit was created, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-03-01 08:30:00
             */
            create_time?: string;
            /**
             * @description When the unit was last changed, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-09-01 10:12:45
             */
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
             * @description Account name or phone number, trimmed; at most 30 characters (inferred).
             * @example zhangwei
             */
            ua: string;
            /** @description The password, trimmed; at most 20 characters (inferred). */
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
             * @example 1234
             */
            sms_code: string;
        };
        /** VerifyPhoneCodeResult */
        VerifyPhoneCodeResult: {
            /**
             * @description Present only for a phone number seen for the first time; shown to the user once. 6 to 20 characters (inferred).
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
        /**
         * UnitTreeNode
         * @description A unit of the tree with its sub-units in `subunit` (the portal's tree uses unit_id as key, subunit as children
         *     and unit_name as label). Level 1 is the top of what the signed-in role may see (the platform for a platform
         *     administrator); the schema spells out four levels, and a fifth level, which the organisation does not use, is
         *     only described as objects.
         */
        UnitTreeNode: {
            /** @description Level 2 (bureaus under the platform); empty for a unit without sub-units. */
            subunit?: ({
                /** @description Level 3 (departments and schools under a bureau). */
                subunit?: ({
                    /** @description Level 4 (schools under a department). */
                    subunit?: ({
                        /** @description Deeper levels (not used by the organisation); units of the same shape. */
                        subunit?: {
                            [key: string]: unknown;
                        }[];
                    } & components["schemas"]["Unit"])[];
                } & components["schemas"]["Unit"])[];
            } & components["schemas"]["Unit"])[];
        } & components["schemas"]["Unit"];
        /**
         * UnitTree
         * @description The top-level units the signed-in role may see, each with its sub-units.
         */
        UnitTree: components["schemas"]["UnitTreeNode"][];
        /**
         * SaveUnitRequest
         * @description The unit tree form (add a top-level unit, add a sub-unit, or edit the selected unit). `unitid` is absent or null
         *     when adding; `parentid` is null for a top-level unit.
         */
        SaveUnitRequest: {
            /**
             * @description The unit being edited; absent or null when adding.
             * @example 103
             */
            unitid?: number | null;
            /**
             * @description Unit name, required ('请填写单位名称'), at most 30 characters ('不能超过30个字').
             * @example 临江市第二中学
             */
            unitname: string;
            /**
             * @description Unit code, required, at most 20 characters.
             * @example LJ003
             */
            unitcode: string;
            /**
             * @description Short code, required, at most 4 characters.
             * @example LJEZ
             */
            shortcode: string;
            unittype: components["schemas"]["UnitType"];
            /**
             * @description The parent unit; null for a top-level unit.
             * @example 10
             */
            parentid?: number | null;
            /**
             * @description Ids of the unit's tags (tag type unit_tag).
             * @example [
             *       2
             *     ]
             */
            unittags?: number[];
        };
        /**
         * ChangeParentRequest
         * @description A drag in the unit tree drops `unitid` inside `parentid` (only ever inside another unit).
         */
        ChangeParentRequest: {
            /** @example 103 */
            unitid: number;
            /** @example 11 */
            parentid: number;
        };
        /**
         * UnitIdRequest
         * @description Names one unit of the tree (delete, enable/disable).
         */
        UnitIdRequest: {
            /** @example 103 */
            unitid: number;
        };
        /**
         * UnitRow
         * @description One row of the unit table (newunit): id, code, name, short code, type name, state, create time, last edit
         *     time and, for schools, the dealer (`punit_id`, `punit_name`).
         */
        UnitRow: {
            /**
             * @description The unit type's name from the unit_type code list.
             * @example 学校
             */
            unit_type_name?: string;
        } & components["schemas"]["Unit"];
        /**
         * ListUnitsRequest
         * @description The unit table's filters and page (page sizes 15, 30, 50, 100; default 15). Empty filters are sent as empty
         *     strings or left out.
         */
        ListUnitsRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description 15 (default), 30, 50 or 100.
             * @default 15
             * @example 15
             * @enum {integer}
             */
            pagesize: 15 | 30 | 50 | 100;
            /**
             * @description '4' schools, '3' education management departments, '' every type.
             * @example 4
             * @enum {string}
             */
            unit_type?: "" | "3" | "4";
            /**
             * @description Part of a unit name.
             * @example 临江
             */
            unit_name?: string;
            /**
             * @description Restricts the list to this unit and its sub-units; absent or null for every unit the role sees.
             * @example 10
             */
            unitid?: number | null;
        };
        /**
         * Dealer
         * @description A dealer (the service company a school belongs to), offered in the unit table dialog for schools.
         */
        Dealer: {
            /** @example 20 */
            unit_id: number;
            /** @example 临江智慧教育服务有限公司 */
            unit_name: string;
        };
        /**
         * NewUnitSaveRequest
         * @description The unit table's add/edit dialog. Name, code, short code, type and state are required; the dealer is chosen only
         *     for a school (unit type '4'). `unit_id` is absent or null when adding.
         */
        NewUnitSaveRequest: {
            /**
             * @description The unit being edited; absent or null when adding.
             * @example 103
             */
            unit_id?: number | null;
            /** @example 临江市第二中学 */
            unit_name: string;
            /** @example LJ003 */
            unit_code: string;
            /** @example LJEZ */
            short_code: string;
            unit_type: components["schemas"]["UnitType"];
            state: components["schemas"]["EnabledState"];
            /**
             * @description The dealer (schools only); null otherwise.
             * @example 20
             */
            punit_id?: number | null;
        };
        /**
         * NewUnitIdRequest
         * @description Names one row of the unit table (delete, enable/disable).
         */
        NewUnitIdRequest: {
            /** @example 103 */
            unit_id: number;
        };
        /**
         * User
         * @description A user of a unit as the administrator and teacher tables list it.
         */
        User: {
            /** @example 3105 */
            user_id: number;
            /** @example wangfang */
            user_account: string;
            /** @example 王芳 */
            user_name: string;
            /**
             * @description Digits only.
             * @example 13998765432
             */
            cellphone?: string | null;
            /** @example wangfang@ljyz.edu.cn */
            email?: string | null;
            /**
             * Format: date
             * @description The account is valid until this day (YYYY-MM-DD); null means no limit.
             * @example 2027-08-31
             */
            valid_until?: string | null;
            state: components["schemas"]["EnabledState"];
            /** @example 101 */
            unit_id: number;
            /** @example 临江市第一中学 */
            unit_name?: string;
            /**
             * @description The parent of the user's unit; null for a top-level unit.
             * @example 10
             */
            parent_id?: number | null;
            /**
             * @description The role codes the user holds in this unit (see UserType).
             * @example [
             *       "4",
             *       "8"
             *     ]
             */
            user_types?: components["schemas"]["UserType"][];
        };
        /**
         * GradeEntry
         * @description A grade of a school (grade leaders, role '5', lead grades).
         */
        GradeEntry: {
            /** @example 10 */
            grade_id: number;
            /**
             * @description The grade's name.
             * @example 高一
             */
            grade: string;
        };
        /**
         * ClassEntry
         * @description A class of a school as the role fields of the user dialog carry it (class teachers, subject teachers).
         */
        ClassEntry: {
            /** @example 10 */
            grade_id: number;
            /** @example 高一 */
            grade?: string;
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name?: string;
            /**
             * @description The school's name.
             * @example 临江市第一中学
             */
            school?: string;
        };
        /**
         * RoleDetails
         * @description The extra fields of a teacher's roles: '5' grade leader → gradeLeadergrades; '8' subject teacher → teacherSubject
         *     plus teacherGradeClass (the classes taught per subject); '7' subject researcher → researcherSubject; '11' class
         *     teacher → classLeaderClass.
         */
        RoleDetails: {
            /** @description Role '5' (grade leader) only; the grades led. */
            gradeLeadergrades?: components["schemas"]["GradeEntry"][];
            /**
             * @description Role '8' (subject teacher) only; ids of the subjects taught (subject tags).
             * @example [
             *       2
             *     ]
             */
            teacherSubject?: number[];
            /** @description Role '8' only; the classes taught, keyed by subject tag id (each key is one of teacherSubject). */
            teacherGradeClass?: {
                [key: string]: components["schemas"]["ClassEntry"][];
            };
            /**
             * @description Role '7' (subject researcher) only; ids of the subjects researched (subject tags).
             * @example [
             *       2
             *     ]
             */
            researcherSubject?: number[];
            /** @description Role '11' (class teacher) only; the classes led. */
            classLeaderClass?: components["schemas"]["ClassEntry"][];
        };
        /**
         * TeacherUser
         * @description One row of the teacher (user management) table: unit, name, account, phone, roles and valid-until date. The
         *     role fields (see RoleDetails) are present when the server returns them, so the edit dialog can show them.
         */
        TeacherUser: components["schemas"]["User"] & components["schemas"]["RoleDetails"];
        /**
         * OptionalEmail
         * @description A valid e-mail address ('请填写有效格式邮箱'), or empty or null when none is given.
         */
        OptionalEmail: string | null;
        /**
         * ValidUntil
         * @description The account is valid until this day (YYYY-MM-DD); empty or null means no limit.
         */
        ValidUntil: string | null;
        /**
         * UserSaveRequest
         * @description The administrator form (add or edit an administrator of the selected unit; adding needs a unit selected first,
         *     '请先选择单位'). `userid` is absent or null when adding. When editing, the form sends a placeholder password.
         */
        UserSaveRequest: {
            /**
             * @description The user being edited; absent or null when adding.
             * @example 2104
             */
            userid?: number | null;
            /**
             * @description Account name, required, at most 30 characters.
             * @example liuyang
             */
            useraccount: string;
            /**
             * @description The person's name, required, at most 30 characters.
             * @example 刘洋
             */
            username: string;
            /**
             * @description Password, required, at most 20 characters (a placeholder when editing).
             * @example Ly@2026pass
             */
            userpwd: string;
            /**
             * @description Digits only ('手机号必须是数字'); empty or null when none.
             * @example 13700001111
             */
            cellphone?: string | null;
            email?: components["schemas"]["OptionalEmail"];
            until?: components["schemas"]["ValidUntil"];
            /**
             * @description The unit selected in the tree.
             * @example 101
             */
            unitid: number;
            /**
             * @description The roles given (see UserType).
             * @example [
             *       "3"
             *     ]
             */
            user_types?: components["schemas"]["UserType"][];
        };
        /**
         * TeacherSaveRequest
         * @description The add/edit user dialog of user management. Roles are required ('请选择角色'). Adding starts with role '2' for a
         *     top-level unit and role '4' otherwise; role '4' cannot be removed from an existing user ('普通角色无法删除').
         *     For a top-level unit only role '2' is selectable; for a unit with a parent, roles 1, 2, 6, 9 and 10 are not.
         *     Which roles a creator may give: user type 1 → 1, 2, 3, 4, 5, 8; type 2 → 2, 3, 4, 5, 8; type 3 → 3, 4, 5, 8.
         *     Extra fields by role: '5' gradeLeadergrades, '7' researcherSubject, '8' teacherSubject and teacherGradeClass,
         *     '11' classLeaderClass. Edit mode shows the account read-only and sends no password; adding needs a password
         *     (left blank, the server uses the default password).
         */
        TeacherSaveRequest: {
            /**
             * @description The user being edited; absent or null when adding.
             * @example 3105
             */
            userid?: number | null;
            /**
             * @description Account name, at most 30 characters (read-only when editing).
             * @example wangfang
             */
            useraccount?: string;
            /**
             * @description The person's name, required, at most 30 characters.
             * @example 王芳
             */
            username: string;
            /**
             * @description Password, at most 20 characters; sent when adding only.
             * @example Wf@2026pass
             */
            userpwd?: string;
            /**
             * @description Digits only; empty or null when none.
             * @example 13998765432
             */
            cellphone?: string | null;
            email?: components["schemas"]["OptionalEmail"];
            until?: components["schemas"]["ValidUntil"];
            /** @example 101 */
            unitid: number;
            /**
             * @description The roles given, at least one.
             * @example [
             *       "4",
             *       "8"
             *     ]
             */
            user_types: components["schemas"]["UserType"][];
        } & components["schemas"]["RoleDetails"];
        /**
         * LoadMgeUserRequest
         * @description The administrator table's search and page (5 per page).
         */
        LoadMgeUserRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description The administrator table shows 5 per page.
             * @default 5
             * @example 5
             */
            pagesize: number;
            /**
             * @description The unit selected in the tree.
             * @example 101
             */
            unitid?: number | null;
            /**
             * @description Part of an account or a name (one search box for both).
             * @example 刘
             */
            username?: string;
        };
        /**
         * LoadEduUserRequest
         * @description The user management table's search and page (page sizes 15, 30, 50, 100; default 15). A school-level user
         *     (type '3') has no tree and works in its own unit.
         */
        LoadEduUserRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description 15 (default), 30, 50 or 100.
             * @default 15
             * @example 15
             * @enum {integer}
             */
            pagesize: 15 | 30 | 50 | 100;
            /**
             * @description The unit selected in the tree (the own unit for type '3').
             * @example 101
             */
            unitid?: number | null;
            /**
             * @description Part of a name.
             * @example 王
             */
            username?: string;
            /**
             * @description Part of an account.
             * @example
             */
            useraccount?: string;
        };
        /**
         * UnitGrade
         * @description A grade of a school with its classes, for the role fields of the user dialog.
         */
        UnitGrade: {
            /** @example 10 */
            grade_id: number;
            /** @example 高一 */
            grade: string;
            classes: components["schemas"]["ClassEntry"][];
        };
        /**
         * TeacherImportError
         * @description One refused row of a teacher import file (shown in the 'import data error' dialog).
         */
        TeacherImportError: {
            /**
             * @description The row number in the file.
             * @example 3
             */
            row: number;
            /**
             * @description Why the row was refused.
             * @example 手机号必须是数字
             */
            msg: string;
        };
        /**
         * Student
         * @description One row of the student table.
         */
        Student: {
            /** @example 李明 */
            student_name: string;
            /**
             * @description The student number (digits only; also the student's account at the school).
             * @example 20260101
             */
            student_number: string;
            /**
             * @description The school.
             * @example 101
             */
            unit_id?: number;
            /** @example 临江市第一中学 */
            unit_name?: string;
            /** @example 10 */
            grade_id: number;
            /**
             * @description The grade's name.
             * @example 高一
             */
            grade?: string;
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name?: string;
        };
        /**
         * SchoolClass
         * @description A class of a school's grade.
         */
        SchoolClass: {
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name: string;
            /** @example 10 */
            grade_id: number;
            /** @example 高一 */
            grade?: string;
        };
        /**
         * LoadStuRequest
         * @description The student table's filters and page (page sizes 15, 30, 50, 100; default 15). Filters left empty are sent as
         *     empty strings or null.
         */
        LoadStuRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description 15 (default), 30, 50 or 100.
             * @default 15
             * @example 15
             * @enum {integer}
             */
            pagesize: 15 | 30 | 50 | 100;
            /**
             * @description The school selected in the tree (or the only unit, selected automatically).
             * @example 101
             */
            unitid: number;
            /**
             * @description Part of a student name.
             * @example 李
             */
            stuname?: string;
            /**
             * @description Part of a student number (digits).
             * @example
             */
            stunum?: string;
            /**
             * @description The grade filter; null or empty for every grade.
             * @example 10
             */
            grade_id?: number | null | string;
            /**
             * @description The class filter; null or empty for every class.
             * @example null
             */
            class_id?: number | null | string;
        };
        /**
         * LoadClaRequest
         * @description The classes of one grade of a school (the class select follows the grade select).
         */
        LoadClaRequest: {
            /** @example 101 */
            unitid: number;
            /**
             * @description The grade; null or absent for the classes of every grade.
             * @example 10
             */
            grade_id?: number | null;
        };
        /**
         * StudentSaveRequest
         * @description The add/edit student dialog. A blank password defaults to the student number. Changing the grade clears the
         *     class.
         */
        StudentSaveRequest: {
            /**
             * @description Student name, required, at most 30 characters.
             * @example 李明
             */
            stuname: string;
            /**
             * @description Student number, required, digits only ('学号必须是数字').
             * @example 20260101
             */
            stunum: string;
            /**
             * @description At most 20 characters; blank means the student number.
             * @example
             */
            password?: string;
            /** @example 10 */
            grade_id: number;
            /** @example 5011 */
            class_id: number;
            /** @example 101 */
            unitid: number;
        };
        /**
         * BatchDelStudentRequest
         * @description The students checked in the table, deleted together.
         */
        BatchDelStudentRequest: {
            /**
             * @example [
             *       "20260103",
             *       "20260104"
             *     ]
             */
            stuNumbers: string[];
            /** @example 101 */
            unitid: number;
        };
        /**
         * SaveClassRequest
         * @description Adds a class to a grade of the school.
         */
        SaveClassRequest: {
            /** @example 高一(3)班 */
            class_name: string;
            /** @example 10 */
            grade_id: number;
            /** @example 101 */
            unitid: number;
        };
        /**
         * ExcelImportRequest
         * @description An import file for a unit (multipart): only .xls or .xlsx ('只能上传xls或xlsx文件'), up to 10 MB as the hint
         *     says; a unit must be selected first ('请先选择单位').
         */
        ExcelImportRequest: {
            /**
             * Format: binary
             * @description The filled-in import template (xls or xlsx).
             */
            excelfile: Blob;
            /** @example 101 */
            unitid: number;
        };
        /**
         * StudentImportProgress
         * @description How far the running student import is (polled every 2 seconds). The portal stops polling when ISEND is true,
         *     when NUM equals TOTAL (then it reloads the list), or on ISEXCEPTIONAL (alert 'import error, please retry').
         */
        StudentImportProgress: {
            /**
             * @description Rows in the file.
             * @example 120
             */
            TOTAL: number;
            /**
             * @description Rows imported so far.
             * @example 48
             */
            NUM: number;
            /**
             * @description The import failed.
             * @example false
             */
            ISEXCEPTIONAL: boolean;
            /**
             * @description The import has ended.
             * @example false
             */
            ISEND: boolean;
        };
        /**
         * ExamState
         * @description Exam state (code list exam_state): '1' first stage, the only one that allows editing and deleting the exam;
         *     '2' middle stage; '3' last stage (paper template, question stem and objective answer configuration are closed).
         *     The next-state call moves '1' → '2' → '3', the previous-state call back.
         * @enum {string}
         */
        ExamState: "1" | "2" | "3";
        /**
         * ExamType
         * @description Exam type (code list exam_type): '1' school exam (one unit, the default), '2' joint exam (up to 999 units).
         * @enum {string}
         */
        ExamType: "1" | "2";
        /**
         * StorageType
         * @description Where the exam's paper images are kept: '1' a storage path given in `location` (required then), '2' the default
         *     storage (the default choice).
         * @enum {string}
         */
        StorageType: "1" | "2";
        /**
         * ExamSubject
         * @description A subject of an exam (a subject tag; ids up to 20 are common subjects, above 20 custom subjects).
         */
        ExamSubject: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
        };
        /**
         * Exam
         * @description An exam as the exam list shows it. The list arrays run in parallel: `exam_subjects[i]` is named
         *     `exam_subject_name[i]`, `unit_ids[i]` is named `unit_names[i]`.
         */
        Exam: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2026年秋季高一期中联考 */
            exam_name: string;
            exam_state: components["schemas"]["ExamState"];
            /**
             * @description The state's name from the exam_state code list.
             * @example 进行中
             */
            exam_state_name?: string;
            exam_type: components["schemas"]["ExamType"];
            /**
             * @description When the exam was created, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-10-20 09:00:00
             */
            create_time?: string;
            /**
             * @description The unit that created the exam.
             * @example 10
             */
            unit_id?: number;
            /** @example 临江市教育局 */
            unit_name?: string;
            /**
             * @description The exam's units (schools); one for a school exam, up to 999 for a joint exam.
             * @example [
             *       101,
             *       102
             *     ]
             */
            unit_ids?: number[];
            /**
             * @example [
             *       "临江市第一中学",
             *       "临江市实验中学"
             *     ]
             */
            unit_names?: string[];
            /**
             * @description The exam's grades, by name.
             * @example [
             *       "高一"
             *     ]
             */
            grades?: string[];
            /**
             * @example [
             *       10
             *     ]
             */
            grade_ids?: number[];
            /**
             * @description Ids of the exam's subjects (subject tags; > 20 custom).
             * @example [
             *       1,
             *       2,
             *       3
             *     ]
             */
            exam_subjects?: number[];
            /**
             * @description The subjects' names, in the order of exam_subjects (custom names allowed).
             * @example [
             *       "语文",
             *       "数学",
             *       "英语"
             *     ]
             */
            exam_subject_name?: string[];
            /** @description The same subjects as id and name pairs (the exam configuration screens read these). */
            subjects?: components["schemas"]["ExamSubject"][];
            storage_type?: components["schemas"]["StorageType"];
            /**
             * @description The storage path of the paper images (storage type '1'; the default path otherwise).
             * @example D:\ExamPapers
             */
            location?: string | null;
            /**
             * @description Students of the exam's units and grades are added to the exam automatically.
             * @example true
             */
            is_auto_import?: boolean;
        };
        /**
         * SubjectScanCount
         * @description How many papers of one exam subject are expected, scanned, recognised and marked.
         */
        SubjectScanCount: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description Participating students of the subject.
             * @example 6
             */
            total: number;
            /**
             * @description Papers scanned.
             * @example 6
             */
            scan: number;
            /**
             * @description Papers recognised.
             * @example 6
             */
            recog: number;
            /**
             * @description Papers fully marked.
             * @example 4
             */
            marked: number;
        };
        /**
         * ExamPermissionNode
         * @description A permission the signed-in user holds in one exam (how a type '4' user's exam buttons and menus are built):
         *     the menu entry (`permission_url`) and the subjects and question groups it covers. `children` are written out
         *     two levels deep; deeper entries are only described as objects.
         */
        ExamPermissionNode: {
            /** @example 3 */
            permission_id?: number;
            /** @example 阅卷统计 */
            permission_name: string;
            /**
             * @description The page's address; empty or null for a menu directory.
             * @example /netview/markingProgress
             */
            permission_url?: string | null;
            /**
             * @description 1 function, 2 directory, 3 page.
             * @enum {integer}
             */
            permission_type?: 1 | 2 | 3;
            /** @example 3001 */
            exam_id: number;
            /**
             * @description The subjects the permission covers.
             * @example [
             *       2
             *     ]
             */
            subject_ids?: number[];
            /**
             * @description The question groups the permission covers (empty for a subject-wide permission).
             * @example [
             *       803,
             *       804
             *     ]
             */
            question_ids?: number[];
            children?: {
                permission_id?: number;
                permission_name: string;
                permission_url?: string | null;
                /** @enum {integer} */
                permission_type?: 1 | 2 | 3;
                exam_id: number;
                subject_ids?: number[];
                question_ids?: number[];
                children?: {
                    [key: string]: unknown;
                }[];
            }[];
        };
        /**
         * ExamQuestion
         * @description A question group of an exam subject the signed-in user may mark.
         */
        ExamQuestion: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /**
             * @description 1 one review, 2 two reviews (1+1), 3 two plus one, 4 one plus one plus one, 5 three plus one, 6 two plus one plus one.
             * @example 3
             * @enum {integer}
             */
            mark_mode?: 1 | 2 | 3 | 4 | 5 | 6;
        };
        /**
         * ExamListOtherInfo
         * @description What the exam cards need besides the exams of the page.
         */
        ExamListOtherInfo: {
            /** @description The user's per-exam, per-subject permissions (type '4' users build their exam menus from them). */
            perms: components["schemas"]["ExamPermissionNode"][];
            /** @description The question groups of the listed exams the user may mark. */
            questions: components["schemas"]["ExamQuestion"][];
            /** @description Paper counts per subject of the listed exams. */
            subjectScanCountList: components["schemas"]["SubjectScanCount"][];
        };
        /**
         * LoadExamRequest
         * @description The exam list's search and page (the list shows 2 exams per page by default). Empty filters are sent as empty
         *     strings.
         */
        LoadExamRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description 2 by default.
             * @default 2
             * @example 2
             */
            pagesize: number;
            /**
             * @description Part of an exam name.
             * @example 高一
             */
            examname?: string;
            /**
             * @description '1', '2' or '3' (see ExamState); '' every state.
             * @example
             * @enum {string}
             */
            examstate?: "" | "1" | "2" | "3";
            /**
             * @description Exams created on or after this day (YYYY-MM-DD); '' no limit.
             * @example 2026-09-01
             */
            stime?: string;
            /**
             * @description Exams created on or before this day (YYYY-MM-DD); '' no limit.
             * @example 2027-01-31
             */
            etime?: string;
        };
        /**
         * ExamListResult
         * @description One page of exams and what their cards need.
         */
        ExamListResult: {
            /** @example 3 */
            totalrecords: number;
            datalist: components["schemas"]["Exam"][];
            otherInfo: components["schemas"]["ExamListOtherInfo"];
        };
        /**
         * ExamGrade
         * @description A grade offered by the exam form for the chosen unit.
         */
        ExamGrade: {
            /** @example 10 */
            grade_id: number;
            /** @example 高一 */
            grade: string;
        };
        /**
         * ExamSaveRequest
         * @description The add/edit exam dialog. Name required (at most 50 characters), grades required, at least one subject
         *     ('请选择考试科目'); the exam unit is required for user types 1 and 2 ('请选择考试单位') and is the own unit for
         *     type 3; one unit for a school exam, up to 999 for a joint exam; a custom subject needs a name ('科目名称不能为空');
         *     a storage path is required with storage type '1'. Defaults: exam type '1', storage type '2', auto import on.
         *     When the server answers code -3 and the user confirms, the same body is sent again with confirmSubject '1'.
         */
        ExamSaveRequest: {
            /**
             * @description The exam being edited; absent or null when adding.
             * @example 3001
             */
            examid?: number | null;
            /**
             * @description The same as examid (the form sends both).
             * @example 3001
             */
            exam_id?: number | null;
            /** @example 2026年秋季高一期中联考 */
            examname: string;
            examtype: components["schemas"]["ExamType"];
            /**
             * @description The exam's units (types 1 and 2 choose them; type 3 sends its own unit or nothing).
             * @example [
             *       101,
             *       102
             *     ]
             */
            unitid?: number[];
            /**
             * @example [
             *       "临江市第一中学",
             *       "临江市实验中学"
             *     ]
             */
            unit_names?: string[];
            /**
             * @description The grades' names.
             * @example [
             *       "高一"
             *     ]
             */
            grades: string[];
            /**
             * @example [
             *       10
             *     ]
             */
            grade_ids: number[];
            /**
             * @description Ids of the chosen subjects (subject tags; ids above 20 are custom subjects).
             * @example [
             *       1,
             *       2,
             *       3
             *     ]
             */
            subjects: number[];
            /**
             * @description The subjects' names, in the order of subjects; a custom subject name must not be empty.
             * @example [
             *       "语文",
             *       "数学",
             *       "英语"
             *     ]
             */
            exam_subject_names: string[];
            /**
             * @description Add the students of the exam's units and grades automatically (on by default).
             * @default true
             * @example true
             */
            is_auto_import: boolean;
            /**
             * @description The storage path of the paper images; required with storage type '1' (a fixed local folder by default).
             * @example D:\ExamPapers
             */
            location?: string | null;
            storage_type: components["schemas"]["StorageType"];
            /**
             * @description '1' when resending after the user confirmed the server's code -3 question.
             * @enum {string}
             */
            confirmSubject?: "1";
        } & (unknown & unknown);
        /**
         * ExamIdRequest
         * @description Names one exam (delete, next state, previous state).
         */
        ExamIdRequest: {
            /** @example 3002 */
            examid: number;
        };
        /**
         * NotScanStudentListRequest
         * @description The students of an exam subject without a scanned paper, exported as one file (page size 999999).
         */
        NotScanStudentListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 1 */
            page?: number;
            /**
             * @description The export asks for everything in one page, 999999.
             * @example 999999
             */
            pagesize?: number;
        };
        /**
         * ExamSubjectRequest
         * @description The exam and subject a template, answer or group call works on.
         */
        ExamSubjectRequest: {
            /** @example 3001 */
            examid: number;
            /**
             * @description The subject (a subject tag id).
             * @example 2
             */
            subjectid: number;
        };
        /**
         * ExamInfo
         * @description The exam header of the configuration screens (exam name and the subject selector).
         */
        ExamInfo: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2026年秋季高一期中联考 */
            exam_name: string;
            /**
             * @description The unit that created the exam.
             * @example 10
             */
            unit_id?: number;
            /** @example 临江市教育局 */
            unit_name?: string;
            /**
             * @description Exam state: '1' first stage (editable), '2', '3' last stage (template, stem and answer configuration hidden).
             * @example 2
             * @enum {string}
             */
            exam_state?: "1" | "2" | "3";
            /** @description The exam's subjects, in the order of the subject selector. */
            subjects: {
                /** @example 2 */
                subject_id: number;
                /** @example 数学 */
                subject_name: string;
            }[];
        };
        /**
         * UploadSubjectPaperForm
         * @description The multipart form of a template image upload.
         */
        UploadSubjectPaperForm: {
            /**
             * Format: binary
             * @description The template image (png, jpeg or gif).
             */
            imgfile: Blob;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /**
         * SubjectPaper
         * @description One uploaded template image of a subject (one page of the answer sheet). The list order is the page order; the
         *     canvas stitches the images top to bottom and areas name their image by its index `p`.
         */
        SubjectPaper: {
            /** @example 7001 */
            paper_id: number;
            /** @example 数学-1.jpg */
            file_name?: string;
            /**
             * @description The URL of the image.
             * @example /upload/template/3001/2/7001.jpg
             */
            paper_image: string;
            /** @example 3001 */
            exam_id?: number;
            /** @description Child images of this image (same fields; children of a child are not listed). */
            subpaper?: {
                paper_id?: number;
                file_name?: string;
                paper_image?: string;
                exam_id?: number;
            }[];
        };
        /**
         * RecognitionPercent
         * @description A recognition ratio in percent, 0-100.
         */
        RecognitionPercent: number;
        /**
         * OmrFigure
         * @description Shape of the printed option marks: 1 round, 2 square, 3 open square (default 2 in the designer).
         * @enum {integer}
         */
        OmrFigure: 1 | 2 | 3;
        /**
         * MarkMode
         * @description How a question group is marked: 1 one review, 2 two reviews (1+1), 3 two plus one (a third review on a score
         *     difference), 4 one plus one plus one, 5 three plus one, 6 two plus one plus one (6 is seen in the designer only).
         *     The mode decides the rounds offered: 1 round 1; 2, 3 and 5 rounds 1-2; 4 and 6 rounds 1-3; every mode also 8 and 9.
         *     In every mode of several markings, scores further apart than the group's score_diff (误差分) go to a decision
         *     round (round 3 in mode 6, else the final round 8); within it they are averaged.
         * @enum {integer}
         */
        MarkMode: 1 | 2 | 3 | 4 | 5 | 6;
        /**
         * QuestionType
         * @description Question type: 1 objective (recognised from the option marks), 2 subjective (marked by teachers).
         * @enum {integer}
         */
        QuestionType: 1 | 2;
        /**
         * MultiChoiceArea
         * @description An optional-question mark area, with the option letter it stands for.
         */
        MultiChoiceArea: {
            /** @example 1180 */
            x: number;
            /** @example 1520 */
            y: number;
            /** @example 40 */
            w: number;
            /** @example 30 */
            h: number;
            /** @example 1 */
            p?: number;
            /** @description Client-side id some screens keep on an area. */
            uid?: string;
            /**
             * @description The option letter (A to Z, then Z-prefixed letters).
             * @example A
             */
            option?: string;
        };
        /**
         * SubjectPropSettings
         * @description The extended paper properties of the fuller configuration variant (recognition areas and ratios, code type,
         *     marking type, strict mode, sub-subjects, scanning settings). Load answers them and save sends them back under the
         *     same names.
         */
        SubjectPropSettings: {
            /** @description Subject-recognition areas. */
            recognize_area?: components["schemas"]["Area"][];
            /** @description Absence-mark areas (the mark a proctor fills for an absent student). */
            absent_area?: components["schemas"]["Area"][];
            /** @description Optional-question mark areas, each with its option letter. */
            multi_choice_area?: components["schemas"]["MultiChoiceArea"][];
            /** @description ORM (optical mark) exam-number code areas. */
            orm_area?: components["schemas"]["Area"][];
            /** @description Colour depth that counts the absence mark as filled, 0-100. */
            absent_area_depth?: components["schemas"]["RecognitionPercent"];
            /** @description Share of the absence mark that must be filled, 0-100. */
            absent_area_rate?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share of an option mark that counts it as chosen, 0-100 (designer default 50). */
            coverage?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share below which an option mark counts as empty, 0-100 (default 9). */
            uncoverage?: components["schemas"]["RecognitionPercent"];
            absent_omrfigure?: components["schemas"]["OmrFigure"];
            /** @description Colour depth, 0-100 (designer default 50). */
            depth?: components["schemas"]["RecognitionPercent"];
            /**
             * @description Exam-number code type: 1 barcode, 2 ORM code (default 1).
             * @default 1
             * @enum {integer}
             */
            codeareatype: 1 | 2;
            /**
             * @description Direction of the ORM code: 1 horizontal, 2 vertical (default 2).
             * @default 2
             * @enum {integer}
             */
            codeareadirection: 1 | 2;
            orm_omrfigure?: components["schemas"]["OmrFigure"];
            /** @description Filled share of an ORM code mark that counts it as chosen, 0-100 (default 25). */
            orm_coverage?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share below which an ORM code mark counts as empty, 0-100 (default 9). */
            orm_uncoverage?: components["schemas"]["RecognitionPercent"];
            /**
             * @description 1 mixed (any teacher may get any school's papers), 2 independent (a teacher gets their own school's papers
             *     only; joint exams only). Default 1.
             * @default 1
             * @enum {integer}
             */
            markingType: 1 | 2;
            /**
             * @description 1 strict, 0 not (default 0). Strict: scan seat numbers must ascend, no direct score edit in spot check or
             *     student question management, no group statistics while marking, the first round cannot re-review endlessly,
             *     no automatic clearing of the teacher marking cache every three hours.
             * @default 0
             * @enum {integer}
             */
            strict_mode: 0 | 1;
            /**
             * @description 1 the paper is split into sub-subjects (`sub_prop`), 0 not.
             * @default 0
             * @enum {integer}
             */
            has_sub: 0 | 1;
            /** @description The sub-subjects (names all required). */
            sub_prop?: components["schemas"]["ScanSubProp"][];
            /** @description The scanning settings the scanner view reads (defined with the scanning calls). */
            scan_prop?: components["schemas"]["ScanProp"];
        };
        /**
         * SubjectProp
         * @description The paper properties of a subject as loadexamsubjectprop answers them (null before the first save). The basic
         *     variant of the screen uses only the name and the three area lists.
         */
        SubjectProp: {
            /** @example 数学答题卡 */
            paper_name: string;
            /** @description Information-masking areas (hidden from markers); the first one gives the exam-number region to scanning. */
            mask_area?: components["schemas"]["Area"][] | null;
            /** @description Barcode-recognition areas. */
            code_area?: components["schemas"]["Area"][] | null;
            /** @description Fill areas (their use is not described by the spec). */
            fill_area?: components["schemas"]["Area"][] | null;
            /**
             * @description The paper's total score, the sum of its question groups (read only).
             * @example 102
             */
            readonly total_score?: number;
        } & components["schemas"]["SubjectPropSettings"];
        /**
         * SaveSubjectPropRequest
         * @description Saves the paper properties. The basic variant sends the name and the three area lists; the fuller variant adds
         *     the settings of `SubjectPropSettings` under the same names as load answers them.
         */
        SaveSubjectPropRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The paper name (answered as `paper_name`).
             * @example 数学答题卡
             */
            name: string;
            /** @description Information-masking areas (answered as `mask_area`). */
            maskarea?: components["schemas"]["Area"][];
            /** @description Barcode-recognition areas (answered as `code_area`). */
            codearea?: components["schemas"]["Area"][];
            /** @description Fill areas (answered as `fill_area`). */
            fillarea?: components["schemas"]["Area"][];
        } & components["schemas"]["SubjectPropSettings"];
        /**
         * ValidScores
         * @description The scores a marker may give, comma-separated numbers such as `1,2.5,3` (empty when not set).
         * @example 0,2,4,6,8,10
         */
        ValidScores: string;
        /**
         * ScoreShortcut
         * @description A keyboard shortcut that gives a score; Q W E R A S D F are assigned to the first valid scores.
         */
        ScoreShortcut: {
            /**
             * @description One letter a-z (the screens show it in capitals).
             * @example q
             */
            key: string;
            /**
             * @description The score, 0 to the group's full score.
             * @example 0
             */
            score: number;
        };
        /**
         * QuestionGroupContent
         * @description The settings of a question group. Objective groups use the recognition fields (marktype, omrfigure, coverage,
         *     uncoverage, depth); subjective groups the marking fields (valid scores, shortcuts, mark mode, time limit, score
         *     difference, self-review, optional question).
         */
        QuestionGroupContent: {
            /**
             * @description 1 normal, 2 essay (composition) view.
             * @default 1
             * @enum {integer}
             */
            viewType: 1 | 2;
            /**
             * @description Option labels of an objective group: 0 true/false, 1 ABCDEFG, 2 0123456.
             * @enum {integer}
             */
            marktype?: 0 | 1 | 2;
            omrfigure?: components["schemas"]["OmrFigure"];
            /**
             * @description The group's full score. In answers: the sum of its sub-questions' full scores, so it follows every sub-question
             *     saved, added or deleted; an objective group may instead carry the paper's printed total. In a save: ignored for
             *     a subjective group; for an objective group it fixes that printed total (the designer never sends it).
             * @example 10
             */
            full_score?: number;
            /**
             * @description Step between scores a marker may give (default 1).
             * @default 1
             */
            score_interval: number;
            valid_scores?: components["schemas"]["ValidScores"];
            shortcuts?: components["schemas"]["ScoreShortcut"][];
            mark_mode?: components["schemas"]["MarkMode"];
            /**
             * @description Marking time limit per paper (0 means none; the unit is not shown by the spec).
             * @default 0
             */
            limit_time: number;
            /**
             * @description Tolerance score (误差分); a larger difference between two reviews sends the paper to the next review. It
             *     applies to every mode of several markings: in 1+1 (2), 2+1 (3), 1+1+1 (4) and 3+1 (5) the paper goes to the
             *     final round (8), in 2+1+1 (6) to the third round first (see submitmark).
             * @example 3
             */
            score_diff?: number | null;
            /**
             * @description Self-review on (markers re-mark a paper they already marked, to check their consistency).
             * @default false
             */
            remark_flag: boolean;
            /**
             * @description Self-review every so many papers (minimum 1; minimum 10 and default 100 in the designer; one screen sets 10
             *     when self-review is switched on and clears it when switched off).
             * @example 100
             */
            remark_interval?: number | null;
            /**
             * @description Allowed score difference in a self-review.
             * @example 1
             */
            self_score_diff?: number | null;
            /**
             * @description Allowed score difference from a standard (reference) paper (designer default 1).
             * @example 1
             */
            standard_score_diff?: number | null;
            /**
             * @description The group is an optional question (students choose which one to answer).
             * @default false
             */
            choose_flag: boolean;
            /** @description Marker positions of the optional question (at least two when choose_flag is on; only allowed with choose_flag). */
            choose_area?: components["schemas"]["Area"][];
            /**
             * @description Most options a multi-select answer may mark (default 3).
             * @default 3
             */
            multi_choices: number;
            /** @description Filled share that counts a single-choice mark as chosen, 0-100 (recommended 25; default 70 in one screen, 25 in the designer). */
            coverage?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share that counts a multi-choice mark as chosen, 0-100 (recommended and designer default 55). */
            coverage2?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share below which a single-choice mark counts as empty, 0-100 (recommended 9). */
            uncoverage?: components["schemas"]["RecognitionPercent"];
            /** @description Filled share below which a multi-choice mark counts as empty, 0-100 (recommended and designer default 15). */
            uncoverage2?: components["schemas"]["RecognitionPercent"];
            /** @description Colour depth, 0-100 (default 70 in one screen, 50 in the designer). */
            depth?: components["schemas"]["RecognitionPercent"];
        };
        /**
         * ScoringPoint
         * @description A scoring point marker of a subjective sub-question (inside the sub-question's area; radius 10 px).
         */
        ScoringPoint: {
            /** @example 400 */
            x: number;
            /** @example 520 */
            y: number;
            /** @example 1 */
            p?: number;
        };
        /**
         * ScoreItem
         * @description One scoring item of a sub-question, scored from `min` to `max` in steps of `interval`.
         */
        ScoreItem: {
            /** @example 第(1)问 */
            name: string;
            /**
             * @description Start score.
             * @example 0
             */
            min?: number;
            /**
             * @description End score.
             * @example 4
             */
            max?: number;
            /** @example 1 */
            interval?: number;
            /**
             * @description Third-level item flag (its meaning is not described by the spec).
             * @example false
             */
            level3Flag?: boolean;
        };
        /**
         * SubQuestionContent
         * @description The settings of a sub-question.
         */
        SubQuestionContent: {
            /**
             * @description Full score. For objective sub-questions it is set on the objective answer page (the template screen disables
             *     it); batch-added objective sub-questions start at 0.
             * @example 5
             */
            full_score: number;
            /** @description Scoring points (subjective sub-questions only). */
            points?: components["schemas"]["ScoringPoint"][];
            /**
             * @description Multi-select (objective sub-questions only).
             * @default false
             */
            is_multi: boolean;
            items?: components["schemas"]["ScoreItem"][];
        };
        /**
         * TemplateSubQuestion
         * @description A sub-question of a question group.
         */
        TemplateSubQuestion: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 803 */
            question_id: number;
            /** @example 3001 */
            exam_id?: number;
            /** @example 2 */
            subject_id?: number;
            /**
             * @description The sub-question number on the paper.
             * @example 17
             */
            subquestion_num?: number;
            /** @example 17 */
            subquestion_name: string;
            /** @description Areas of the sub-question (inside the group's areas, not overlapping other sub-questions). */
            subquestion_area?: components["schemas"]["Area"][];
            content?: components["schemas"]["SubQuestionContent"];
        };
        /**
         * TemplateQuestionGroup
         * @description A question group (big question) of the template with its sub-questions, in display order.
         */
        TemplateQuestionGroup: {
            /** @example 801 */
            question_id: number;
            /** @example 3001 */
            exam_id?: number;
            /** @example 2 */
            subject_id?: number;
            /** @example 选择题 */
            question_name: string;
            question_type: components["schemas"]["QuestionType"];
            /** @description Areas of the group (at least one; an objective group has exactly one; an area stays on one page). */
            question_area?: components["schemas"]["Area"][];
            sub_question?: components["schemas"]["TemplateSubQuestion"][];
            mark_mode?: components["schemas"]["MarkMode"];
            content?: components["schemas"]["QuestionGroupContent"];
        };
        /**
         * SaveSubjectQuestionRequest
         * @description Creates (no quesid) or updates a question group. The list is reloaded after saving.
         */
        SaveSubjectQuestionRequest: {
            /**
             * @description The group to update; empty for a new group.
             * @example 803
             */
            quesid?: number | null;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 解答题17 */
            name: string;
            type: components["schemas"]["QuestionType"];
            /** @description The group's areas (at least one; exactly one for an objective group; an area stays on one page). */
            area: components["schemas"]["Area"][];
            validScoreStr?: components["schemas"]["ValidScores"];
            content?: components["schemas"]["QuestionGroupContent"];
        };
        /**
         * SaveSubjectSubQuestionRequest
         * @description Creates (no subid) or updates a sub-question. The list is reloaded after saving.
         */
        SaveSubjectSubQuestionRequest: {
            /**
             * @description The sub-question to update; empty for a new one.
             * @example 8301
             */
            subid?: number | null;
            /**
             * @description The question group the sub-question belongs to.
             * @example 803
             */
            quesid: number;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            type?: components["schemas"]["QuestionType"];
            /**
             * @description The sub-question number (subquestion_num).
             * @example 17
             */
            num?: number;
            /** @example 17 */
            name: string;
            /** @description The sub-question's areas (inside the group's areas). */
            area?: components["schemas"]["Area"][];
            content: components["schemas"]["SubQuestionContent"];
        };
        /**
         * TemplateReorderRequest
         * @description Moves an item (image, question group or sub-question) next to another by drag and drop. The screen reloads the
         *     lists when the move fails.
         */
        TemplateReorderRequest: {
            /** @example 3001 */
            examid: number;
            /**
             * @description The dragged item.
             * @example 804
             */
            srcid: number;
            /**
             * @description The item it was dropped on.
             * @example 803
             */
            tgtid: number;
            /**
             * @description Where the item was dropped relative to the target, as the drag-and-drop list reports it (for example
             *     `before` or `after`; the values are not shown by the spec).
             * @example before
             */
            type: string;
        };
        /**
         * OptionBox
         * @description A recognised option mark (rectangle in image pixels).
         */
        OptionBox: {
            /** @example 160 */
            x: number;
            /** @example 752 */
            y: number;
            /** @example 34 */
            w: number;
            /** @example 20 */
            h: number;
        };
        /**
         * TryRecognizeForm
         * @description The multipart form of 试识别 (one sample sheet).
         */
        TryRecognizeForm: {
            /**
             * Format: binary
             * @description The sheet's front (or either page; it is turned and swapped as a scan is).
             */
            page1: Blob;
            /**
             * Format: binary
             * @description The sheet's back, when there is one.
             */
            page2?: Blob;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /**
         * TryRecognizeArea
         * @description What one area of the saved template read on the sample sheet.
         */
        TryRecognizeArea: {
            /**
             * @description The exam-number (code/ORM) areas, or an objective sub-question.
             * @enum {string}
             */
            kind: "exam_number" | "objective";
            /**
             * @description 考号, or the sub-question name.
             * @example 1
             */
            name: string;
            /**
             * @description The sub-question number (objective areas).
             * @example 1
             */
            subnum?: number;
            /**
             * @description The exam number read ('' when a column has no mark or two), or the options marked ('' none, 'BD' two).
             * @example A
             */
            read: string;
            /**
             * @description An objective area with a box marked between blank and filled (its share between the group's uncoverage and coverage), as a scan's ScanAnswerRow.doubtful; left out when not.
             * @example true
             */
            doubtful?: boolean;
            area: components["schemas"]["Area"];
        };
        /**
         * TryRecognizeResult
         * @description 试识别's reading of one sample sheet.
         */
        TryRecognizeResult: {
            /** @description The front of this template was found (else the areas are read on the first page as given). */
            front_found: boolean;
            /** @description The sheet was upside down or its pages in the wrong order (read as a scan is straightened). */
            turned: boolean;
            /**
             * @description The exam number read, or null.
             * @example 301010101
             */
            student_id: string | null;
            areas: components["schemas"]["TryRecognizeArea"][];
        };
        /**
         * GetOptionPosRequest
         * @description Recognises the option marks inside the group areas of the batch-add dialog.
         */
        GetOptionPosRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            areas: components["schemas"]["Area"][];
            /**
             * @description Recognition tolerance width (the designer sends it; default 1).
             * @default 1
             */
            minblank: number;
            /**
             * @description Colour depth, 1-100 in steps of 5 (the designer sends it; default 70, 50 in the designer).
             * @example 50
             */
            depth?: number;
        };
        /**
         * TemplateAreasRequest
         * @description Areas of a subject's template.
         */
        TemplateAreasRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            areas: components["schemas"]["Area"][];
        };
        /**
         * BatchSubQuestion
         * @description One objective sub-question generated in the batch-add dialog.
         */
        BatchSubQuestion: {
            /**
             * @description The sub-question number (numbers follow the first options from the start number).
             * @example 1
             */
            sq: number;
            /** @description The sub-question's option row or column. */
            areas: components["schemas"]["Area"][];
            content: {
                /**
                 * @description Always 0; full scores are set on the objective answer page.
                 * @constant
                 */
                full_score: 0;
                /** @description Multi-select (set on the first option). */
                is_multi: boolean;
            };
        };
        /**
         * BatchAddSubQuestionRequest
         * @description Saves the objective sub-questions generated in the batch-add dialog into a group.
         */
        BatchAddSubQuestionRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The objective question group.
             * @example 801
             */
            quesid: number;
            subques: components["schemas"]["BatchSubQuestion"][];
            /**
             * @description Ordering direction of the numbers: 1 horizontal, 2 vertical (default 2; the designer sends it).
             * @default 2
             * @enum {integer}
             */
            direction: 1 | 2;
        };
        /**
         * QuestionStemTarget
         * @description What delquestionstem removes from a group's stem: 'area' the stem regions, 'image' the uploaded stem image, 'all' both.
         * @enum {string}
         */
        QuestionStemTarget: "area" | "image" | "all";
        /**
         * QuestionStem
         * @description The stem of one question group, as the stem configuration page (exam/question-info-paper) shows it: the group,
         *     the stem regions marked on the template pages and the uploaded stem image, so markers see the question while
         *     marking. A group with neither has no stem yet (未设置).
         */
        QuestionStem: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            question_type: components["schemas"]["QuestionType"];
            /** @description The stem regions on the template pages (each on one page and inside it), in the order they were marked. */
            stem_area: components["schemas"]["Area"][];
            /**
             * @description The URL of the uploaded stem image (png, jpeg or gif), served like the template images; null when none.
             * @example /upload/stem/3001/2/803-1.png
             */
            stem_image: string | null;
        };
        /**
         * SaveQuestionStemRequest
         * @description Replaces the stem regions of a question group (an empty list removes them). Each region lies on one template page
         *     and inside it; at most 10 regions.
         */
        SaveQuestionStemRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The question group (question_id).
             * @example 803
             */
            quesid: number;
            areas: components["schemas"]["Area"][];
        };
        /**
         * UploadQuestionStemForm
         * @description The multipart form of a stem image upload; a new image replaces the group's previous one.
         */
        UploadQuestionStemForm: {
            /**
             * Format: binary
             * @description The stem image (png, jpeg or gif).
             */
            imgfile: Blob;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 803 */
            quesid: number;
        };
        /**
         * DelQuestionStemRequest
         * @description Removes the stem regions, the stem image or both from a question group.
         */
        DelQuestionStemRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 803 */
            quesid: number;
            target: components["schemas"]["QuestionStemTarget"];
        };
        /**
         * ObjectiveAnswerType
         * @description How a multi-select sub-question is scored: 1 match score (each answer row is a full option combination with its
         *     score, and a lower score for an incomplete match), 2 cumulative by weight (each row is one option and its weight;
         *     the scores of the chosen options add up). Changing the type resets the answers.
         * @default 1
         * @enum {integer}
         */
        ObjectiveAnswerType: 1 | 2;
        /**
         * ObjectiveAnswer
         * @description One answer row of an objective sub-question.
         */
        ObjectiveAnswer: {
            /**
             * @description The option indexes of the answer (0 = A, 1 = B …), comma-separated when there are several; empty while the
             *     row is not configured.
             * @example 0,2
             */
            answer: string;
            /**
             * @description Score of a full match (of this option for answer type 2). A single-answer sub-question cannot score 0.
             * @example 5
             */
            score: number;
            /**
             * @description Score of an incomplete match (answer type 1); at most the full-match score, by default half of it (integer).
             * @example 2
             */
            insufficientScore?: number | null;
            /**
             * @description Most options a student may mark and still score (default 3).
             * @example 3
             */
            maxChoiceCount?: number | null;
        };
        /**
         * ObjectiveSubQuestion
         * @description One objective sub-question card of the answer screen.
         */
        ObjectiveSubQuestion: {
            /**
             * @description The sub-question (subquestion_id).
             * @example 8101
             */
            id: number;
            /**
             * @description Its question group (question_id).
             * @example 801
             */
            quesid: number;
            /** @example 1 */
            name: string;
            type?: components["schemas"]["ObjectiveAnswerType"];
            /**
             * @description Multi-select sub-question (tagged 多选 on its card).
             * @example false
             */
            ismulti?: boolean;
            /**
             * @description Full score of the sub-question (the sum of the group's sub-questions cannot exceed its total).
             * @example 5
             */
            fullScore?: number;
            /** @description The sub-question's option areas on the template. */
            areas?: components["schemas"]["Area"][];
            /** @description The answer rows; empty when the sub-question is not configured yet (tagged 未配置). */
            answers: components["schemas"]["ObjectiveAnswer"][];
        };
        /**
         * ObjectiveAnswerGroup
         * @description An objective question group of the answer screen with its sub-question cards.
         */
        ObjectiveAnswerGroup: {
            /**
             * @description The question group (question_id).
             * @example 801
             */
            quesid: number;
            /** @example 选择题 */
            name: string;
            /**
             * @description Total score of the group: the paper's printed total when the group has one (`maxscore_fixed`), else the sum of
             *     its sub-questions' full scores.
             * @example 60
             */
            maxscore: number;
            /**
             * @description True when the group carries a printed total that the answers are checked against (spec 2 §6: the sum of
             *     sub-question scores must not exceed the group total); false when the total follows the sub-questions, so any
             *     scores may be saved and the total becomes their sum.
             * @example true
             */
            maxscore_fixed: boolean;
            subquestions: components["schemas"]["ObjectiveSubQuestion"][];
        };
        /**
         * SaveObjectiveAnswerItem
         * @description The answers of one sub-question to save.
         */
        SaveObjectiveAnswerItem: {
            /** @example 801 */
            quesid: number;
            /** @example 8101 */
            subquesid: number;
            type?: components["schemas"]["ObjectiveAnswerType"];
            /** @example 5 */
            fullScore: number;
            /** @description At least one answer row remains. */
            answers: components["schemas"]["ObjectiveAnswer"][];
        };
        /**
         * SaveObjectiveAnswerRequest
         * @description Saves the standard answers of the subject's objective sub-questions. The screen checks first (and lists every
         *     problem in one alert 保存错误): a single-answer sub-question cannot score 0, an incomplete-match score cannot exceed
         *     the full-match score, the sub-question scores cannot exceed the group total, at least one answer must score.
         */
        SaveObjectiveAnswerRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            answerlist: components["schemas"]["SaveObjectiveAnswerItem"][];
        };
        /**
         * AnswerImportRowError
         * @description One rejected row of an imported answer workbook (shown in the 导入数据错误 table).
         */
        AnswerImportRowError: {
            /**
             * @description The row number in the workbook.
             * @example 4
             */
            row: number;
            /** @example 第3题答案格式不正确 */
            msg: string;
        };
        /**
         * SubQuestionIdList
         * @description Ids separated by commas, for example `8301,8401`.
         * @example 8301,8401
         */
        SubQuestionIdList: string;
        /**
         * GroupSubQuestion
         * @description A sub-question as the configuration screen lists it.
         */
        GroupSubQuestion: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 17 */
            subquestion_name: string;
        };
        /**
         * SubQuestionGroup
         * @description A marking group of sub-questions (a node of the group tree with its sub-questions).
         */
        SubQuestionGroup: {
            /** @example 901 */
            group_id: number;
            /**
             * @description The group name.
             * @example 解答题
             */
            subquestion_name: string;
            sublist: components["schemas"]["GroupSubQuestion"][];
        };
        /**
         * ConfigSubQuestion
         * @description A sub-question of the checkbox tree, with its question group.
         */
        ConfigSubQuestion: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 17 */
            subquestion_name: string;
            /**
             * @description The question group (big question) of the template.
             * @example 803
             */
            question_id?: number;
            /** @example 解答题17 */
            question_name?: string;
            /**
             * @description The marking group the sub-question is in, if any.
             * @example 901
             */
            group_id?: number | null;
        };
        /**
         * SubQuestionConfigListRequest
         * @description A page of groups or sub-questions of a subject's paper (15 per page in the screen).
         */
        SubQuestionConfigListRequest: {
            /** @example 1 */
            page: number;
            /** @example 15 */
            pagesize: number;
            /**
             * @description The subject's paper (template image); creating a group needs one chosen first.
             * @example 7001
             */
            paperid?: number | null;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /**
         * GroupFormRequest
         * @description Creates (no groupid) or renames a marking group.
         */
        GroupFormRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 解答题 */
            groupname: string;
            /**
             * @description The sub-questions (subquestion_id) of the group, comma-separated; empty for none.
             * @example 8301,8401
             */
            questions?: string;
            /**
             * @description The group to update; empty for a new group.
             * @example null
             */
            groupid?: number | null;
        };
        /**
         * MarkingTurn
         * @description A marking round (turn): 1 first round, 2 second round, 3 third round, 8 final round (arbitration),
         *     9 abnormal papers. Which rounds a question group offers depends on its mark mode (see MarkMode): mode 1
         *     round 1; modes 2, 3 and 5 rounds 1-2; modes 4 and 6 rounds 1-3; every mode also offers 8 and 9. (The marking
         *     teacher screen shows the third round only for mode 4.)
         * @example 1
         * @enum {integer}
         */
        MarkingTurn: 1 | 2 | 3 | 8 | 9;
        /**
         * StaffUser
         * @description A teacher account as the exam staff lists show it (marking teachers, unassigned teachers, scanners).
         */
        StaffUser: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example wangfang */
            user_account: string;
            /** @example 13998765432 */
            cellphone?: string | null;
        };
        /**
         * ExamTeacher
         * @description A marking teacher assigned to an exam subject (one row of the marking teacher table).
         */
        ExamTeacher: components["schemas"]["StaffUser"] & {
            /**
             * @description Whether the teacher is signed in to marking now: 1 online (the table shows an online tag and offers
             *     force offline), 0 offline.
             * @example 1
             * @enum {integer}
             */
            is_online?: 0 | 1;
            /** @description The rounds the teacher marks in this subject, where the server lists them. */
            turn?: components["schemas"]["MarkingTurn"][] | null;
        };
        /** LoadExamTeacherRequest */
        LoadExamTeacherRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description The marking teacher table shows 15 per page.
             * @default 15
             * @example 15
             */
            pagesize: number;
            /** @example 3001 */
            examid: number;
            /**
             * @description The subject (tag id) chosen in the header.
             * @example 2
             */
            subjectid: number;
            /**
             * @description Name search; empty for all.
             * @example 王
             */
            username?: string;
        };
        /**
         * LoadUnitTeacherRequest
         * @description The teachers of the exam's unit not yet assigned to the subject (the add-teacher dialog).
         */
        LoadUnitTeacherRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The exam's unit id (from session storage).
             * @example 10
             */
            unitid: number;
            /**
             * @description Name search; empty for all.
             * @example
             */
            username?: string;
        };
        /** SaveTeacherRequest */
        SaveTeacherRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The ticked teachers' user ids; at least one must be ticked.
             * @example [
             *       3106,
             *       3107
             *     ]
             */
            teacherList: number[];
        };
        /** DelTeacherRequest */
        DelTeacherRequest: {
            /**
             * @description The teacher's user_id.
             * @example 3108
             */
            teacherid: number;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /** ForceLogoutRequest */
        ForceLogoutRequest: {
            /**
             * @description The user_id of an online teacher.
             * @example 3105
             */
            teacherid: number;
        };
        /**
         * TeacherExamSubjectRequest
         * @description An exam and one of its subjects.
         */
        TeacherExamSubjectRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /**
         * TeacherQuestionGroup
         * @description A question group as the teacher round screens list it; its mark mode decides the rounds offered.
         */
        TeacherQuestionGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @description Null when the group has no mark mode yet (batch generation then refuses the group). */
            mark_mode?: components["schemas"]["MarkMode"] | null;
        };
        /** LoadTeacherQuestionGroupRequest */
        LoadTeacherQuestionGroupRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 3105 */
            teacherid: number;
        };
        /**
         * TeacherQuestionTurn
         * @description One round of one question group a teacher marks.
         */
        TeacherQuestionTurn: {
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
        };
        /** SaveTeacherQuestionRequest */
        SaveTeacherQuestionRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 3105 */
            teacherid: number;
            /**
             * @description Question group id (as a key) to the round codes ticked for it. A group with an empty list (or left out)
             *     takes the teacher off that group.
             * @example {
             *       "802": [
             *         1,
             *         2
             *       ],
             *       "803": [
             *         1,
             *         8
             *       ]
             *     }
             */
            data: {
                [key: string]: components["schemas"]["MarkingTurn"][];
            };
        };
        /**
         * ListExamQuestionTeacherRequest
         * @description The batch add/edit dialog's query (group and round selectors).
         */
        ListExamQuestionTeacherRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The chosen question group; null or absent for every group.
             * @example 803
             */
            question_id?: number | null;
            /** @description The chosen round; null or absent for every round. */
            turn?: components["schemas"]["MarkingTurn"] | null;
            /** @example 1 */
            page: number;
            /**
             * @description The result table shows 15 per page.
             * @default 15
             * @example 15
             */
            pagesize: number;
        };
        /**
         * QuestionTeacherTurn
         * @description One teacher in one round of one question group (a row of the batch add/edit result table).
         */
        QuestionTeacherTurn: components["schemas"]["StaffUser"] & {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name?: string;
            turn: components["schemas"]["MarkingTurn"];
            /**
             * @description 1 online, 0 offline.
             * @example 0
             * @enum {integer}
             */
            is_online?: 0 | 1;
        };
        /**
         * TeacherTurnNum
         * @description How many marking teacher accounts to generate per round (each 0 to 1000).
         */
        TeacherTurnNum: {
            /**
             * @description First round.
             * @example 10
             */
            turn1: number;
            /**
             * @description Second round (only for mark modes with a second round).
             * @example 10
             */
            turn2: number;
            /**
             * @description Third round (only for mark modes 4 and 6).
             * @example 0
             */
            turn3: number;
            /**
             * @description Abnormal papers.
             * @example 1
             */
            turn9: number;
            /**
             * @description Final round (arbitration).
             * @example 2
             */
            turn8: number;
        };
        /** BatchCreateTeacherRequest */
        BatchCreateTeacherRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The question group; it must have a mark mode.
             * @example 803
             */
            question_id: number;
            teacherTurnNum: components["schemas"]["TeacherTurnNum"];
        };
        /** DelTeacherTurnRequest */
        DelTeacherTurnRequest: {
            /** @example 3108 */
            teacher_id: number;
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
        };
        /**
         * ImportTeacherRequest
         * @description The batch dialog's import (multipart); the search fields say which exam, subject, group and round it is for.
         */
        ImportTeacherRequest: {
            /**
             * Format: binary
             * @description The filled-in export (xls or xlsx, up to 10 MB).
             */
            excelfile: Blob;
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The group chosen in the dialog; absent for every group.
             * @example 803
             */
            question_id?: number;
            turn?: components["schemas"]["MarkingTurn"];
            /** @example 1 */
            page?: number;
            /** @example 15 */
            pagesize?: number;
        };
        /**
         * StaffImportErrorRow
         * @description One rejected row of an Excel import (a failed import may answer with a list of these in `result`).
         */
        StaffImportErrorRow: {
            /**
             * @description The row number in the sheet.
             * @example 3
             */
            row: number;
            /** @example 账号不存在 */
            msg: string;
        };
        /**
         * UploadPaper
         * @description A paper (template page) of an exam subject, as the upload and participant screens list it.
         */
        UploadPaper: {
            /** @example 7001 */
            paper_id: number;
            /** @example 数学-1 */
            paper_name: string;
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /** UploadPaperInfoListRequest */
        UploadPaperInfoListRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description The upload list shows 15 per page.
             * @default 15
             * @example 15
             */
            pagesize: number;
            /**
             * @description The paper chosen on the screen; null or absent for every paper.
             * @example 7001
             */
            paperid?: number | null;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description Student id (exam number) query; empty for all.
             * @example 3010101
             */
            studentid?: string;
        };
        /**
         * UploadedPaperInfo
         * @description One uploaded page and what was recognised on it.
         */
        UploadedPaperInfo: {
            /**
             * @description The student's secret id (exam number) recognised on the sheet.
             * @example 301010101
             */
            studentid: string;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The page of the sheet (1 front, 2 back).
             * @example 1
             */
            page: number;
            /**
             * @description The objective answers recognised on the page, as the server writes them.
             * @example 1:A,2:C,3:B,4:D,5:A,6:B,7:C,8:AD,9:B,10:C,11:A,12:D
             */
            answers?: string | null;
        };
        /**
         * UploadPapersRequest
         * @description Several scanned page images of one paper of an exam subject (multipart).
         */
        UploadPapersRequest: {
            /** @description The page images (one part per file, all named uploadfiles). */
            uploadfiles: Blob[];
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /** @example 7001 */
            paperid: number;
            /**
             * @description The number of files sent (the progress bar counts against it).
             * @example 2
             */
            filesize?: number;
        };
        /**
         * ExamStudentId
         * @description A student's exam number (student_id) in one subject of an exam; digits only.
         * @example 301010101
         */
        ExamStudentId: string;
        /**
         * ExamStudentNumber
         * @description A student's school student number; digits only.
         * @example 20260101
         */
        ExamStudentNumber: string;
        /**
         * UploadStatusFilter
         * @description Paper upload status filter of the participant list: -1 all, 1 uploaded, 2 not uploaded / recognition error /
         *     not recognised, 3 match error.
         * @default -1
         * @example -1
         * @enum {integer}
         */
        UploadStatusFilter: -1 | 1 | 2 | 3;
        /**
         * ExamStudentRoomInfo
         * @description A student's exam number and room/seat in one subject.
         */
        ExamStudentRoomInfo: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name?: string;
            student_id: components["schemas"]["ExamStudentId"];
            /**
             * @description Null when the student has no room in this subject (shown as not arranged).
             * @example 第01考场
             */
            room_name?: string | null;
            /** @example 1 */
            seat_num?: number | null;
        };
        /**
         * PaperPageStatus
         * @description Upload status of one page: 0 not uploaded, 1 uploaded but not processed (shown as not recognised when submit
         *     is above 0), 2 processed, 3 processing abnormal (shown with the page's error text). Null when the page has no
         *     record.
         * @example 2
         * @enum {integer|null}
         */
        PaperPageStatus: 0 | 1 | 2 | 3 | null;
        /**
         * ExamStudentScanInfo
         * @description Paper upload status of a student in one subject, front (page 1) and back (page 2). How the list labels it:
         *     no submit value means the student does not take this subject (warning); submit 0 not uploaded; submit above 0
         *     with status 1 not recognised; status 3 with an error text error; otherwise uploaded. Only submitted pages
         *     open the image.
         */
        ExamStudentScanInfo: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name?: string;
            student_id: components["schemas"]["ExamStudentId"];
            /**
             * @description Submitted pages marker; null or absent means the student does not take the subject, 0 not uploaded, above 0 submitted.
             * @example 1
             */
            submit?: number | null;
            page1_status?: components["schemas"]["PaperPageStatus"];
            /**
             * @description Error text of page 1 (with status 3).
             * @example null
             */
            page1_err?: string | null;
            page2_status?: components["schemas"]["PaperPageStatus"];
            /**
             * @description Error text of page 2 (with status 3).
             * @example null
             */
            page2_err?: string | null;
        };
        /**
         * ExamStudentRow
         * @description One participant of the exam (a row of the participant table).
         */
        ExamStudentRow: {
            /** @example 临江市第一中学 */
            school_name?: string;
            /** @example 李明 */
            student_name: string;
            student_number: components["schemas"]["ExamStudentNumber"];
            /**
             * @description The grade name.
             * @example 高一
             */
            grade?: string | null;
            /** @example 高一(1)班 */
            class_name?: string | null;
            /** @description Exam number and room/seat per subject the student takes. */
            room_info?: components["schemas"]["ExamStudentRoomInfo"][];
            /** @description Paper upload status per subject. */
            scan_info?: components["schemas"]["ExamStudentScanInfo"][];
        };
        /** LoadStuIncludeRequest */
        LoadStuIncludeRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description The participant table shows 50 per page by default (options 50 to 400).
             * @default 50
             * @example 50
             */
            pagesize: number;
            /** @example 3001 */
            examid: number;
            /**
             * @description Student name search; empty for all.
             * @example
             */
            stuname?: string;
            /**
             * @description Student number or exam number search; empty for all.
             * @example
             */
            stunum?: string;
            status?: components["schemas"]["UploadStatusFilter"];
            /**
             * @description The subject filter; null or absent for all subjects.
             * @example 2
             */
            subject_id?: number | null;
        };
        /**
         * LoadStuExclusiveRequest
         * @description The students of the exam's units who do not take part yet (the add participants dialog).
         */
        LoadStuExclusiveRequest: {
            /** @example 3001 */
            examid: number;
            /** @example  */
            stuname?: string;
            /** @example  */
            stunum?: string;
            /**
             * @description Grade name filter; empty for all.
             * @example 高一
             */
            grade?: string;
            /**
             * @description Class name filter; empty for all.
             * @example
             */
            class?: string;
            /** @example 1 */
            page: number;
            /**
             * @description The add participants list shows 1000 per page.
             * @default 1000
             * @example 1000
             */
            pagesize: number;
        };
        /**
         * ExclusiveStudent
         * @description A student of the exam's units who does not take part in the exam yet.
         */
        ExclusiveStudent: {
            /** @example 临江市第一中学 */
            school_name?: string;
            /** @example 赵小雨 */
            student_name: string;
            student_number: components["schemas"]["ExamStudentNumber"];
            /** @example 高一 */
            grade?: string | null;
            /** @example 高一(2)班 */
            class_name?: string | null;
        };
        /**
         * SaveStuRequest
         * @description Adds participants, either the ticked students or every student the add dialog lists.
         */
        SaveStuRequest: {
            /** @example 3001 */
            examid: number;
            /** @description The ticked students' student numbers; at least one. */
            stuList: components["schemas"]["ExamStudentNumber"][];
        } | {
            /** @example 3001 */
            examid: number;
            /**
             * @description Adds every student not yet taking part.
             * @constant
             */
            addAll: true;
        };
        /**
         * DelStuRequest
         * @description Removes students from subjects of the exam (their marking data is deleted too; cannot be undone).
         */
        DelStuRequest: {
            /** @example 3001 */
            examid: number;
            /**
             * @description The subjects to remove the students from.
             * @example [
             *       1,
             *       2,
             *       3
             *     ]
             */
            subject_ids: number[];
            /** @description The students to remove; omitted to remove every participant (bulk delete). */
            student_number?: components["schemas"]["ExamStudentNumber"][];
        };
        /**
         * ImportStudentRelaRequest
         * @description Custom participant info import (multipart) with the list's search fields.
         */
        ImportStudentRelaRequest: {
            /**
             * Format: binary
             * @description The filled-in import template (xls or xlsx, up to 10 MB).
             */
            excelfile: Blob;
            /** @example 3001 */
            examid: number;
            /** @example  */
            stuname?: string;
            /** @example  */
            stunum?: string;
            status?: components["schemas"]["UploadStatusFilter"];
            /** @example 2 */
            subject_id?: number;
            /**
             * @description true when sending again after the user confirmed the server's code -3 question. Without it a save or import
             *     that moves seated students to another room or seat (or leaves one without a seat) is answered with code -3 and
             *     a question listing who moves from which seat to which ('2名考生将更换考场或座位：吴婷（301010202）第02考场2号座位
             *     → 第01考场20号座位；…。确定继续吗？'), and nothing changes. A seat beyond the room's capacity (30 when unset) is
             *     refused ('座位号31超出考场容量（30）').
             */
            confirmMove?: boolean;
        };
        /**
         * ImportStudentRelaFormRequest
         * @description The form-encoded variant of the participant import: no file; with consistentWithStudentNumber the exam numbers
         *     are set equal to the student numbers.
         */
        ImportStudentRelaFormRequest: {
            /** @example 3001 */
            examid: number;
            /**
             * @description Exam numbers follow the student numbers.
             * @example true
             */
            consistentWithStudentNumber: boolean;
            /** @example  */
            stuname?: string;
            /** @example  */
            stunum?: string;
            status?: components["schemas"]["UploadStatusFilter"];
            /** @example 2 */
            subject_id?: number;
        };
        /** GetStudentPaperRequest */
        GetStudentPaperRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            student_id: components["schemas"]["ExamStudentId"];
            /**
             * @description 1 front, 2 back (only submitted pages open the image).
             * @example 1
             * @enum {integer}
             */
            page: 1 | 2;
        };
        /** GetStudentInfoRequest */
        GetStudentInfoRequest: {
            /** @example 3001 */
            exam_id: number;
            student_number: components["schemas"]["ExamStudentNumber"];
        };
        /**
         * ExamStudentSubject
         * @description One subject of the exam in the edit dialog, with the student's exam number and room/seat when taken.
         */
        ExamStudentSubject: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /**
             * @description Whether the student takes this subject (the dialog's checkbox).
             * @example true
             */
            selected: boolean;
            /**
             * @description The exam number in this subject; null when not taken.
             * @example 301010101
             */
            student_id?: string | null;
            /** @example 第01考场 */
            room_name?: string | null;
            /** @example 1 */
            seat_num?: number | null;
        };
        /**
         * ExamStudentInfo
         * @description A participant as the edit dialog shows it.
         */
        ExamStudentInfo: {
            student_number: components["schemas"]["ExamStudentNumber"];
            /** @example 李明 */
            student_name: string;
            /** @example 临江市第一中学 */
            school_name?: string;
            /** @example 高一 */
            grade?: string | null;
            /** @example 高一(1)班 */
            class_name?: string | null;
            subjects: components["schemas"]["ExamStudentSubject"][];
        };
        /**
         * ExamStudentSubjectUpdate
         * @description The change of one subject in the edit dialog.
         */
        ExamStudentSubjectUpdate: {
            /** @example 2 */
            subject_id: number;
            /** @description The exam number in this subject. */
            student_id?: components["schemas"]["ExamStudentId"];
            /** @example 第01考场 */
            room_name?: string | null;
            /** @example 1 */
            seat_num?: number | null;
            /**
             * @description True when the subject was unticked (the student leaves it; asks for confirmation).
             * @default false
             * @example false
             */
            delete: boolean;
        };
        /** UpdateStudentInfoRequest */
        UpdateStudentInfoRequest: {
            /** @example 3001 */
            exam_id: number;
            student_number: components["schemas"]["ExamStudentNumber"];
            update_data: components["schemas"]["ExamStudentSubjectUpdate"][];
            /**
             * @description true when sending again after the user confirmed the server's code -3 question. Without it a save or import
             *     that moves seated students to another room or seat (or leaves one without a seat) is answered with code -3 and
             *     a question listing who moves from which seat to which ('2名考生将更换考场或座位：吴婷（301010202）第02考场2号座位
             *     → 第01考场20号座位；…。确定继续吗？'), and nothing changes. A seat beyond the room's capacity (30 when unset) is
             *     refused ('座位号31超出考场容量（30）').
             */
            confirmMove?: boolean;
        };
        /**
         * ExamPermission
         * @description A node of the exam permission tree (three levels are described; deeper `subpermission` entries have the same
         *     shape). Tree ids 22 and 79 are always expanded.
         */
        ExamPermission: {
            /** @example 22 */
            permission_id: number;
            /** @example 阅卷管理 */
            permission_name: string;
            /** @example null */
            permission_url?: string | null;
            data_scope?: components["schemas"]["PermissionDataScope"];
            subpermission?: {
                /** @example 23 */
                permission_id: number;
                /** @example 阅卷 */
                permission_name: string;
                /** @example /marking */
                permission_url?: string | null;
                data_scope?: components["schemas"]["PermissionDataScope"];
                subpermission?: {
                    permission_id: number;
                    permission_name: string;
                    permission_url?: string | null;
                    data_scope?: components["schemas"]["PermissionDataScope"];
                    /** @description Deeper levels (same shape). */
                    subpermission?: Record<string, never>[];
                }[];
            }[];
        };
        /** PermissionExamRequest */
        PermissionExamRequest: {
            /** @example 3001 */
            exam_id: number;
        };
        /** PermissionSubject */
        PermissionSubject: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
        };
        /**
         * PermissionQuestion
         * @description A question group in the permission tree; its mark mode decides the rounds offered.
         */
        PermissionQuestion: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 2 */
            subject_id: number;
            mark_mode?: components["schemas"]["MarkMode"] | null;
            /**
             * @description 1 objective, 2 subjective. An objective group is scored by the system from the recognised option marks, so
             *     the permission tree offers it no rounds and saving a round on it is refused.
             */
            question_type?: components["schemas"]["QuestionType"];
        };
        /** PermissionSubjectsAndQuestions */
        PermissionSubjectsAndQuestions: {
            subjects: components["schemas"]["PermissionSubject"][];
            questions: components["schemas"]["PermissionQuestion"][];
        };
        /**
         * PermissionUserSearch
         * @description The user search of the permission screen. Filters default to -1 (no filter). Role 11 goes with the class filter,
         *     role 5 with the grade filter, role 7 with the subject filter, role 8 with the taught-class filter; all roles
         *     (-1) with the grade, subject and class filters; changing the role resets the other filters.
         */
        PermissionUserSearch: {
            /** @example 1 */
            page: number;
            /**
             * @description The user list loads 100 per page (infinite scroll).
             * @default 100
             * @example 100
             */
            pagesize: number;
            /** @example 3001 */
            exam_id: number;
            /**
             * @description Name, account or phone search; empty for all.
             * @example
             */
            search?: string;
            /**
             * @description Role (user type code as a number, e.g. 5, 7, 8, 11); -1 all roles.
             * @default -1
             * @example -1
             */
            role_id: number;
            /**
             * @description School (unit id); -1 all.
             * @default -1
             * @example -1
             */
            school_id: number;
            /**
             * @description Class (class teachers' classes, role 11); -1 all.
             * @default -1
             * @example -1
             */
            class_id: number;
            /**
             * @description Class name (all-roles class filter); '-1' or empty for all.
             * @default -1
             * @example -1
             */
            class_name: string;
            /**
             * @description Grade (grade leaders, role 5, or the all-roles grade filter); -1 all.
             * @default -1
             * @example -1
             */
            grade_id: number;
            /**
             * @description Subject (subject researchers, role 7, or the all-roles subject filter); -1 all.
             * @default -1
             * @example -1
             */
            subject_id: number;
            /**
             * @description Taught class (subject teachers, role 8); -1 all.
             * @default -1
             * @example -1
             */
            subject_class_id: number;
            /**
             * @description Defaults to -1 like the other filters; its other values are not shown in the specification.
             * @default -1
             * @example -1
             */
            all: number | boolean;
        };
        /** PermissionUserRole */
        PermissionUserRole: {
            user_type: components["schemas"]["UserType"];
            /** @example 阅卷教师 */
            user_type_name?: string;
        };
        /**
         * PermissionUser
         * @description A user in the permission screen's left list, with the roles the filters work on.
         */
        PermissionUser: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example wangfang */
            user_account: string;
            /** @example 13998765432 */
            cellphone?: string | null;
            /** @example 临江市第一中学 */
            unit_name?: string;
            roles?: components["schemas"]["PermissionUserRole"][];
            /** @description Classes the user leads as class teacher (role 11). */
            class_leader?: {
                /** @example 高一 */
                grade?: string;
                /** @example 高一(1)班 */
                class_name?: string;
            }[];
            /** @description Grades the user leads (role 5). */
            grade_leader?: {
                /** @example 高一 */
                grade_name?: string;
            }[];
            /** @description Subjects the user researches (role 7). */
            subject_research?: components["schemas"]["PermissionSubject"][];
            /** @description Subjects and classes the user teaches (role 8). */
            subject_class?: components["schemas"]["PermissionSubjectClass"][];
        };
        /**
         * PermissionSubjectClass
         * @description A subject taught in a class, with its grade, class and subject names.
         */
        PermissionSubjectClass: {
            /** @example 10 */
            grade_id: number;
            /** @example 5011 */
            class_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 高一 */
            grade_name?: string;
            /** @example 高一(1)班 */
            class_name?: string;
            /** @example 数学 */
            subject_name?: string;
        };
        /** PermissionUserPage */
        PermissionUserPage: {
            /** @example 6 */
            totalrecords: number;
            /** @example 1 */
            totalpage?: number;
            datalist: components["schemas"]["PermissionUser"][];
        };
        /**
         * PermissionFilterParams
         * @description The option lists of the permission screen's user filters.
         */
        PermissionFilterParams: {
            roles?: components["schemas"]["PermissionUserRole"][];
            schools?: {
                /** @example 101 */
                school_id: number;
                /** @example 临江市第一中学 */
                school_name: string;
            }[];
            /** @description Classes with a class teacher (class filter, role 11). */
            class_leader?: {
                /** @example 10 */
                grade_id?: number;
                /** @example 高一 */
                grade?: string;
                /** @example 5011 */
                class_id: number;
                /** @example 高一(1)班 */
                class_name: string;
            }[];
            /** @description Grades with a grade leader (grade filter, role 5). */
            grade_leader?: {
                /** @example 10 */
                grade_id: number;
                /** @example 高一 */
                grade_name: string;
            }[];
            /** @description Subjects with a researcher (subject filter, role 7). */
            subject_research?: components["schemas"]["PermissionSubject"][];
            /** @description Taught classes (taught-class filter, role 8; the filter sends class_id as subject_class_id). */
            subject_class?: components["schemas"]["PermissionSubjectClass"][];
        };
        /**
         * PermissionQuestionTurn
         * @description The rounds of one question group a user may mark (data scope 4).
         */
        PermissionQuestionTurn: {
            /** @example 803 */
            question_id: number;
            /**
             * @example [
             *       1,
             *       2,
             *       8
             *     ]
             */
            turn: components["schemas"]["MarkingTurn"][];
        };
        /**
         * ExamUserPermission
         * @description One permission a user holds in an exam, with its data scope's subjects, question groups and rounds.
         */
        ExamUserPermission: {
            /** @example 23 */
            permission_id: number;
            /**
             * @example [
             *       2
             *     ]
             */
            subject_ids?: number[];
            /**
             * @example [
             *       803,
             *       804
             *     ]
             */
            question_ids?: number[];
            question_turn?: components["schemas"]["PermissionQuestionTurn"][];
        };
        /** ExamUserPermissionRequest */
        ExamUserPermissionRequest: {
            /** @example 3105 */
            user_id: number;
            /** @example 3001 */
            exam_id: number;
        };
        /**
         * PermissionGrant
         * @description One ticked permission to save.
         */
        PermissionGrant: {
            /** @example 3001 */
            exam_id: number;
            /**
             * @description Sent only when saving for a single user.
             * @example 3105
             */
            user_id?: number;
            /**
             * @description The permission id.
             * @example 23
             */
            permission: number;
            /**
             * @example [
             *       2
             *     ]
             */
            subject_ids?: number[];
            /**
             * @example [
             *       803
             *     ]
             */
            question_ids?: number[];
            /**
             * @description The ticked rounds per question group (data scope 4), within the rounds the group's mark mode offers. An
             *     objective group (question_type 1) has no rounds: a round on it is refused with
             *     '题组“选择题”是客观题，由系统自动评分，不能分配阅卷轮次'.
             */
            question_turn?: components["schemas"]["PermissionQuestionTurn"][];
        };
        /**
         * SaveUserPermissionRequest
         * @description Saves the ticked permissions for one user (single-user mode) or applies them to every selected user
         *     (multi-user mode). At least one user must be selected ('请选择用户').
         */
        SaveUserPermissionRequest: {
            /**
             * @example [
             *       3105
             *     ]
             */
            user_ids: number[];
            /** @example 3001 */
            exam_id: number;
            permissions: components["schemas"]["PermissionGrant"][];
        };
        /**
         * ExamStaffMember
         * @description An exam administrator or an exam subject researcher (with the subject).
         */
        ExamStaffMember: {
            /** @example 2104 */
            user_id: number;
            /** @example 刘洋 */
            user_name: string;
            /** @example liuyang */
            user_account: string;
            /** @example 13700001111 */
            cellphone?: string | null;
            /**
             * @description The subject (researchers only).
             * @example null
             */
            subject_id?: number | null;
        };
        /**
         * ExamManagersRequest
         * @description The exam (and, to add or remove, the user).
         */
        ExamManagersRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2104 */
            user_id?: number;
        };
        /** ExamManagerRequest */
        ExamManagerRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2104 */
            user_id: number;
        };
        /** ExamResearchersRequest */
        ExamResearchersRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 3105 */
            user_id?: number;
            /**
             * @description The subject; absent for every subject.
             * @example 2
             */
            subject_id?: number;
        };
        /** ExamResearcherRequest */
        ExamResearcherRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 3105 */
            user_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /**
         * ExamScanner
         * @description A teacher assigned to scan an exam subject.
         */
        ExamScanner: {
            /** @example 3107 */
            user_id: number;
            /** @example 赵磊 */
            user_name: string;
            /** @example zhaolei */
            user_account: string;
            /** @example 13655556666 */
            cellphone?: string | null;
        };
        /** LoadExamScannerRequest */
        LoadExamScannerRequest: {
            /** @example 1 */
            page: number;
            /**
             * @description The scanner list shows 15 per page.
             * @default 15
             * @example 15
             */
            pagesize: number;
            /**
             * @description The exam id (from session storage).
             * @example 3001
             */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description Teacher name filter; empty for all.
             * @example
             */
            username?: string;
        };
        /**
         * LoadUnitScannerRequest
         * @description The teachers of the exam's unit not yet assigned to scan the subject (the add dialog).
         */
        LoadUnitScannerRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The exam's unit id (from session storage).
             * @example 10
             */
            unitid: number;
            /**
             * @description Name search; empty for all.
             * @example
             */
            username?: string;
        };
        /** SaveScannerRequest */
        SaveScannerRequest: {
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
            /**
             * @description The ticked teachers' user ids; at least one must be ticked.
             * @example [
             *       3106
             *     ]
             */
            teacherList: number[];
        };
        /** DelScannerRequest */
        DelScannerRequest: {
            /**
             * @description The scanner's user_id.
             * @example 3108
             */
            teacherid: number;
            /** @example 3001 */
            examid: number;
            /** @example 2 */
            subjectid: number;
        };
        /**
         * ScanType
         * @description How a subject is scanned: '1' room scan (one exam room at a time), '2' school scan, '3' global scan (the default).
         * @default 3
         * @example 3
         * @enum {string}
         */
        ScanType: "1" | "2" | "3";
        /**
         * ScanExamNumber
         * @description A student's exam number (student_id in an exam), digits only; its length is the subject's student_id_length.
         * @example 301010101
         */
        ScanExamNumber: string;
        /**
         * ScanProp
         * @description The subject's scan properties, set in the paper template designer (defaults in brackets).
         */
        ScanProp: {
            /**
             * @description Length of the subject's exam numbers; the manual exam-number inputs allow at most this many digits.
             * @example 9
             */
            student_id_length?: number;
            /**
             * @description Start position of the part of the recognised code that is kept as the exam number.
             * @example 0
             */
            cut_start?: number;
            /**
             * @description End position of the part of the recognised code that is kept as the exam number.
             * @example 9
             */
            cut_end?: number;
            /**
             * @description '1' single-sided, '2' double-sided ['2']. Template scanning is always double-sided.
             * @example 2
             * @enum {string}
             */
            scan_way?: "1" | "2";
            /**
             * @description Scan resolution in dpi [200].
             * @example 200
             * @enum {integer}
             */
            scan_dpi?: 100 | 150 | 200;
            /**
             * @description 1 black-white, 2 grey, 3 true colour [2].
             * @example 2
             * @enum {integer}
             */
            scan_color?: 1 | 2 | 3;
            /**
             * @description 1 A4, 2 A3, 3 match the original [3].
             * @example 3
             * @enum {integer}
             */
            scan_paper_size?: 1 | 2 | 3;
            scan_type?: components["schemas"]["ScanType"];
            /**
             * @description Recognition type [1]; other values are not described.
             * @default 1
             * @example 1
             */
            recognize_type: number;
            /**
             * @description 1 standard, 2 non-standard template [1].
             * @example 1
             * @enum {integer}
             */
            template_type?: 1 | 2;
        };
        /**
         * ScanSubProp
         * @description One sub-subject of a subject (configured in the template screen), a name and its question groups.
         */
        ScanSubProp: {
            /** @example 数学（理） */
            name: string;
            /**
             * @description Ids of the question groups that belong to the sub-subject.
             * @example [
             *       801,
             *       803
             *     ]
             */
            questionIds: number[];
            /** @example 0 */
            index?: number;
        };
        /**
         * ScanSubjectProp
         * @description The subject's paper properties the scanner view uses.
         */
        ScanSubjectProp: {
            /** @description The sub-subjects; null when the subject has none. */
            sub_prop?: components["schemas"]["ScanSubProp"][] | null;
            scan_prop?: components["schemas"]["ScanProp"];
            /** @description The information areas of the paper; the first entry gives the exam-number region (default {p 0, x 0, y 0, w 1000, h 500}). */
            mask_area?: components["schemas"]["Area"][] | null;
            /**
             * @description How the exam number is printed on the sheet [1]; 1 barcode, 2 ORM (fill-in) code. Overwrite mode (is_cover) is offered only for 2.
             * @example 1
             * @enum {integer}
             */
            code_type?: 1 | 2;
            /**
             * @description Direction of the exam-number code [2]; 1 horizontal, 2 vertical.
             * @example 2
             * @enum {integer}
             */
            code_direction?: 1 | 2;
            /**
             * @description 1 strict mode [0]. In strict mode, room-scan seat numbers must increase strictly from 1 (a front/back pair counts
             *     once) before a save, and several marking relaxations are off.
             * @example 0
             * @enum {integer}
             */
            strict_mode?: 0 | 1;
        };
        /**
         * ScanQuestionGroup
         * @description A question group as the scanner view uses it (objective groups carry the bubble recognition ratios).
         */
        ScanQuestionGroup: {
            /** @example 801 */
            question_id: number;
            /** @example 3001 */
            exam_id?: number;
            /** @example 2 */
            subject_id?: number;
            /** @example 选择题 */
            question_name: string;
            /**
             * @description '1' objective, '2' subjective.
             * @example 1
             * @enum {string}
             */
            question_type: "1" | "2";
            /** @description Where the group lies on the paper images. */
            question_area?: components["schemas"]["Area"][] | null;
            /**
             * @description Mark mode: 1 single, 2 '2 (1+1)', 3 '2+1', 4 '1+1+1', 5 '3+1', 6 '2+1+1'.
             * @example 1
             */
            mark_mode?: number;
            /** @description The group's settings; the recognition ratios matter for objective groups. */
            content?: {
                /** @example 60 */
                full_score?: number;
                /**
                 * @description Option marks of an objective group; 0 true/false, 1 ABCDEFG, 2 0123456.
                 * @example 1
                 * @enum {integer}
                 */
                marktype?: 0 | 1 | 2;
                /**
                 * @description Bubble shape; 1 round, 2 square, 3 open square.
                 * @example 2
                 * @enum {integer}
                 */
                omrfigure?: 1 | 2 | 3;
                /**
                 * @description Coverage ratio (percent) above which a single-choice bubble counts as filled (recommended 25).
                 * @example 25
                 */
                coverage?: number;
                /**
                 * @description Coverage ratio (percent) for multiple-choice bubbles (recommended 55).
                 * @example 55
                 */
                coverage2?: number;
                /**
                 * @description Ratio (percent) below which a single-choice bubble counts as empty (recommended 9).
                 * @example 9
                 */
                uncoverage?: number;
                /**
                 * @description Ratio (percent) below which a multiple-choice bubble counts as empty (recommended 15).
                 * @example 15
                 */
                uncoverage2?: number;
                /**
                 * @description Colour depth (percent) a pixel needs to count as filled (designer default 50).
                 * @example 50
                 */
                depth?: number;
            };
        };
        /**
         * ScanSubQuestion
         * @description A sub-question as the scanner view uses it (names the answer rows of objective groups).
         */
        ScanSubQuestion: {
            /** @example 8101 */
            subquestion_id: number;
            /** @example 801 */
            question_id: number;
            /** @example 3001 */
            exam_id?: number;
            /** @example 2 */
            subject_id?: number;
            /**
             * @description The sub-question's number; answer rows of an upload carry it as subnum.
             * @example 1
             */
            subquestion_num: number;
            /** @example 1 */
            subquestion_name?: string;
            subquestion_area?: components["schemas"]["Area"][] | null;
            content?: {
                /** @example 5 */
                full_score?: number;
                /**
                 * @description A multiple-choice objective sub-question.
                 * @example false
                 */
                is_multi?: boolean;
            };
        };
        /** ScanQuestionInfo */
        ScanQuestionInfo: {
            questions: components["schemas"]["ScanQuestionGroup"][];
            subQuestions: components["schemas"]["ScanSubQuestion"][];
        };
        /**
         * ScanPermission
         * @description One (exam, subject) the user may scan. When no entry matches the current exam and subject the scanner view warns
         *     'no permission, please refresh the page'.
         */
        ScanPermission: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @description The scan properties that go with the permission. */
            scan_prop?: components["schemas"]["ScanProp"] | null;
        };
        /** ConnectScannerRequest */
        ConnectScannerRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /**
         * ConnectScannerResult
         * @description Everything the scanner view needs about the subject before scanning.
         */
        ConnectScannerResult: {
            questionInfo: components["schemas"]["ScanQuestionInfo"];
            /**
             * @description Number of template pages of the subject. With 0 the view falls back to template (normal) scanning ('Template
             *     count is 0, add a paper template before scanning'); with 1 paper scanning is refused while double-sided.
             * @example 2
             */
            countPaperTemplate: number;
            scanPerm: components["schemas"]["ScanPermission"][];
            subjectProp: components["schemas"]["ScanSubjectProp"] | null;
        };
        /** GetSubjectInfoRequest */
        GetSubjectInfoRequest: {
            /**
             * @description Always 'web' from the portal.
             * @constant
             */
            type: "web";
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The school chosen in school scan (scan type 2); left out otherwise.
             * @example 101
             */
            exam_unit_id?: number;
        };
        /**
         * ScanCount
         * @description Upload counts behind the scanner view's progress bars: total/upload_count for the whole exam subject,
         *     unit_total/unit_upload_count for the selected school (percentages rounded to 2 decimals).
         */
        ScanCount: {
            /**
             * @description Students who take the subject.
             * @example 6
             */
            total: number;
            /**
             * @description Students whose sheets are uploaded.
             * @example 4
             */
            upload_count: number;
            /**
             * @description The school the unit counts belong to.
             * @example 临江市第一中学
             */
            school?: string | null;
            /** @example 4 */
            unit_total?: number | null;
            /** @example 3 */
            unit_upload_count?: number | null;
        };
        /** GetSubjectInfoResult */
        GetSubjectInfoResult: {
            scan_count: components["schemas"]["ScanCount"][];
        };
        /**
         * ScanPageNumber
         * @description The page of a sheet; 1 front (page1.jpg), 2 back (page2.jpg). A sheet has at most two pages.
         * @example 1
         * @enum {integer}
         */
        ScanPageNumber: 1 | 2;
        /**
         * ScanPageStatus
         * @description Upload status of one page: 0 not uploaded, 1 uploaded but not processed, 2 processed, 3 processing abnormal
         *     (any other value is shown as 'unknown status'). Null when the sheet has no such page.
         * @example 0
         */
        ScanPageStatus: number | null;
        /** ScanPageStatusPair */
        ScanPageStatusPair: {
            page1?: components["schemas"]["ScanPageStatus"];
            page2?: components["schemas"]["ScanPageStatus"];
        };
        /**
         * ScanRoomInfo
         * @description The room and seat the student is arranged in for the subject.
         */
        ScanRoomInfo: {
            /** @example 501 */
            room_id: number;
            /** @example 第01考场 */
            room_name: string;
            /** @example 1 */
            seat_num: number;
        };
        /**
         * ScanDealInfo
         * @description How the server dealt with each page of this upload. With the prior status (preStatus) it chooses the upload-result
         *     label: prior 0 'about to upload' or 'not uploaded', prior 1 or 2 'about to overwrite' or 'not overwritten', prior 3
         *     'reupload succeeded' or 'reupload failed'. Null when the sheet has no such page.
         */
        ScanDealInfo: {
            /** @example true */
            page1?: boolean | null;
            /** @example true */
            page2?: boolean | null;
        };
        /**
         * ScanAnswerRow
         * @description The recognised answer of one objective sub-question. A first row with subnum -1 marks the student absent.
         */
        ScanAnswerRow: {
            /**
             * @description The sub-question number (subquestion_num), or -1 for the absence mark.
             * @example 1
             */
            subnum: number;
            /**
             * @description The filled options (letters A–Z, several for a multiple-choice question); empty when nothing is filled.
             * @example B
             */
            answers: string;
            /**
             * @description Whether an option of this sub-question was marked between blank and filled (its filled share between the group's uncoverage and coverage, uncoverage2 and coverage2 for multi-select): the answer was read as given, but a person should look at it. Left out when not.
             * @example true
             */
            doubtful?: boolean;
        };
        /**
         * ScanPageResult
         * @description The recognition result of one page.
         */
        ScanPageResult: {
            /** @example true */
            success: boolean;
            /** @description The objective answers recognised on the page. */
            result?: components["schemas"]["ScanAnswerRow"][] | null;
            /**
             * @description Why recognition of the page failed, shown in the result table (truncated to 20 characters) and the detail dialog.
             * @example null
             */
            error?: string | null;
        };
        /**
         * PutPicRequest
         * @description One scanned sheet (one or two page images) of a subject.
         */
        PutPicRequest: {
            type: components["schemas"]["ScanType"];
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description '1' overwrite pages that are already uploaded (offered when code_type is 2), '0' report them as errors.
             * @example 0
             * @enum {string}
             */
            is_cover: "0" | "1";
            /** @description The exam number typed in by the user when fixing an unrecognised sheet; left out for a fresh scan. */
            student_id?: components["schemas"]["ScanExamNumber"];
            /**
             * Format: binary
             * @description The front image, sent as page1.jpg.
             */
            page1: Blob;
            /**
             * Format: binary
             * @description The back image (double-sided scanning), sent as page2.jpg.
             */
            page2?: Blob;
            /**
             * @description The 'real-time processing' toggle; true processes the sheet now, false waits for submitPaper on save.
             * @example true
             */
            realTimeAlign?: boolean;
            /**
             * @description The school chosen in school scan (type '2').
             * @example 101
             */
            exam_unit_id?: number;
            /**
             * @description The portal's key of this upload of the sheet (one per sheet and upload; a fix's re-upload has a new one). A
             *     request carrying a key the server has already answered for the exam subject is the same upload sent again
             *     (a retry after a lost answer): the server stores nothing more and answers with the first answer, never
             *     '第一页已上传' about the sheet's own first upload.
             * @example 3f2a9c1e-8d4b-4e6a-9b1f-2c7d5e8a0b13
             */
            upload_key?: string;
        };
        /**
         * PutPicResult
         * @description What the server made of one sheet. The sheet is an error when it has no student_id, an error text or a failed page
         *     result; in room scan (type '1') a roomInfo outside the current room is a room mismatch ('Exam number X belongs to
         *     room Y but the current room is Z').
         */
        PutPicResult: {
            /**
             * @description The recognised (or given) exam number; null or empty when none was recognised ('student ID not recognised', the sheet goes to the unrecognised list).
             * @example 301010101
             */
            student_id?: string | null;
            /** @description The upload status of each page before this upload. */
            preStatus?: components["schemas"]["ScanPageStatusPair"];
            /** @description The student's room and seat; null when the student is not arranged ('not arranged'). */
            roomInfo?: components["schemas"]["ScanRoomInfo"] | null;
            dealInfo?: components["schemas"]["ScanDealInfo"];
            /**
             * @description The server's error for the sheet, for example a page that is already uploaded (the text names the first or second
             *     page and the sheet is flagged as an overwrite error).
             * @example null
             */
            error?: string | null;
            page1Res?: components["schemas"]["ScanPageResult"] | null;
            page2Res?: components["schemas"]["ScanPageResult"] | null;
            /**
             * @description True when the server found the pages in the wrong order (back before front) and swapped them.
             * @example false
             */
            pageFlip?: boolean;
            /**
             * @description The rotation in degrees the server applied to straighten the sheet (0 upright, 180 upside down).
             * @example 0
             */
            degRote?: number;
        };
        /**
         * ScanRoom
         * @description The exam room of a room scan.
         */
        ScanRoom: {
            /** @example 501 */
            room_id: number;
            /** @example 第01考场 */
            name: string;
        };
        /** GetRoomInfoRequest */
        GetRoomInfoRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @description The exam number of the first recognised sheet; its room becomes the current room. */
            student_id: components["schemas"]["ScanExamNumber"];
        };
        /** GetRoomInfoResult */
        GetRoomInfoResult: {
            room: components["schemas"]["ScanRoom"];
            /** @description Every seat of the room with its student, in seat order (rows not scanned this time show 'not scanned this time'). */
            roomStudent: components["schemas"]["ExamRoomStudent"][];
        };
        /**
         * ScanPicRequest
         * @description One page of a student's uploaded sheet.
         */
        ScanPicRequest: {
            student_id: components["schemas"]["ScanExamNumber"];
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            page: components["schemas"]["ScanPageNumber"];
        };
        /** ModifyUploadedPaperSidRequest */
        ModifyUploadedPaperSidRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @description The exam number the sheet is uploaded under now. */
            oldSid: components["schemas"]["ScanExamNumber"];
            /** @description The exam number it belongs to (required, digits only, at most student_id_length digits). */
            newSid: components["schemas"]["ScanExamNumber"];
        };
        /** ModifyUploadedPaperSidResult */
        ModifyUploadedPaperSidResult: {
            /**
             * @description Present when newSid already had a sheet: that sheet (JPEG, base64) now conflicts and must be given a number too;
             *     the dialog pushes a new entry on its conflict stack ('new conflicting exam number appeared, please modify manually').
             * @example /9j/4AAQSkZJRgABAQAAyADIAAD/2w==
             */
            paperBase64?: string;
        };
        /**
         * ScanStudentIds
         * @description Exam numbers of the sheets the call acts on.
         * @example [
         *       "301010101",
         *       "301010102"
         *     ]
         */
        ScanStudentIds: components["schemas"]["ScanExamNumber"][];
        /** FixAndDealPaperRequest */
        FixAndDealPaperRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            studentIds: components["schemas"]["ScanStudentIds"];
            /**
             * @description The school chosen in school scan (type '2').
             * @example 101
             */
            exam_unit_id?: number | null;
            /**
             * @description Also save (submit) the sheets once processed.
             * @example true
             */
            submit?: boolean;
        };
        /** FixAndDealPaperResult */
        FixAndDealPaperResult: {
            /**
             * @description Why processing failed; null or empty when every sheet was processed.
             * @example null
             */
            error?: string | null;
        };
        /**
         * SubmitPaperRequest
         * @description Saves processed sheets (used when real-time processing is on).
         */
        SubmitPaperRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            studentIds: components["schemas"]["ScanStudentIds"];
            /**
             * @description The school chosen in school scan (type '2').
             * @example 101
             */
            exam_unit_id?: number | null;
            /**
             * @description '1' overwrite sheets already saved, '0' do not.
             * @example 0
             * @enum {string}
             */
            is_cover: "0" | "1";
        };
        /**
         * ScanNotScanStudentListRequest
         * @description The not-scanned list (searchable, paged; default 50 per page), or with `key` and `all` the student search of the
         *     fix and modify dialogs (default 10 per page, 10 in the modify dialog; typed input is debounced 1 second).
         */
        ScanNotScanStudentListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 1 */
            page: number;
            /**
             * @example 50
             * @enum {integer}
             */
            pagesize: 10 | 20 | 50 | 100;
            /**
             * @description Only students of this school (school scan).
             * @example 101
             */
            exam_unit_id?: number | null;
            /** @example 周杰 */
            student_name?: string;
            /** @example 20260103 */
            student_number?: string;
            /** @example 301010201 */
            student_id?: string;
            /** @example 高一(2)班 */
            class_name?: string;
            /** @example 第02考场 */
            room_name?: string;
            /**
             * @description Student search text (exam number, name or student number).
             * @example 3010102
             */
            key?: string;
            /**
             * @description Student search over every student of the subject, scanned or not.
             * @example true
             */
            all?: boolean;
        };
        /**
         * ScanStudentRow
         * @description A student of the not-scanned list or the student search.
         */
        ScanStudentRow: {
            /** @example 临江市第一中学 */
            school_name?: string;
            /** @example 20260103 */
            student_number?: string;
            student_id: components["schemas"]["ScanExamNumber"];
            /** @example 周杰 */
            student_name: string;
            /** @example 高一 */
            grade?: string;
            /** @example 高一(2)班 */
            class_name?: string;
            /** @example 第02考场 */
            room_name?: string | null;
            /** @example 1 */
            seat_num?: number | null;
            /**
             * @description 1 the sheet is uploaded, 0 not.
             * @example 0
             * @enum {integer}
             */
            submit?: 0 | 1;
        };
        /** ScanStudentPage */
        ScanStudentPage: {
            /** @example 2 */
            totalrecords: number;
            datalist: components["schemas"]["ScanStudentRow"][];
        };
        /** DeletePicAndRollbackRequest */
        DeletePicAndRollbackRequest: {
            student_id: components["schemas"]["ScanExamNumber"];
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            page: components["schemas"]["ScanPageNumber"];
        };
        /** DeleteTempPicRequest */
        DeleteTempPicRequest: {
            studentIds: components["schemas"]["ScanStudentIds"];
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /** GetTempPicRequest */
        GetTempPicRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            studentId: components["schemas"]["ScanExamNumber"];
            page: components["schemas"]["ScanPageNumber"];
        };
        /**
         * ExamRoomName
         * @description A room name, required, at most 30 characters ('不能超过30个字').
         * @example 第01考场
         */
        ExamRoomName: string;
        /**
         * ExamRoom
         * @description An exam room of a subject at one school.
         */
        ExamRoom: {
            /** @example 501 */
            room_id: number;
            name: components["schemas"]["ExamRoomName"];
            /** @example 教学楼A 一楼 */
            remark?: string | null;
            /** @example 2 */
            subject_id?: number;
            /** @example 数学 */
            subject_name?: string;
            /** @example 101 */
            unit_id?: number;
            /**
             * @description When it was last changed, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-10-28 15:20:00
             */
            last_edit_time?: string | null;
            /** @example 刘洋 */
            last_edit_user_name?: string | null;
            /**
             * @description The exam area (examroomdesign) the room stands in, or null. Rooms of the arrangement's areas and of this list
             *     are one model: a room is in an area when it was placed there, or when the area holds the school's room of the
             *     same name (the physical room; each subject's exam room of that name is that room).
             * @example 401
             */
            area_id?: number | null;
            /**
             * @description The name of area_id's area, or null.
             * @example 教学楼A
             */
            area_name?: string | null;
        };
        /**
         * ExamRoomStudent
         * @description A student seated in a room, by exam number (the secret number) and seat.
         */
        ExamRoomStudent: {
            /** @example 501 */
            room_id: number;
            /** @example 1 */
            seat_num: number;
            /**
             * @description The student's exam number (secret number).
             * @example 301010101
             */
            student_id: string;
            /** @example 第01考场 */
            room_name?: string;
            /**
             * @description When it was last changed, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-10-28 15:22:10
             */
            last_edit_time?: string | null;
            /** @example 刘洋 */
            last_edit_user_name?: string | null;
        };
        /**
         * ExamRoomListRequest
         * @description The room list of the exam room screen (15 per page).
         */
        ExamRoomListRequest: {
            /** @example 3001 */
            exam_id: number;
            /**
             * @description Only rooms of this subject; null or left out for every subject.
             * @example 2
             */
            subject_id?: number | null;
            /**
             * @description The school whose rooms are listed.
             * @example 101
             */
            unit_id: number;
            /** @example 1 */
            page: number;
            /**
             * @default 15
             * @example 15
             */
            pagesize: number;
        };
        /** ExamRoomPage */
        ExamRoomPage: {
            /** @example 2 */
            totalrecords: number;
            datalist: components["schemas"]["ExamRoom"][];
        };
        /**
         * ExamRoomSaveRequest
         * @description The room form (name, remark, subject) plus the screen's search fields (exam, school, paging).
         */
        ExamRoomSaveRequest: {
            /**
             * @description The room being edited; left out (or null) for a new room. updateExamRoom requires it.
             * @example 501
             */
            room_id?: number | null;
            name: components["schemas"]["ExamRoomName"];
            /** @example 教学楼A 一楼 */
            remark?: string | null;
            /**
             * @description The room's subject (required, '请选择科目').
             * @example 2
             */
            subject_id: number;
            /**
             * @description The school's exam area the room stands in: the room becomes one of the area's rooms in the arrangement wizard
             *     (its seat grids and designs; the next room number of the area, 30 seats). A room of that name in the area is
             *     this very room (nothing more is added); a room of that name in another area is refused. Null takes a room out
             *     of its area (refused while a design uses it); left out, the area stays as it is.
             * @example 401
             */
            area_id?: number | null;
            /** @example 3001 */
            exam_id: number;
            /** @example 101 */
            unit_id: number;
            /** @example 1 */
            page?: number;
            /** @example 15 */
            pagesize?: number;
        };
        /**
         * ExamRoomUpdateRequest
         * @description The room form of an existing room (room_id set) plus the screen's search fields.
         */
        ExamRoomUpdateRequest: components["schemas"]["ExamRoomSaveRequest"] & {
            /** @example 501 */
            room_id: number;
        };
        /** ExamRoomDeleteRequest */
        ExamRoomDeleteRequest: {
            /** @example 502 */
            room_id: number;
        };
        /**
         * ExamRoomStudentListRequest
         * @description The students of one room (15 per page).
         */
        ExamRoomStudentListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id?: number | null;
            /** @example 101 */
            unit_id: number;
            /** @example 501 */
            room_id: number;
            /** @example 1 */
            page: number;
            /**
             * @default 15
             * @example 15
             */
            pagesize: number;
            /**
             * @description Only students whose paper upload failed.
             * @example false
             */
            uploadFail?: boolean | null;
        };
        /** ExamRoomStudentPage */
        ExamRoomStudentPage: {
            /** @example 2 */
            totalrecords: number;
            datalist: components["schemas"]["ExamRoomStudent"][];
        };
        /**
         * ExamRoomStudentSaveRequest
         * @description Seats a student (by exam number) in a room; the seat number cannot be changed when editing.
         */
        ExamRoomStudentSaveRequest: {
            /** @example 501 */
            room_id: number;
            /**
             * @description The exam number (secret number), required.
             * @example 301010102
             */
            student_id: string;
            /**
             * @description The seat number, required; at most the room's capacity (30 when the room has none set).
             * @example 2
             */
            seat_num: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description true when sending again after the user confirmed the server's code -3 question: the student leaves the seat he
             *     holds in another room (or another seat), or the seat's student is left without one. Without it such a save is
             *     answered with code -3 and the question, and nothing changes.
             */
            confirmMove?: boolean;
        };
        /** ExamRoomStudentDeleteRequest */
        ExamRoomStudentDeleteRequest: {
            /** @example 101 */
            unit_id: number;
            /** @example 501 */
            room_id: number;
            /** @example 2 */
            seat_num: number;
        };
        /**
         * ExamRoomImportRequest
         * @description An xls or xlsx file of rooms and seats (10 MB at most, stated in the hint) for the chosen school.
         */
        ExamRoomImportRequest: {
            /**
             * @description true when sending again after the user confirmed the server's code -3 question. Without it a save or import
             *     that moves seated students to another room or seat (or leaves one without a seat) is answered with code -3 and
             *     a question listing who moves from which seat to which ('2名考生将更换考场或座位：吴婷（301010202）第02考场2号座位
             *     → 第01考场20号座位；…。确定继续吗？'), and nothing changes. A seat beyond the room's capacity (30 when unset) is
             *     refused ('座位号31超出考场容量（30）').
             */
            confirmMove?: boolean;
            /**
             * Format: binary
             * @description The workbook (.xls or .xlsx only, '只能上传xls或xlsx文件').
             */
            excelfile: Blob;
            /** @example 3001 */
            exam_id: number;
            /**
             * @description The chosen school; the screen refuses to import without one ('请先选择单位').
             * @example 101
             */
            unit_id: number;
            /**
             * @description The subject chosen in the screen's search, if any.
             * @example 2
             */
            subject_id?: number | null;
        };
        /**
         * ExamRoomImportRowError
         * @description One rejected row of an import; a failed import answers with a list of these (or with one text).
         */
        ExamRoomImportRowError: {
            /**
             * @description The row number in the workbook.
             * @example 3
             */
            row: number;
            /** @example 考号301019999不存在 */
            msg: string;
        };
        /**
         * RoomDesignDateTime
         * @description A local date and time, 'YYYY-MM-DD HH:mm' with optional seconds.
         * @example 2026-11-05 08:00:00
         */
        RoomDesignDateTime: string;
        /**
         * RoomDesignExamInfo
         * @description The exam as the arrangement wizard needs it; the lists are parallel (unit_ids with unit_names, and so on).
         */
        RoomDesignExamInfo: {
            /**
             * @example [
             *       101,
             *       102
             *     ]
             */
            unit_ids: number[];
            /**
             * @example [
             *       "临江市第一中学",
             *       "临江市实验中学"
             *     ]
             */
            unit_names: string[];
            /**
             * @description The exam's grades in each of its schools (a grade id belongs to one school).
             * @example [
             *       10,
             *       20
             *     ]
             */
            grade_ids: number[];
            /**
             * @example [
             *       "高一",
             *       "高一"
             *     ]
             */
            grades: string[];
            /**
             * @description Subject (tag) ids.
             * @example [
             *       1,
             *       2,
             *       3
             *     ]
             */
            exam_subjects: number[];
            /**
             * @example [
             *       "语文",
             *       "数学",
             *       "英语"
             *     ]
             */
            exam_subject_name: string[];
            /** @description The exam's numbering rule (keep when never set). */
            exam_number_rule?: components["schemas"]["ExamNumberRule"];
        };
        /**
         * ExamNumberRule
         * @description The exam's numbering rule. keep: the exam numbers stay as imported. room_seat: whenever an arrangement of the
         *     exam is set as the exam-room scan data, each of its students' exam numbers (every arranged subject) is made from
         *     the school, the room number and the seat of the student's first arranged subject, in the seeded numbers' form
         *     (301010101: exam 3001, school 101, room number 01, seat 01), and written to the participants, so the scanner
         *     reads them; a number another participant of the exam holds refuses the setting before anything changes
         *     ('考号301010102已被王小红使用，无法按考场座位生成考号'). Every arrangement of the exam follows the exam's rule.
         * @default keep
         * @example room_seat
         * @enum {string}
         */
        ExamNumberRule: "keep" | "room_seat";
        /**
         * ExamNumberRuleSaveRequest
         * @description Sets the exam's numbering rule (考场编排 → 考号规则).
         */
        ExamNumberRuleSaveRequest: {
            /** @example 3001 */
            exam_id: number;
            exam_number_rule: components["schemas"]["ExamNumberRule"];
        };
        /**
         * RoomDesignPreviewSeat
         * @description One student's seat for one subject as arrange would give it (room_id is an area room of the request).
         */
        RoomDesignPreviewSeat: {
            /** @example 20260101 */
            student_number: string;
            /** @example 李明 */
            student_name: string;
            /** @example 1 */
            subject_id: number;
            /** @example 501 */
            room_id: number;
            /** @example 1 */
            seat_num: number;
        };
        /**
         * RoomDesignArea
         * @description An exam area (a building or site) of one school; rooms belong to an area.
         */
        RoomDesignArea: {
            /** @example 401 */
            area_id: number;
            /**
             * @description At most 30 characters ('考区名称不能超过30个字').
             * @example 教学楼A
             */
            area_name: string;
            /** @example 101 */
            unit_id: number;
        };
        /**
         * RoomDesignSeat
         * @description A seat of a room's seat grid (15 columns). A seat is empty, selected (client state) or occupied.
         */
        RoomDesignSeat: {
            /** @example 1 */
            seat_num: number;
            /**
             * @description False when a student already occupies the seat for one of the chosen subjects.
             * @example true
             */
            isEmpty?: boolean;
            /**
             * @description Selected in the wizard (client state; servers send false or leave it out).
             * @example false
             */
            isSelected?: boolean;
        };
        /**
         * RoomDesignRoom
         * @description A room of an area with its capacity (and, from getexamroomstate, its seats).
         */
        RoomDesignRoom: {
            /** @example 501 */
            room_id: number;
            /** @example 401 */
            area_id: number;
            /** @example 第01考场 */
            room_name: string;
            /**
             * @description A second name, for example the classroom the room uses.
             * @example A101教室
             */
            room_nick_name?: string | null;
            /** @example 1 */
            room_number?: number;
            /**
             * @description Number of seats (default 30, at most 200).
             * @default 30
             * @example 30
             */
            room_capacity: number;
            seats?: components["schemas"]["RoomDesignSeat"][];
        };
        /** RoomDesignAreaSaveRequest */
        RoomDesignAreaSaveRequest: {
            /**
             * @description The area being renamed; null or left out when adding.
             * @example null
             */
            area_id?: number | null;
            /**
             * @description Must not be empty ('考区名称不可为空'), at most 30 characters ('考区名称不能超过30个字').
             * @example 实验楼
             */
            area_name: string;
            /** @example 102 */
            unit_id: number;
            /**
             * @description True adds a new area, false renames area_id.
             * @example true
             */
            isAdd: boolean;
        };
        /**
         * RoomDesignAreaDeleteRequest
         * @description The area to delete (after a confirmation).
         */
        RoomDesignAreaDeleteRequest: {
            /** @example 402 */
            area_id: number;
            /** @example 102 */
            unit_id?: number;
        };
        /**
         * RoomDesignBatchAddRoomRequest
         * @description Adds the rooms start_number..end_number to an area. Room names are prefix + number + suffix, nick names likewise,
         *     and room numbers increase from room_number. At most 100 rooms a batch (end_number - start_number + 1 ≤ 100,
         *     '一次最多新增100个考场'; a limit across two fields, so the server checks it, not this schema).
         */
        RoomDesignBatchAddRoomRequest: {
            /** @example 401 */
            area_id: number;
            /** @example 第0 */
            room_name_prefix: string;
            /** @example 考场 */
            room_name_suffix: string;
            /** @example A10 */
            room_nick_name_prefix?: string | null;
            /** @example 教室 */
            room_nick_name_suffix?: string | null;
            /**
             * @description The first room's number ('请输入正确的考场号').
             * @example 3
             */
            room_number: number;
            /**
             * @description First number in the names ('请输入考场名称开始数字'); must not exceed end_number ('开始数字不能大于结束数字').
             * @example 3
             */
            start_number: number;
            /**
             * @description Last number in the names ('请输入考场名称结束数字'); at most 100 rooms a batch, so end_number - start_number + 1 ≤ 100
             *     ('一次最多新增100个考场').
             * @example 4
             */
            end_number: number;
            /**
             * @description Seats per room, above 0 ('请输入正确的考场容量'; default 30), at most 200 ('考场容量不能超过200').
             * @default 30
             * @example 30
             */
            room_capacity: number;
        };
        /**
         * RoomDesignRoomSaveRequest
         * @description Edits one room.
         */
        RoomDesignRoomSaveRequest: {
            /** @example 502 */
            room_id: number;
            /** @example 401 */
            area_id: number;
            /**
             * @description Required ('考场名称不能为空'), at most 30 characters.
             * @example 第02考场
             */
            room_name: string;
            /** @example A102教室 */
            room_nick_name?: string | null;
            /**
             * @description Required ('考场号不能为空').
             * @example 2
             */
            room_number: number;
            /**
             * @description Positive ('请输入正确的考场容量'), at most 200 ('考场容量不能超过200').
             * @example 30
             */
            room_capacity: number;
        };
        /**
         * RoomDesignRoomDeleteRequest
         * @description The room to delete (after a confirmation).
         */
        RoomDesignRoomDeleteRequest: {
            /** @example 504 */
            room_id: number;
            /** @example 401 */
            area_id?: number;
        };
        /**
         * RoomDesignExamTime
         * @description A subject's exam time; a subject can be arranged only when its times are set (isReady).
         */
        RoomDesignExamTime: {
            /** @example 数学 */
            subject_name: string;
            exam_start_time?: components["schemas"]["RoomDesignDateTime"] | null;
            exam_end_time?: components["schemas"]["RoomDesignDateTime"] | null;
            /**
             * @description Both times are set.
             * @example true
             */
            isReady: boolean;
        };
        /**
         * RoomDesignExamTimeSaveRequest
         * @description Sets one subject's start and end time (both required, '请选择考试时间'; start before end, '开始时间必须早于结束时间').
         */
        RoomDesignExamTimeSaveRequest: {
            /** @example 数学 */
            subject_name: string;
            /**
             * @description [start, end].
             * @example [
             *       "2026-11-05 14:30:00",
             *       "2026-11-05 16:30:00"
             *     ]
             */
            times: components["schemas"]["RoomDesignDateTime"][];
            /**
             * @description The exam (not in the body the specification shows). Without it, the exam whose wizard or exam times the
             *     session loaded last (getexaminfo, getexamtime).
             * @example 3001
             */
            exam_id?: number;
        };
        /** RoomDesignStudentSeatInfoRequest */
        RoomDesignStudentSeatInfoRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 101 */
            unit_id: number;
            /**
             * @description The arrangement subjects chosen in step 0.
             * @example [
             *       2,
             *       3
             *     ]
             */
            subject_ids: number[];
        };
        /**
         * RoomDesignStudentSeat
         * @description Where a student already sits for one subject.
         */
        RoomDesignStudentSeat: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name?: string;
            /** @example 第01考场 */
            room_name: string;
            /** @example 1 */
            seat_num: number;
        };
        /**
         * RoomDesignStudent
         * @description A student of the wizard's student tree.
         */
        RoomDesignStudent: {
            /** @example 李明 */
            student_name: string;
            /** @example 20260101 */
            student_number: string;
            /**
             * @description Already seated for at least one of the chosen subjects.
             * @example true
             */
            isDesigned?: boolean;
            /**
             * @description Already seated for every chosen subject (nothing left to arrange).
             * @example false
             */
            isFull?: boolean;
            seats?: components["schemas"]["RoomDesignStudentSeat"][];
        };
        /**
         * RoomDesignStudentSeatClass
         * @description A class of the student tree (grade, unit, class, student) with its students' seats.
         */
        RoomDesignStudentSeatClass: {
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name: string;
            /**
             * @description The class's grade, so the tree can show one grade of the school (an exam may hold several).
             * @example 10
             */
            grade_id?: number;
            students: components["schemas"]["RoomDesignStudent"][];
        };
        /** RoomDesignRoomStateRequest */
        RoomDesignRoomStateRequest: {
            /**
             * @example [
             *       401
             *     ]
             */
            area_ids: number[];
            /** @example 3001 */
            exam_id: number;
            /**
             * @example [
             *       2,
             *       3
             *     ]
             */
            subject_ids: number[];
        };
        /**
         * RoomDesignMode
         * @description Room mode; fixed (a student keeps one seat for every subject) or rotation (seats change per subject).
         * @example fixed
         * @enum {string}
         */
        RoomDesignMode: "fixed" | "rotation";
        /**
         * RoomDesignOrder
         * @description How students are ordered into seats; by score (of the chosen earlier exams), by student number, at random, or by
         *     class (class after class, each by student number; the choice `class` is x-inferred).
         * @example student_number
         * @enum {string}
         */
        RoomDesignOrder: "score" | "student_number" | "random" | "class";
        /**
         * RoomDesignParams
         * @description Step 0 of the wizard. Room mode ('请选择考场模式'), at least one subject ('请选择编排科目') and an order ('请选择排序方式')
         *     are required; ordering by score needs at least one basis exam ('当排序方式为成绩时，请选择成绩作为排序依据的考试').
         */
        RoomDesignParams: {
            arrangement_mode: components["schemas"]["RoomDesignMode"];
            /**
             * @description Subject ids to arrange; a subject without exam times, or whose time overlaps a chosen one, cannot be chosen.
             * @example [
             *       2,
             *       3
             *     ]
             */
            arrangement_subjects: number[];
            arrangement_order: components["schemas"]["RoomDesignOrder"];
            /**
             * @description How the chosen seats are used (step 0's 座位布局, all off by default): mix_classes seats no two students of one class
             *     next to each other in seat order (as far as the classes' sizes allow), serpentine takes each room's rows in a snake
             *     (row 1 left to right, row 2 right to left, of the 15-column grid), every_other_seat leaves every second seat of a
             *     row empty (seats 1, 3, 5 … of each row).
             */
            arrangement_layout?: {
                /** @example true */
                mix_classes?: boolean;
                /** @example false */
                serpentine?: boolean;
                /** @example true */
                every_other_seat?: boolean;
            };
            /**
             * @description The seed of the random order: the same seed, students and seats give the same seating, so the review's seat
             *     map (previewarrange) shows the students where arrange then seats them. Left out, the server picks one.
             * @example 7f3c2a
             */
            arrangement_seed?: string;
            /**
             * @description The exams whose scores order the students, per grade and unit, keyed '<grade_id>_<unit_id>'.
             * @example {
             *       "10_101": [
             *         3002
             *       ]
             *     }
             */
            arrangement_score_exam?: {
                [key: string]: number[];
            };
        };
        /**
         * RoomDesignSelectionStudent
         * @description A ticked student and the subjects still to arrange for them.
         */
        RoomDesignSelectionStudent: {
            /** @example 李明 */
            student_name?: string;
            /** @example 20260101 */
            student_number: string;
            /** @example 高一(1)班 */
            class_name?: string;
            /**
             * @description Subjects not yet arranged for the student.
             * @example [
             *       2,
             *       3
             *     ]
             */
            subject_ids: number[];
        };
        /**
         * RoomDesignSelectionSeat
         * @description A selected seat; the list's order is the rooms' order set in the review step.
         */
        RoomDesignSelectionSeat: {
            /** @example 401 */
            area_id?: number;
            /** @example 501 */
            room_id: number;
            /** @example 1 */
            seat_num: number;
        };
        /**
         * RoomDesignSelection
         * @description The students and seats chosen for one grade and unit. Arrangement starts only when every selection has students
         *     and seats and the students do not outnumber the seats.
         */
        RoomDesignSelection: {
            /** @example 10 */
            grade_id: number;
            /** @example 101 */
            unit_id: number;
            students: components["schemas"]["RoomDesignSelectionStudent"][];
            seats: components["schemas"]["RoomDesignSelectionSeat"][];
        };
        /** RoomDesignArrangeRequest */
        RoomDesignArrangeRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @description One selection per grade and unit (the review step's tabs). */
            arrangement_data: components["schemas"]["RoomDesignSelection"][];
            arrangement_params: components["schemas"]["RoomDesignParams"];
        };
        /**
         * RoomDesignRecord
         * @description One arrangement (design record) of the results step.
         */
        RoomDesignRecord: {
            /** @example 601 */
            design_id: number;
            /** @example 3001 */
            exam_id: number;
            /**
             * @description When the arrangement was last changed, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-10-30 16:05:12
             */
            last_edit_time?: string | null;
            arrangement_mode: components["schemas"]["RoomDesignMode"];
            /**
             * @description Subject ids arranged.
             * @example [
             *       2,
             *       3
             *     ]
             */
            arrangement_subjects?: number[];
            /**
             * @description The order used; records show the score order as student_score (class is x-inferred, see RoomDesignOrder).
             * @example student_number
             * @enum {string}
             */
            arrangement_order: "score" | "student_score" | "student_number" | "random" | "class";
            /**
             * @description The schools and grades of the arrangement, as text.
             * @example 临江市第一中学 高一
             */
            unit_and_grade_info?: string | null;
            /**
             * @description 1 this arrangement is the exam-room scan data, 0 not (only then is 'set as scan data' offered).
             * @example 1
             * @enum {integer}
             */
            is_scan_data: 0 | 1;
        };
        /**
         * RoomDesignRef
         * @description One design record of an exam.
         */
        RoomDesignRef: {
            /** @example 3001 */
            exam_id: number;
            /** @example 601 */
            design_id: number;
        };
        /**
         * RoomDesignDataRequest
         * @description The view dialog of a design record, 15 rows per page from page 1, with a row search.
         */
        RoomDesignDataRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 601 */
            design_id: number;
            /** @example 李明 */
            student_name?: string | null;
            /** @example null */
            student_number?: string | null;
            /** @example null */
            class_name?: string | null;
            /** @example null */
            school_name?: string | null;
            /** @example null */
            grade_name?: string | null;
            /** @example null */
            area_name?: string | null;
            /** @example null */
            room_name?: string | null;
            /**
             * @description A seat number to search for; empty or null for any.
             * @example null
             */
            seat_num?: number | string | null;
            /** @example null */
            subject_name?: string | null;
            /**
             * @default 1
             * @example 1
             */
            page: number;
            /**
             * @default 15
             * @example 15
             */
            page_size: number;
            /**
             * @description The total the dialog holds from its last answer (part of the search object the screen sends).
             * @example 0
             */
            total?: number | null;
        };
        /**
         * RoomDesignDataRow
         * @description One student's seat for one subject in an arrangement.
         */
        RoomDesignDataRow: {
            /** @example 李明 */
            student_name: string;
            /** @example 20260101 */
            student_number: string;
            /** @example 临江市第一中学 */
            school_name?: string;
            /** @example 高一 */
            grade_name?: string;
            /** @example 高一(1)班 */
            class_name?: string;
            /** @example 数学 */
            subject_name: string;
            /** @example 教学楼A */
            area_name?: string;
            /** @example 第01考场 */
            room_name: string;
            /** @example 1 */
            seat_num: number;
            /**
             * @description The student's exam number (secret number) in that subject, or null when he has none yet; for the printed door lists, seat stickers and admission tickets.
             * @example 301010101
             */
            exam_number?: string | null;
        };
        /** RoomDesignDataPage */
        RoomDesignDataPage: {
            /** @example 4 */
            totalrecords: number;
            datalist: components["schemas"]["RoomDesignDataRow"][];
        };
        /**
         * RoomDesignCheckScanDataResult
         * @description Whether setting the arrangement as scan data would override students that already have scan data.
         */
        RoomDesignCheckScanDataResult: {
            /**
             * @description True when some students already have scan data; the screen then lists them in a confirm dialog.
             * @example false
             */
            inUse: boolean;
            /**
             * @description Text listing the students that already have scan data.
             * @example null
             */
            data?: string | null;
        };
        /** RoomDesignHistoryExamRequest */
        RoomDesignHistoryExamRequest: {
            /** @example 3001 */
            exam_id: number;
            /**
             * @description The arrangement subjects chosen in step 0.
             * @example [
             *       2,
             *       3
             *     ]
             */
            subject_ids: number[];
            /**
             * @description With unit_id, the grade-unit pair asked for (arrangement_score_exam is keyed by it): only the exams in which
             *     students of that grade at that school have scores in the subjects are answered. Without them, the exams in
             *     which any participant of the exam has such scores.
             * @example 10
             */
            grade_id?: number;
            /**
             * @description See grade_id.
             * @example 101
             */
            unit_id?: number;
        };
        /**
         * RoomDesignHistoryExam
         * @description An earlier exam whose scores can order the students.
         */
        RoomDesignHistoryExam: {
            /** @example 3002 */
            exam_id: number;
            /** @example 2026年秋季高一第一次月考 */
            exam_name: string;
            /**
             * @description When it was created, `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-09-28 09:00:00
             */
            create_time?: string | null;
        };
        /**
         * AbsentReason
         * @description Why a participant is on the absence list: `marked` their saved or uploaded front page was read with the absent
         *     mark (no answer marked: the scanner's first answer row has subnum -1); `notScanned` no sheet of theirs is saved
         *     (the not-scanned list).
         * @example marked
         * @enum {string}
         */
        AbsentReason: "marked" | "notScanned";
        /**
         * AbsentKind
         * @description The list's 类别 filter, `all` both reasons (AbsentReason).
         * @default all
         * @example all
         * @enum {string}
         */
        AbsentKind: "all" | "marked" | "notScanned";
        /**
         * AbsentState
         * @description The administrator's confirmation: `unconfirmed` not yet checked, `absent` confirmed absent (缺考), `present`
         *     confirmed not absent (the student sat the exam: a lost sheet or a mistaken mark to follow up). A confirmation
         *     holds for the reason it was made for: once the sheet changes the reason (a sheet scanned later, or rescanned with
         *     answers) it no longer applies and the student is unconfirmed again (or off the list).
         * @example unconfirmed
         * @enum {string}
         */
        AbsentState: "unconfirmed" | "absent" | "present";
        /**
         * AbsentFilter
         * @description Which participants of an exam subject the absence list shows (and exports). Users of types 1, 2 and 6 may look
         *     at any school of the exam (unit_id left out or null: every school); other users see their own school only,
         *     whatever unit_id says.
         */
        AbsentFilter: {
            /** @example 3001 */
            exam_id: number;
            /** @example 3 */
            subject_id: number;
            /**
             * @description Only this school's participants; null or left out for every school of the exam.
             * @example 101
             */
            unit_id?: number | null;
            /**
             * @description Only this exam room's participants (a room of the subject at the school, examroom/listExamRoomInfo).
             * @example null
             */
            room_id?: number | null;
            kind?: components["schemas"]["AbsentKind"];
            /** @description Only this confirmation state; null or left out for every state. */
            state?: components["schemas"]["AbsentState"] | null;
            /**
             * @description Part of the student's name, student number or exam number.
             * @example
             */
            keyword?: string;
        };
        /**
         * AbsentListRequest
         * @description One page of the absence list (AbsentFilter's fields; 10/20/50/100 a page, default 50, like the not-scanned list).
         */
        AbsentListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 3 */
            subject_id: number;
            /** @example 101 */
            unit_id?: number | null;
            /** @example null */
            room_id?: number | null;
            kind?: components["schemas"]["AbsentKind"];
            state?: components["schemas"]["AbsentState"] | null;
            /** @example  */
            keyword?: string;
            /** @example 1 */
            page: number;
            /** @example 50 */
            pagesize: number;
        };
        /**
         * AbsentStudentRow
         * @description A participant of the absence list, with the reason and the confirmation.
         */
        AbsentStudentRow: {
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 苏海 */
            student_name: string;
            /** @example 2026010013 */
            student_number: string;
            student_id: components["schemas"]["ExamStudentId"];
            /** @example 高一(1)班 */
            class_name: string;
            /**
             * @description Null when the student has no room in this subject (not arranged).
             * @example 第01考场
             */
            room_name: string | null;
            /** @example 15 */
            seat_num: number | null;
            reason: components["schemas"]["AbsentReason"];
            state: components["schemas"]["AbsentState"];
            /**
             * @description Who confirmed the state; null while unconfirmed.
             * @example null
             */
            confirm_user: string | null;
            /**
             * @description When (YYYY-MM-DD HH:mm:ss); null while unconfirmed.
             * @example null
             */
            confirm_time: string | null;
        };
        /**
         * AbsentCounts
         * @description The summary above the list, over the chosen school and room only (not the 类别, state or keyword filters): the
         *     participants, how many are marked absent on their sheet, not scanned, and how many of those listed are
         *     unconfirmed, confirmed absent and confirmed not absent.
         */
        AbsentCounts: {
            /** @example 184 */
            participants: number;
            /** @example 2 */
            marked: number;
            /** @example 181 */
            notScanned: number;
            /** @example 183 */
            unconfirmed: number;
            /** @example 0 */
            absent: number;
            /** @example 0 */
            present: number;
        };
        /**
         * AbsentPage
         * @description One page of the absence list (marked sheets first, then by exam number), with the summary.
         */
        AbsentPage: {
            /** @example 2 */
            totalrecords: number;
            datalist: components["schemas"]["AbsentStudentRow"][];
            counts: components["schemas"]["AbsentCounts"];
        };
        /**
         * AbsentConfirmRequest
         * @description Confirms participants of the absence list as absent (`absent: true`) or not absent (`false`). Every exam number
         *     must be on the list as it is now (a sheet with answers is refused, naming it); nothing changes otherwise.
         */
        AbsentConfirmRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 3 */
            subject_id: number;
            /**
             * @description The exam numbers.
             * @example [
             *       "301010115",
             *       "301010203"
             *     ]
             */
            student_ids: components["schemas"]["ExamStudentId"][];
            /** @example true */
            absent: boolean;
        };
        /**
         * MarkKind
         * @description The score-mark code table (spec 3 §9): 0 draw mode disabled, 1 check (✓), 2 cross (✗), 3 custom text, 4–30 a
         *     letter score (a valid score given by its shortcut letter, Q..Z), 31 a score typed into a score input box.
         * @example 1
         */
        MarkKind: number;
        /**
         * InputSource
         * @description How a paper's score was given (the input-source code table, spec 3 §9): 0 unknown, 1 click (a score mark or a
         *     valid-score button), 2 keyboard increase, 3 keyboard input box (digits typed into the score boxes), 4 keyboard
         *     common (a shortcut key Q W E R A S D F), 5 exception (the paper reported abnormal).
         * @example 3
         * @enum {integer}
         */
        InputSource: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * MarkPosition
         * @description One mark on the paper image, in the pixels of the marking image (MarkingPaper.images stacked top to bottom):
         *     where it is, its text (the score of a score mark, the words of a custom text, empty for a check or a cross) and
         *     the sub-question it was placed in (null outside every sub-question area).
         */
        MarkPosition: {
            /** @example 212 */
            x: number;
            /** @example 96 */
            y: number;
            /** @example 3 */
            text: string;
            /** @example 8301 */
            subQuestionId: number | null;
        };
        /**
         * MarkDrawing
         * @description The mark drawing data of a paper (spec 3 §3): the number of marks and the positions of each kind. `key_score` are
         *     letter scores (MarkKind 4–30), `score` score marks placed by click, `score_input` the scores typed into the score
         *     boxes. At most 20 marks (the mark limit, spec 3 §9), no two within 10 units of each other.
         */
        MarkDrawing: {
            /** @example 2 */
            markCount: number;
            check: components["schemas"]["MarkPosition"][];
            cross: components["schemas"]["MarkPosition"][];
            customText: components["schemas"]["MarkPosition"][];
            key_score: components["schemas"]["MarkPosition"][];
            score: components["schemas"]["MarkPosition"][];
            score_input: components["schemas"]["MarkPosition"][];
        };
        /**
         * MarkingSubQuestionArea
         * @description A sub-question's area on the marking image (spec 3 §3: subQuestionId, subQuestionName, x, y, width, height,
         *     full_score, color), in the pixels of the stacked marking image. Score marks must lie inside one.
         */
        MarkingSubQuestionArea: {
            /** @example 8301 */
            subQuestionId: number;
            /** @example 17 */
            subQuestionName: string;
            /** @example 10 */
            x: number;
            /** @example 10 */
            y: number;
            /** @example 687 */
            width: number;
            /** @example 227 */
            height: number;
            /** @example 10 */
            full_score: number;
            /**
             * @description The colour the canvas outlines the area in (the specification does not show the colours).
             * @example #1c7ed6
             */
            color: string;
        };
        /**
         * MarkingImage
         * @description One piece of the marking image: the question group's area on one scanned page, cut out. The pieces are shown
         *     stacked top to bottom, in the group's area order; coordinates of marks and sub-question areas are in the stacked
         *     image's pixels.
         */
        MarkingImage: {
            /**
             * @description Where the piece is served (a JPEG), relative to the server.
             * @example /upload/marking/3001/2/0b58aff4f62d/803-0.jpg
             */
            url: string;
            /** @example 707 */
            width: number;
            /** @example 247 */
            height: number;
        };
        /**
         * MarkSubScore
         * @description The score given to one sub-question.
         */
        MarkSubScore: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 7 */
            score: number;
        };
        /**
         * MarkingEarlierScore
         * @description A score the paper already has from an earlier round, shown in the final round (8) and the third round, where the
         *     teacher decides between differing scores, and in the abnormal-paper round (9). Never shown in rounds 1 and 2
         *     (independent marking).
         */
        MarkingEarlierScore: {
            turn: components["schemas"]["MarkingTurn"];
            /**
             * @description The round's score; null on the abnormal report (round 9 shows the reason).
             * @example 2
             */
            total: number | null;
            /**
             * @description Round 9: why the paper was reported abnormal.
             * @example null
             */
            abnormal_reason?: string | null;
        };
        /**
         * MarkingTask
         * @description One marking task of the signed-in teacher: a round of a question group of an exam subject, with its progress.
         *     `total` the papers of the round (every saved sheet of the subject in the independent rounds 1–2, and 3 in mode
         *     4; in the rounds a paper only reaches on a score difference or a report, the papers sent there), `marked` the
         *     papers this teacher has marked in it, `remaining` the papers still to be marked in it that this teacher can be
         *     given (what 开始阅卷 can give: never a paper she marked in another round of the group, nor, in independent
         *     marking, another school's). `waiting` the papers of the round still to be marked in it by any teacher (so the
         *     round's progress is total − waiting), and `marked_elsewhere` those of them this teacher marked in another round
         *     of the group: they wait for other teachers, never for her.
         */
        MarkingTask: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2026年秋季高一期中联考 */
            exam_name: string;
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            mark_mode: components["schemas"]["MarkMode"];
            /** @example 3 */
            total: number;
            /** @example 1 */
            marked: number;
            /** @example 2 */
            remaining: number;
            /** @example 2 */
            waiting: number;
            /** @example 0 */
            marked_elsewhere: number;
        };
        /**
         * MarkingTaskRef
         * @description Which task (exam subject, question group, round) a call is about.
         */
        MarkingTaskRef: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
        };
        /**
         * NextPaperRequest
         * @description Asks for the next paper of a task. `skip` names papers the client already holds (the one on screen and the one
         *     it prefetched), so asking ahead never returns them again.
         */
        NextPaperRequest: components["schemas"]["MarkingTaskRef"] & {
            skip?: components["schemas"]["PaperId"][];
        };
        /**
         * PaperId
         * @description A paper (one saved sheet of an exam subject) as marking names it; opaque, it does not reveal the student.
         * @example 0b58aff4f62d
         */
        PaperId: string;
        /**
         * MarkingPaper
         * @description A paper to mark (or to look at again): the marking image of the question group, its sub-question areas, the
         *     scores the teacher may give (`valid_scores` from the group's valid scores, or every step of `score_interval` up to
         *     the full score when none are set), the shortcut keys, the time limit, and what the round shows of earlier rounds.
         *     `self_review` marks a paper this teacher marked before, sent again for self-review (the group's remark interval):
         *     its score is compared with the first, and changes nothing. `given` is the teacher's own earlier marking of it (回评).
         */
        MarkingPaper: {
            /**
             * @description How much longer, from this answer, the paper stays held for this teacher (a paper to mark from nextpaper;
             *     absent on a marked paper opened for 回评). The hold is 10 minutes and starts again with every holdpaper call,
             *     which the client makes when it shows the paper and while the teacher is active on it.
             * @example 600
             */
            hold_seconds?: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 10 */
            full_score: number;
            /**
             * @example [
             *       0,
             *       1,
             *       2,
             *       3,
             *       4,
             *       5,
             *       6,
             *       7,
             *       8,
             *       9,
             *       10
             *     ]
             */
            valid_scores: number[];
            shortcuts: components["schemas"]["ScoreShortcut"][];
            /**
             * @description The group's time limit in seconds: a paper cannot be submitted sooner after it was given (0 no limit).
             * @example 0
             */
            limit_time: number;
            /**
             * @description The subject's strict mode (1 on); in strict mode a marked paper can be changed once only.
             * @example 0
             * @enum {integer}
             */
            strict_mode: 0 | 1;
            /** @example false */
            self_review: boolean;
            /**
             * @description Width of the stacked marking image (the widest piece).
             * @example 707
             */
            width: number;
            /**
             * @description Height of the stacked marking image (the pieces' heights added).
             * @example 247
             */
            height: number;
            images: components["schemas"]["MarkingImage"][];
            /**
             * @description The sub-questions' areas, in the sub-questions' order. A sub-question drawn in several areas (an answer that
             *     runs on into a second box) has one entry per area, all with its subQuestionId: score marks in any of them count
             *     for it, and it has one score.
             */
            sub_questions: components["schemas"]["MarkingSubQuestionArea"][];
            /**
             * @description The question stem's image when one is configured (exam/question-info-paper).
             * @example null
             */
            stem_image: string | null;
            /**
             * @description The question's stem as marked on the template pages (exam/question-info-paper 题干区域), each region cut out of
             *     its template page, in the order they were marked; empty when none is marked. The canvas shows them, with the
             *     stem image, beside the answer.
             * @example [
             *       {
             *         "url": "/upload/stem-region/3001/2/803-0-60-831-707-120-0.jpg",
             *         "width": 707,
             *         "height": 120
             *       }
             *     ]
             */
            stem_regions: components["schemas"]["MarkingImage"][];
            earlier: components["schemas"]["MarkingEarlierScore"][];
            given?: components["schemas"]["MarkedScores"];
        };
        /**
         * MarkedScores
         * @description A marking as it was submitted.
         */
        MarkedScores: {
            /**
             * @description Why the marking can no longer be changed (the reason MarkedPaperRow.locked gives: a later round decided the
             *     paper, it was reported abnormal, strict mode allows one change only); null or absent while it can. The canvas
             *     opens a locked paper read-only with this reason.
             * @example null
             */
            locked?: string | null;
            scores: components["schemas"]["MarkSubScore"][];
            /** @example 7 */
            total: number;
            marks: components["schemas"]["MarkDrawing"];
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-02 10:15:07
             */
            submit_time: string;
            /**
             * @description How often the teacher changed it after submitting.
             * @example 0
             */
            changes: number;
        };
        /**
         * NextPaper
         * @description The next paper of a task, or none (`paper` null) when no paper is left for this teacher now. `remaining` as in
         *     MarkingTask (the papers this teacher can still be given). `still_marking` the earlier rounds of the group that
         *     still have papers to mark and so may still send papers to this round (a decision round 3 or 8 on a score
         *     difference, round 9 on an abnormal report); empty in rounds 1 and 2 and once nothing more can come.
         *     `marked_elsewhere` as in MarkingTask: papers the round still waits for that this teacher marked in another round
         *     of the group, so they go to other teachers.
         */
        NextPaper: {
            paper: components["schemas"]["MarkingPaper"] | null;
            /** @example 2 */
            remaining: number;
            /** @example [] */
            still_marking?: components["schemas"]["MarkingTurn"][];
            /** @example 0 */
            marked_elsewhere?: number;
            /**
             * @description True when no paper came because the teacher has marked the papers her quota in this round allows (任务分配建议
             *     applied, allocateApply); she gets more once it is raised or lifted.
             * @example false
             */
            quota_done?: boolean;
        };
        /**
         * SubmitMarkRequest
         * @description Submits (or, to resubmitmark, changes) a teacher's marking of a paper: one score per sub-question of the group
         *     (each from 0 to its full score; their total at most the group's full score and, when the group has valid scores,
         *     one of them), the mark drawing data and how the scores were given.
         */
        SubmitMarkRequest: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
            scores: components["schemas"]["MarkSubScore"][];
            marks: components["schemas"]["MarkDrawing"];
            input_source: components["schemas"]["InputSource"];
            /**
             * @description The client's key of this submit (one per paper shown, or per 回评 opened). A request carrying a key the server
             *     has already answered for this teacher is the same submit sent again (a retry after a lost answer): the server
             *     records nothing more and answers with the first answer, never '该试卷不是分配给您的' about its own submit.
             * @example 9b2f6c1e-3d4a-4e6a-8b1f-2c7d5e8a0b13
             */
            submit_key?: string;
        };
        /**
         * MarkSubmitResult
         * @description The teacher's progress in the task after the submit.
         */
        MarkSubmitResult: {
            /** @example 2 */
            marked: number;
            /** @example 1 */
            remaining: number;
            /** @example 3 */
            total: number;
        };
        /**
         * LoadMarkedRequest
         * @description One page of the papers the teacher marked in a task (回评), the latest first.
         */
        LoadMarkedRequest: components["schemas"]["MarkingTaskRef"] & {
            /** @example 1 */
            page: number;
            /** @example 15 */
            pagesize: number;
        };
        /**
         * MarkedPaperRow
         * @description A paper the teacher marked: its number in the teacher's order (1 the first), its total, when, how often changed,
         *     and whether it can still be changed (`locked` the reason when not: a later round decided it, or strict mode
         *     allows one change only).
         */
        MarkedPaperRow: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 1 */
            number: number;
            /** @example 7 */
            total: number;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-02 10:15:07
             */
            submit_time: string;
            /** @example 0 */
            changes: number;
            /** @example null */
            locked: string | null;
        };
        /** MarkedPage */
        MarkedPage: {
            /** @example 1 */
            totalrecords: number;
            datalist: components["schemas"]["MarkedPaperRow"][];
        };
        /**
         * MarkedPaperRequest
         * @description One of the teacher's marked papers of a task, to look at again and change (回评).
         */
        MarkedPaperRequest: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
        };
        /**
         * ReportAbnormalRequest
         * @description Reports the paper on screen as abnormal (blurred, wrongly cut, the wrong question…): it leaves the task's rounds
         *     and goes to the abnormal-paper round (9), whose teachers give its score.
         */
        ReportAbnormalRequest: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 图像模糊 */
            reason: string;
        };
        /**
         * HoldPaperRequest
         * @description The paper given to the teacher (nextpaper) in a task's round, to hold again for the full length.
         */
        HoldPaperRequest: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
        };
        /**
         * HoldPaper
         * @description The paper is held for the teacher for `hold_seconds` more (from this answer).
         */
        HoldPaper: {
            /** @example 600 */
            hold_seconds: number;
        };
        /**
         * AnalysisCheckIndex
         * @description The number of one of the 12 checks (1–12), in timeline order. The list call's `sqlIndex` and the check-number
         *     prefix of a progress message's `otherInfo` use it. The spec names the number of checks only; which check each
         *     number is, and the columns of its problem rows, are this contract's (`x-analysis-checks`, in this order):
         *
         *     | # | title | a problem row is | columns |
         *     | --- | --- | --- | --- |
         *     | 1 | 考生未扫描 | a participant of a subject without a saved sheet, not confirmed absent | subject_name, student_id, student_name, unit_name, room_name, seat_num |
         *     | 2 | 考号未匹配 | a sheet held under an exam number that is no participant's | subject_name, student_id, pages |
         *     | 3 | 扫描未保存 | a sheet uploaded but not saved | subject_name, student_id, student_name, unit_name |
         *     | 4 | 识别异常 | a page whose recognition failed | subject_name, student_id, student_name, page, remark |
         *     | 5 | 缺考卷未确认 | a sheet read with the absent mark whose absence is not confirmed | subject_name, student_id, student_name, unit_name |
         *     | 6 | 客观题未识别选项 | a saved sheet with objective questions read blank (not an absent sheet) | subject_name, student_id, student_name, subquestion_name |
         *     | 7 | 客观题未设置答案 | an objective sub-question without its answer | subject_name, question_name, subquestion_name |
         *     | 8 | 分值超过满分 | a sub-question whose answer score (objective) or scoring points (subjective) exceed its full score | subject_name, question_name, subquestion_name, score, full_score |
         *     | 9 | 题组未设置评卷模式 | a subjective question group without a mark mode | subject_name, question_name |
         *     | 10 | 题组未分配阅卷教师 | a round of a subjective group's mark mode (1–3) without a teacher | subject_name, question_name, turn |
         *     | 11 | 阅卷任务未完成 | a round of a subjective group whose teachers (user_name, joined by 、) have marked fewer papers (marked, together) than the subject's saved sheets (to_mark) | subject_name, question_name, turn, user_name, marked, to_mark |
         *     | 12 | 考生未安排考场 | a participant of a subject without a room or seat | subject_name, student_id, student_name, unit_name |
         * @example 3
         */
        AnalysisCheckIndex: number;
        /** AnalysisStartRequest */
        AnalysisStartRequest: {
            /** @example 3001 */
            exam_id: number;
            /**
             * @description A name the portal gives this run (a random id). Every progress message of the run carries it back as run_id,
             *     so the screen follows its own run only. Without it the server names the run itself.
             * @example r-7f3a9c
             */
            run_id?: string;
        };
        /**
         * AnalysisListRequest
         * @description One page of the problem table of one check.
         */
        AnalysisListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 1 */
            page: number;
            /** @example 10 */
            pagesize: number;
            sqlIndex: components["schemas"]["AnalysisCheckIndex"];
            /**
             * @description The run whose problem records to page through (AnalysisStartRequest.run_id, as its messages carried it). The
             *     answer holds that run's rows, whatever runs of the exam came later; a run the server no longer keeps, or one
             *     another account started, is refused ('该次分析已失效，请重新分析'). Without it, the exam's newest run.
             * @example r-7f3a9c
             */
            run_id?: string;
        };
        /**
         * AnalysisProblemRow
         * @description One problem record of a check. Each check's rows carry exactly its columns (see AnalysisCheckIndex, in that
         *     order); the table shows the columns the rows carry. A server may add further columns, which a table shows by
         *     their names.
         */
        AnalysisProblemRow: {
            /** @example 数学 */
            subject_name?: string;
            /**
             * @description The exam number (for check 2, the number the sheet was read with).
             * @example 301010101
             */
            student_id?: string;
            /** @example 李明 */
            student_name?: string;
            /**
             * @description The student's school.
             * @example 临江市第一中学
             */
            unit_name?: string;
            /**
             * @description The student's exam room; null when none is set.
             * @example 第01考场
             */
            room_name?: string | null;
            /** @example 1 */
            seat_num?: number | null;
            /**
             * @description Pages held of the sheet.
             * @example 2
             */
            pages?: number;
            /**
             * @description The page concerned (1 front, 2 back).
             * @example 1
             * @enum {integer}
             */
            page?: 1 | 2;
            /**
             * @description The question group.
             * @example 解答题17
             */
            question_name?: string;
            /**
             * @description The sub-question, or for check 6 the sub-questions read blank (comma-separated).
             * @example 17(1)
             */
            subquestion_name?: string;
            /**
             * @description Marking round (1, 2, 3, 8 final, 9 abnormal).
             * @example 1
             * @enum {integer}
             */
            turn?: 1 | 2 | 3 | 8 | 9;
            /**
             * @description The marking teacher concerned.
             * @example 王芳
             */
            user_name?: string;
            /**
             * @description Papers the round's teachers have marked together.
             * @example 3
             */
            marked?: number;
            /**
             * @description Papers of the round (the subject's saved sheets).
             * @example 12
             */
            to_mark?: number;
            /**
             * @description The score concerned.
             * @example 12
             */
            score?: number;
            /** @example 10 */
            full_score?: number;
            /**
             * @description The server's description of the problem.
             * @example 考号区域无法识别
             */
            remark?: string;
        } & {
            [key: string]: unknown;
        };
        /** AnalysisProblemPage */
        AnalysisProblemPage: {
            /** @example 2 */
            totalrecords: number;
            datalist: components["schemas"]["AnalysisProblemRow"][];
        };
        /**
         * AnalysisProgressMessage
         * @description A progress message of the data analysis, delivered on the push (websocket) channel of the session (its path
         *     carries the session token), not as an HTTP answer. Each message moves one timeline item: the check number is the
         *     leading number of `otherInfo`. A check sends two messages: when it starts (without totalrecords: the item turns
         *     primary, current is the checks done before it) and when it is done (with totalrecords: success when 0, danger
         *     otherwise, with the first page of its rows in datalist; further pages through the list call). `end` is set on
         *     the last message of the run. exam_id and run_id say which exam and run the message belongs to.
         * @example {
         *       "name": "startAnalyse",
         *       "current": 3,
         *       "total": 12,
         *       "title": "检查3：扫描未保存",
         *       "end": false,
         *       "exam_id": 3001,
         *       "run_id": "r-7f3a9c",
         *       "otherInfo": "3:扫描未保存",
         *       "totalrecords": 1,
         *       "datalist": [
         *         {
         *           "subject_name": "数学",
         *           "student_id": "301010102",
         *           "student_name": "王小红",
         *           "unit_name": "临江市第一中学"
         *         }
         *       ],
         *       "page": 1,
         *       "pagesize": 10
         *     }
         */
        AnalysisProgressMessage: {
            /**
             * @description Which progress this is (the analysis run).
             * @example startAnalyse
             */
            name: string;
            /**
             * @description Checks done so far.
             * @example 3
             */
            current: number;
            /**
             * @description Checks in the run (12).
             * @example 12
             */
            total: number;
            /**
             * @description Text shown with the progress bar and on the timeline item.
             * @example 检查3：扫描未保存
             */
            title: string;
            /**
             * @description True on the last message of the run.
             * @example false
             */
            end: boolean;
            /**
             * @description The exam the run checks.
             * @example 3001
             */
            exam_id?: number;
            /**
             * @description The run's name from AnalysisStartRequest.run_id (or the server's own when the request named none).
             * @example r-7f3a9c
             */
            run_id?: string;
            /**
             * @description Starts with the check number (1–12) the message is about, optionally followed by a separator and text.
             * @example 3:扫描未保存
             */
            otherInfo?: string;
            /**
             * @description Problem records the check found (0 means the check passed).
             * @example 1
             */
            totalrecords?: number;
            /** @description The first page of the problem records. */
            datalist?: components["schemas"]["AnalysisProblemRow"][];
            /** @example 1 */
            page?: number;
            /** @example 10 */
            pagesize?: number;
        };
        /**
         * TestProgressRequest
         * @description The test page's request; it carries nothing (the progress goes to the caller's push channel).
         */
        TestProgressRequest: Record<string, never>;
        /**
         * PermissionType
         * @description Permission node type: 1 function (a guarded button or call), 2 directory (a menu folder, no address), 3 page.
         * @example 3
         * @enum {integer}
         */
        PermissionType: 1 | 2 | 3;
        /**
         * PermissionDataScope
         * @description The exam data the permission is granted on, when it is assigned per exam: null none (a plain menu permission),
         *     1 exam, 2 subject, 3 question group, 4 question-group round (rounds 1, 2, 3, 8 final, 9 abnormal).
         * @example 2
         * @enum {integer|null}
         */
        PermissionDataScope: 1 | 2 | 3 | 4 | null;
        /**
         * PermissionItem
         * @description One node of the permission tree, without its children.
         */
        PermissionItem: {
            /** @example 61 */
            permission_id: number;
            /** @example 权限管理 */
            permission_name: string;
            permission_type: components["schemas"]["PermissionType"];
            /**
             * @description The page address (for example /sys/permission) or function key; null or empty for a directory (type 2).
             * @example /sys/permission
             */
            permission_url?: string | null;
            /**
             * @description Order among the siblings (ascending).
             * @example 1
             */
            sort_number?: number;
            /**
             * @description The parent node; 0 for a root node.
             * @example 6
             */
            parent_id: number;
            data_scope?: components["schemas"]["PermissionDataScope"];
        };
        /**
         * PermissionTreeNode
         * @description A root node of the permission tree with its descendants, ordered by sort_number. The tree is recursive on the
         *     server; the contract describes it to a fixed depth of four levels (root, child, grandchild, great-grandchild).
         *     A great-grandchild's own `children` have the same fields again. The permission screen keeps the nodes with ids
         *     22 and 79 always expanded.
         */
        PermissionTreeNode: components["schemas"]["PermissionItem"] & {
            /** @description Level 2 nodes. */
            children?: (components["schemas"]["PermissionItem"] & {
                /** @description Level 3 nodes. */
                children?: (components["schemas"]["PermissionItem"] & {
                    /** @description Level 4 nodes. */
                    children?: (components["schemas"]["PermissionItem"] & {
                        /** @description Deeper nodes (the fields of PermissionItem; their own children are not described). */
                        children?: components["schemas"]["PermissionItem"][];
                    })[];
                })[];
            })[];
        };
        /**
         * PermissionIdList
         * @description Ids of the ticked permission nodes; null when nothing is ticked (the screens send null, not []).
         * @example [
         *       1,
         *       2,
         *       3,
         *       31
         *     ]
         */
        PermissionIdList: number[] | null;
        /**
         * PermissionUserType
         * @description A user type (role) and the permissions assigned to it (user-type authorisation screen).
         */
        PermissionUserType: {
            user_type: components["schemas"]["UserType"];
            /** @example 学校管理员 */
            user_type_name: string;
            /**
             * @description Ids of the permissions the type holds; null or [] when it holds none.
             * @example [
             *       1,
             *       2,
             *       4
             *     ]
             */
            permission_ids: number[] | null;
        };
        /**
         * PermissionUserTag
         * @description A user tag and the permissions assigned to it (user-tag authorisation screen).
         */
        PermissionUserTag: {
            /** @example 32 */
            tag_id: number;
            /** @example 公办学校 */
            tag_name: string;
            /**
             * @description Ids of the permissions the tag grants; null or [] when it grants none.
             * @example [
             *       1,
             *       2,
             *       207
             *     ]
             */
            permission_ids: number[] | null;
        };
        /**
         * SavePermissionRequest
         * @description The permission form (add a root or child node, or edit the chosen one). Validation: name required
         *     ('请填写权限名称'), at most 255; type required ('请选择权限类型'); sort required, digits only ('必须是整数');
         *     link required unless the type is 2 directory ('请填写权限地址'), at most 255 — choosing type 2 clears the link.
         */
        SavePermissionRequest: {
            /**
             * @description The node to edit; null or absent to add a new node.
             * @example 61
             */
            permissionid?: number | null;
            /** @example 权限管理 */
            permissionname: string;
            type: components["schemas"]["PermissionType"];
            /**
             * @description The permission address (permission_url); empty or null for a directory.
             * @example /sys/permission
             */
            link?: string | null;
            /**
             * @description sort_number, a whole number.
             * @example 1
             */
            sort: number;
            /**
             * @description The parent node; 0 for a root node.
             * @example 6
             */
            parentid: number;
            data_scope?: components["schemas"]["PermissionDataScope"];
        };
        /**
         * ChangePermissionRequest
         * @description A drag and drop in the permission tree moves node srcid relative to node tgtid.
         */
        ChangePermissionRequest: {
            /**
             * @description The dragged node.
             * @example 68
             */
            srcid: number;
            /**
             * @description The node it was dropped on.
             * @example 67
             */
            tgtid: number;
            /**
             * @description Where it was dropped: before (above tgtid, same parent), after (below tgtid, same parent), inner (as a child of tgtid).
             * @example after
             * @enum {string}
             */
            type: "before" | "after" | "inner";
        };
        /**
         * MovePermissionRequest
         * @description Moves a node one place up or down among its siblings (the node's current sort and parent are sent).
         */
        MovePermissionRequest: {
            /** @example 64 */
            permissionid: number;
            /**
             * @description The node's current sort_number.
             * @example 4
             */
            sort: number;
            /**
             * @description The node's parent; 0 for a root node.
             * @example 6
             */
            parentid: number;
        };
        /** DelPermissionRequest */
        DelPermissionRequest: {
            /**
             * @description The node to delete; its children are deleted with it.
             * @example 68
             */
            permissionid: number;
        };
        /**
         * SaveUserTypeAssignRequest
         * @description Replaces the permissions of one user type with the ticked nodes.
         */
        SaveUserTypeAssignRequest: {
            usertype: components["schemas"]["UserType"];
            permissionids: components["schemas"]["PermissionIdList"];
        };
        /**
         * SaveUserTagAssignRequest
         * @description Replaces the permissions of one user tag with the ticked nodes.
         */
        SaveUserTagAssignRequest: {
            /** @example 32 */
            tagid: number;
            permissionids: components["schemas"]["PermissionIdList"];
        };
        /**
         * ManagedTag
         * @description A tag as the tag management screen lists it. Tags are grouped by tag_type (tabs 单位属性, 学生属性, 科目) and
         *     by tag_catalog within a type. Subject tag ids up to 20 are the common subjects, above 20 custom subjects.
         */
        ManagedTag: {
            /** @example 21 */
            tag_id: number;
            tag_type: components["schemas"]["TagType"];
            /**
             * @description The catalogue within the type (the left-hand catalogue tabs).
             * @example 自定义
             */
            tag_catalog: string;
            /** @example 信息技术 */
            tag_name: string;
        };
        /**
         * SaveTagRequest
         * @description The add/edit tag dialog. Name required, at most 20; catalogue required, at most 10, and not editable when
         *     editing (the tag's current catalogue is sent again).
         */
        SaveTagRequest: {
            /**
             * @description The tag to edit; null or absent to add a new tag.
             * @example 21
             */
            tid?: number | null;
            type: components["schemas"]["TagType"];
            /** @example 信息技术 */
            name: string;
            /** @example 自定义 */
            catalog: string;
        };
        /**
         * DelTagRequest
         * @description Deletes a tag (after a confirmation: units, students and users that carry it lose it).
         */
        DelTagRequest: {
            /** @example 43 */
            tid: number;
        };
        /**
         * LogRecord
         * @description The fields the login log and the system log share; one logged request and its answer.
         */
        LogRecord: {
            /**
             * @description When the request arrived (YYYY-MM-DD HH:mm:ss).
             * @example 2026-11-02 08:15:32
             */
            request_time: string;
            /**
             * @description When the answer was sent (YYYY-MM-DD HH:mm:ss).
             * @example 2026-11-02 08:15:33
             */
            return_time?: string | null;
            /** @example 10.12.3.45 */
            ip_address?: string | null;
            /** @example /api/login/dologin */
            request_url: string;
            /**
             * @description The request's parameters as the server logged them (usually JSON text).
             * @example {"ua":"zhangwei","rememberMe":true}
             */
            request_params?: string | null;
            /**
             * @description The answer as the server logged it (usually JSON text).
             * @example {"success":true,"result":"登录成功"}
             */
            return_content?: string | null;
            /**
             * @description 1 the call succeeded, 0 it failed.
             * @example 1
             * @enum {integer}
             */
            proc_success: 0 | 1;
            /**
             * @description The signed-in user; null when nobody was signed in (for example a refused login).
             * @example 2001
             */
            user_id?: number | null;
            /** @example zhangwei */
            user_account?: string | null;
        };
        /**
         * LoginLog
         * @description One sign-in attempt (login log page).
         */
        LoginLog: components["schemas"]["LogRecord"] & {
            /** @example 58213 */
            loginlog_id: number;
        };
        /**
         * SystemLog
         * @description One logged call (system log page).
         */
        SystemLog: components["schemas"]["LogRecord"] & {
            /** @example 904417 */
            log_id: number;
        };
        /**
         * ListLogRequest
         * @description The log filter bar and paging (both log pages). Every filter is optional: empty or null means no filter.
         *     The pages show 15 rows per page.
         */
        ListLogRequest: {
            /** @example 1 */
            page: number;
            /**
             * @default 15
             * @example 15
             */
            pagesize: number;
            /**
             * @description User name or account to look for.
             * @example zhangwei
             */
            username?: string | null;
            /**
             * @description Part of the request address to look for.
             * @example /api/login/dologin
             */
            request_url?: string | null;
            /**
             * @description Earliest request time, `yyyy-MM-dd HH:mm:ss` (spec 3 §2.7 start time; the portal picks it to the minute and sends it with :00); a day alone, `yyyy-MM-dd`, means 00:00:00 of that day.
             * @example 2026-11-01 00:00:00
             */
            stime?: string | null;
            /**
             * @description Latest request time, inclusive, `yyyy-MM-dd HH:mm:ss` (spec 3 §2.7 end time; the portal picks it to the minute and sends it with :59, so the whole minute counts); a day alone, `yyyy-MM-dd`, means 23:59:59 of that day.
             * @example 2026-11-02 23:59:59
             */
            etime?: string | null;
        };
        /**
         * RedisInfo
         * @description Statistics of the cache (Redis) server, shown read-only on the cache monitor page. The field names are those of
         *     the Redis INFO command; the server may send further INFO fields, which the page ignores.
         */
        RedisInfo: {
            /** @example 6.2.14 */
            redis_version: string;
            /**
             * @description standalone, sentinel or cluster.
             * @example standalone
             * @enum {string}
             */
            redis_mode: "standalone" | "sentinel" | "cluster";
            /**
             * @description master or slave (replica).
             * @example master
             * @enum {string}
             */
            role: "master" | "slave";
            /** @example 6379 */
            tcp_port: string;
            /** @example 1728540 */
            uptime_in_seconds: string;
            /**
             * @description Memory in use, human readable.
             * @example 512.37M
             */
            used_memory_human: string;
            /** @example 37 */
            connected_clients: string;
            /**
             * @description Memory limit, human readable ('0B' means no limit).
             * @example 4.00G
             */
            maxmemory_human?: string;
            /**
             * @description '1' append-only file on, '0' off.
             * @example 0
             * @enum {string}
             */
            aof_enabled?: "0" | "1";
            /**
             * @description Outcome of the last background snapshot.
             * @example ok
             * @enum {string}
             */
            rdb_last_bgsave_status?: "ok" | "err";
            /**
             * @description Key statistics of database 0.
             * @example keys=15320,expires=12108,avg_ttl=86213442
             */
            db0?: string;
            /**
             * @description Network input right now, KB/s.
             * @example 1.52
             */
            instantaneous_input_kbps?: string;
            /**
             * @description Network output right now, KB/s.
             * @example 6.87
             */
            instantaneous_output_kbps?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * MonitorSubjectRequest
         * @description The exam subject a marking-day page shows (the exam card's subject).
         */
        MonitorSubjectRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /**
         * MarkingProgressRound
         * @description One round of a question group: `papers` the papers that reach the round (every paper in an independent round,
         *     not those reported abnormal before it; in a decision round 3/8 or the abnormal round 9 those sent to it),
         *     `marked` those with the round's score, `remaining` papers − marked, `percent` marked/papers in % (2 decimals; 0
         *     without papers), `recent` the scores of the round given in the last 10 minutes, `eta_seconds` remaining ÷ that
         *     pace (null while nothing was marked in the last 10 minutes, 0 when nothing remains).
         */
        MarkingProgressRound: {
            turn: components["schemas"]["MarkingTurn"];
            /** @example 3 */
            papers: number;
            /** @example 1 */
            marked: number;
            /** @example 2 */
            remaining: number;
            /** @example 33.33 */
            percent: number;
            /** @example 1 */
            recent: number;
            /** @example 1200 */
            eta_seconds: number | null;
        };
        /**
         * MarkingProgressGroup
         * @description A subjective question group of the subject with its rounds (the independent rounds of its mark mode, then 3/8
         *     and 9 once a paper reached them) and `finished`, the papers whose result is known.
         */
        MarkingProgressGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            mark_mode: components["schemas"]["MarkMode"];
            /** @example 0 */
            finished: number;
            /** @example 0 */
            percent: number;
            rounds: components["schemas"]["MarkingProgressRound"][];
        };
        /**
         * MarkingProgress
         * @description 阅卷进度 of an exam subject: its saved papers, those finished (every subjective group has its result, or counted
         *     as marked before the records: the exam list's 已阅卷), the percentage, the time of the figures (server time) and
         *     each subjective question group.
         */
        MarkingProgress: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 3 */
            papers: number;
            /** @example 0 */
            finished: number;
            /** @example 0 */
            percent: number;
            /**
             * @description yyyy-MM-dd HH:mm:ss
             * @example 2026-11-27 10:15:00
             */
            at: string;
            groups: components["schemas"]["MarkingProgressGroup"][];
        };
        /**
         * HeldPaper
         * @description A paper held for a teacher and not yet submitted (a 缓冲卷): the paper, its group and round, the teacher, when the
         *     hold started (given, or held again) and the seconds it has left (a hold lasts 10 minutes), and whether it is a
         *     self-review paper.
         */
        HeldPaper: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /**
             * @description yyyy-MM-dd HH:mm:ss
             * @example 2026-11-27 10:12:40
             */
            held_since: string;
            /** @example 412 */
            seconds_left: number;
            /** @example false */
            self_review: boolean;
        };
        /**
         * ReleaseHeldRequest
         * @description Releases (回收) held papers of the exam subject: those named in `papers`, or every held paper of the subject when
         *     `all` is true. A released paper goes back to the round's queue; its teacher's next submit of it is refused as
         *     not given (code 410) and her client takes the next paper.
         */
        ReleaseHeldRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example false */
            all?: boolean;
            papers?: {
                paper_id: components["schemas"]["PaperId"];
                /** @example 803 */
                question_id: number;
                turn: components["schemas"]["MarkingTurn"];
            }[];
        };
        /**
         * ReleaseHeld
         * @description How many held papers were released.
         */
        ReleaseHeld: {
            /** @example 1 */
            released: number;
        };
        /**
         * ExceptionListRequest
         * @description The exam subject's abnormal papers (round 9) — those waiting (default), those handled, or all.
         */
        ExceptionListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description waiting when absent
             * @example waiting
             * @enum {string}
             */
            state?: "waiting" | "handled" | "all";
        };
        /**
         * ExceptionHandling
         * @description How an abnormal paper was handled on 异常卷管理: `score` scored in round 9 (its result), `blank` scored 0 as a blank
         *     paper (with the note saying why), `normal` returned to normal marking (the rounds it still needs mark it again).
         */
        ExceptionHandling: {
            /**
             * @example score
             * @enum {string}
             */
            action: "score" | "blank" | "normal";
            /** @example 6 */
            total: number | null;
            /** @example null */
            note: string | null;
            /** @example 张伟 */
            user_name: string;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:20:00
             */
            time: string;
        };
        /**
         * ExceptionSubQuestion
         * @description A sub-question of the group with its full score (one score each when the paper is scored).
         */
        ExceptionSubQuestion: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 17 */
            subquestion_name: string;
            /** @example 10 */
            full_score: number;
        };
        /**
         * ExceptionPaper
         * @description A paper of a question group reported abnormal: who reported it in which round, the reason and when, the marking
         *     image's pieces, the scores of earlier rounds, the sub-questions to score, and — once handled — how.
         */
        ExceptionPaper: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 孙丽 */
            reported_by: string;
            reported_turn: components["schemas"]["MarkingTurn"];
            /** @example 图像模糊 */
            reason: string;
            /**
             * @description yyyy-MM-dd HH:mm:ss
             * @example 2026-11-27 10:12:00
             */
            reported_at: string;
            images: components["schemas"]["MarkingImage"][];
            sub_questions: components["schemas"]["ExceptionSubQuestion"][];
            /** @description The scores the paper got in the rounds before it was reported (round and total). */
            earlier: {
                turn: components["schemas"]["MarkingTurn"];
                /** @example 6 */
                total: number;
            }[];
            /**
             * @example waiting
             * @enum {string}
             */
            state: "waiting" | "handled";
            handling: null | components["schemas"]["ExceptionHandling"];
        };
        /**
         * ExceptionHandleRequest
         * @description Handles one waiting abnormal paper of a group: `score` with one score per sub-question (round 9's score, the
         *     paper's result), `blank` (every sub-question 0; `note` required), or `normal` (back to normal marking).
         */
        ExceptionHandleRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /**
             * @example score
             * @enum {string}
             */
            action: "score" | "blank" | "normal";
            scores?: components["schemas"]["MarkSubScore"][];
            /** @example 空白卷 */
            note?: string;
        };
        /**
         * ExceptionReasonsRequest
         * @description The exam whose abnormal reasons are read.
         */
        ExceptionReasonsRequest: {
            /** @example 3001 */
            exam_id: number;
        };
        /**
         * ExceptionReasonsSave
         * @description The abnormal reasons teachers choose from when they report a paper (in order, no duplicates).
         */
        ExceptionReasonsSave: {
            /** @example 3001 */
            exam_id: number;
            /**
             * @example [
             *       "图像模糊",
             *       "切割错误",
             *       "答题位置错误",
             *       "非本题作答"
             *     ]
             */
            reasons: string[];
        };
        /**
         * InspectListRequest
         * @description 抽查's filter: the subject's marked papers of a group (all subjective groups when absent), of a teacher, of a round,
         *     with a score from `min_score` to `max_score` (the score of the teacher's or round's marking when either is named,
         *     else the paper's result); paged.
         */
        InspectListRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id?: number | null;
            /** @example 3105 */
            user_id?: number | null;
            turn?: null | components["schemas"]["MarkingTurn"];
            /** @example 0 */
            min_score?: number | null;
            /** @example 10 */
            max_score?: number | null;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pagesize: number;
        };
        /**
         * InspectScore
         * @description One round's marking of the paper (teacher, total, when, how often changed by 回评).
         */
        InspectScore: {
            turn: components["schemas"]["MarkingTurn"];
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 6 */
            total: number;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:05:00
             */
            submit_time: string;
            /** @example 0 */
            changes: number;
        };
        /**
         * InspectRescore
         * @description A score changed on 抽查, recorded as such and never as a round's marking (who, from which result to which, why, when).
         */
        InspectRescore: {
            /** @example 张伟 */
            user_name: string;
            /** @example 6 */
            from: number | null;
            /** @example 7 */
            to: number;
            /** @example 步骤分漏给 */
            note: string;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:30:00
             */
            time: string;
        };
        /**
         * InspectRow
         * @description A marked paper of a group: every round's marking, the result (null while the rounds have not decided it), the
         *     re-scores of 抽查, the marking image and the sub-questions.
         */
        InspectRow: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 6 */
            result: number | null;
            scores: components["schemas"]["InspectScore"][];
            rescores: components["schemas"]["InspectRescore"][];
            images: components["schemas"]["MarkingImage"][];
            sub_questions: components["schemas"]["ExceptionSubQuestion"][];
        };
        /**
         * InspectPage
         * @description A page of 抽查's rows, the subject's subjective groups and the teachers who marked it (for the filters), and whether the subject is in strict mode (no re-score then).
         */
        InspectPage: {
            /** @example 1 */
            totalrecords: number;
            datalist: components["schemas"]["InspectRow"][];
            groups: {
                /** @example 803 */
                question_id: number;
                /** @example 解答题17 */
                question_name: string;
            }[];
            teachers: {
                /** @example 3105 */
                user_id: number;
                /** @example 王芳 */
                user_name: string;
            }[];
            /**
             * @example 0
             * @enum {integer}
             */
            strict_mode: 0 | 1;
        };
        /**
         * InspectRescoreRequest
         * @description A re-score on 抽查 of a paper whose result is known (one score per sub-question, and why).
         */
        InspectRescoreRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            scores: components["schemas"]["MarkSubScore"][];
            /** @example 步骤分漏给 */
            note: string;
        };
        /**
         * WorkloadRequest
         * @description The exam subject whose workloads are read (or exported, `view` naming the page's table).
         */
        WorkloadRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description For the export: 题组工作量 (group) or 教师工作量 (teacher); group when absent.
             * @example teacher
             * @enum {string}
             */
            view?: "group" | "teacher";
        };
        /**
         * TeacherWorkload
         * @description A teacher's work in one round of a group: papers marked, average seconds a paper (the gaps between her
         *     consecutive submits of the round, gaps over 10 minutes left out as breaks; null below two submits), average score,
         *     whether she is signed in now, and her last submit.
         */
        TeacherWorkload: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 2 */
            marked: number;
            /**
             * @description whole seconds
             * @example 43
             */
            avg_seconds: number | null;
            /** @example 6.5 */
            avg_score: number | null;
            /** @example true */
            online: boolean;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:05:00
             */
            last_time: string | null;
        };
        /**
         * GroupWorkload
         * @description One round of a group over the teachers who marked in it (teachers, papers marked, average seconds a paper and average score over all of them).
         */
        GroupWorkload: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 1 */
            teachers: number;
            /** @example 2 */
            marked: number;
            /**
             * @description whole seconds
             * @example 43
             */
            avg_seconds: number | null;
            /** @example 6.5 */
            avg_score: number | null;
        };
        /**
         * Workload
         * @description 工作量 of an exam subject, per round of a group and per teacher in it.
         */
        Workload: {
            groups: components["schemas"]["GroupWorkload"][];
            teachers: components["schemas"]["TeacherWorkload"][];
        };
        /**
         * MarkingDataRow
         * @description One round of a group in 阅卷数据管理 — the papers with a marking in it (`marks`, one each), those reported abnormal from it, and those held now.
         */
        MarkingDataRow: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 3 */
            marks: number;
            /** @example 0 */
            abnormal: number;
            /** @example 1 */
            held: number;
        };
        /**
         * MarkingDataResetRequest
         * @description Resets one round of a group: every marking of the round is removed (its papers wait for the round again). `marks`
         *     is the count the confirmation named: when the round has another count now, nothing is removed.
         */
        MarkingDataResetRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 3 */
            marks: number;
        };
        /**
         * AllocateAdviceTeacher
         * @description A teacher of the round: papers she marked, her measured seconds a paper (工作量's average; null when not measured,
         *     then the round's average is used, or 60 s when nobody's is known), the suggested quota of the remaining papers
         *     and how long it takes her at that pace.
         */
        AllocateAdviceTeacher: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 2 */
            marked: number;
            /** @example 43 */
            avg_seconds: number | null;
            /** @example true */
            measured: boolean;
            /** @example 1 */
            quota: number;
            /** @example 43 */
            finish_seconds: number;
            /**
             * @description The papers she may still mark under the quota applied (allocateApply); null when none is set.
             * @example null
             */
            assigned?: number | null;
        };
        /**
         * AllocateAdvice
         * @description 任务分配建议 for one round of a group: the papers remaining and, for the round's teachers (assigned on 阅卷教师管理
         *     or who marked in it), quotas proportional to their speed (largest remainders, adding up to the remaining papers),
         *     and when the round would be done. Applied with allocateApply, a quota limits what each teacher of the round gets.
         */
        AllocateAdvice: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 1 */
            remaining: number;
            /** @example 43 */
            finish_seconds: number;
            teachers: components["schemas"]["AllocateAdviceTeacher"][];
        };
        /**
         * AllocateApplyRequest
         * @description The quotas applied to one round of a group: per teacher the papers she may still mark in it from now (the
         *     advice's quota, or another number), or null to lift her quota. A teacher who has marked that many more gets no
         *     paper of the round (NextPaper.quota_done) until her quota is raised or lifted.
         */
        AllocateApplyRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id: number;
            turn: components["schemas"]["MarkingTurn"];
            quotas: {
                /** @example 3105 */
                user_id: number;
                /** @example 10 */
                quota: number | null;
            }[];
        };
        /**
         * QualityRequest
         * @description The exam subject whose marking quality is read, optionally narrowed to one subjective question group.
         */
        QualityRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description One subjective question group of the subject; every subjective group when absent or null.
             * @example 803
             */
            question_id?: number | null;
        };
        /**
         * QualityGroup
         * @description A subjective question group as the quality figures compare against it: its mark mode, full score and 误差分
         *     (score_diff: two independent scores further apart open the decision round), and over every teacher's marks in
         *     it (every teacher, also those a school account does not see): their count, mean and standard deviation (null
         *     without marks).
         */
        QualityGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            mark_mode: components["schemas"]["MarkMode"];
            /** @example 10 */
            full_score: number;
            /**
             * @description The group's 误差分 (0 when not set).
             * @example 3
             */
            score_diff: number;
            /** @example 4 */
            marks: number;
            /** @example 5.5 */
            mean: number | null;
            /** @example 1.12 */
            std_dev: number | null;
        };
        /**
         * QualityTeacher
         * @description A teacher's marking of one group: her marks, their mean and standard deviation (spread), `deviation` her mean −
         *     the group's mean; in double marking (a mark mode with more than one independent round) `double_marked` her
         *     papers of an independent round that another independent round also scored, `agreed` those where her score is
         *     within the group's score_diff of every other independent score, `agreement_rate` agreed ÷ double_marked in %
         *     (null without double-marked papers).
         */
        QualityTeacher: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 2 */
            marks: number;
            /** @example 6 */
            mean: number;
            /** @example 1 */
            std_dev: number;
            /** @example 0.5 */
            deviation: number;
            /** @example 2 */
            double_marked: number;
            /** @example 1 */
            agreed: number;
            /** @example 50 */
            agreement_rate: number | null;
        };
        /**
         * QualityStatistics
         * @description 质量统计 of an exam subject — per group and per teacher in it (in a joint exam marked independently, a school's account sees its own school's teachers).
         */
        QualityStatistics: {
            groups: components["schemas"]["QualityGroup"][];
            teachers: components["schemas"]["QualityTeacher"][];
        };
        /**
         * ReviewRateGroup
         * @description A subjective group's self-review setting (回评): whether teachers get their own papers again, and every how many papers.
         */
        ReviewRateGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example true */
            remark_flag: boolean;
            /**
             * @description Papers between two self-reviews (0 when not set).
             * @example 100
             */
            remark_interval: number;
        };
        /**
         * ReviewRateRow
         * @description A teacher's self-reviews (回评) in one round (1–3) of a group: `marked` her papers of the round, `reviewed` the
         *     self-reviews she submitted, `rate` reviewed ÷ marked in %, `changed` the self-reviews whose score differs from
         *     her first score.
         */
        ReviewRateRow: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 4 */
            marked: number;
            /** @example 1 */
            reviewed: number;
            /** @example 25 */
            rate: number;
            /** @example 1 */
            changed: number;
        };
        /**
         * ReviewRate
         * @description 复评率 of an exam subject — per group its setting, per teacher and round of rounds 1–3 her self-reviews.
         */
        ReviewRate: {
            groups: components["schemas"]["ReviewRateGroup"][];
            teachers: components["schemas"]["ReviewRateRow"][];
        };
        /**
         * DistributionBin
         * @description One score class of a histogram: scores from `from` (inclusive) to `to` (exclusive; the last class includes the
         *     full score). A group with at most 21 possible totals (the sums of a valid score per sub-question) has one class
         *     per total (label the total), else 20 classes of equal width (label `from–to`).
         */
        DistributionBin: {
            /** @example 5 */
            from: number;
            /** @example 6 */
            to: number;
            /** @example 5 */
            label: string;
        };
        /**
         * DistributionCounts
         * @description Marks per score class (`counts`, in the order of `bins`) and their share of `marks` in % (`percents`), with the mean.
         */
        DistributionCounts: {
            /** @example 4 */
            marks: number;
            /** @example 5.5 */
            mean: number | null;
            /**
             * @example [
             *       0,
             *       1,
             *       2,
             *       1
             *     ]
             */
            counts: number[];
            /**
             * @example [
             *       0,
             *       25,
             *       50,
             *       25
             *     ]
             */
            percents: number[];
        };
        /**
         * DistributionTeacher
         * @description A teacher's histogram in the group.
         */
        DistributionTeacher: components["schemas"]["DistributionCounts"] & {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
        };
        /**
         * MarkDistribution
         * @description 给分分布 of one subjective group — its score classes, the histogram of every mark in it (`group`) and each teacher's.
         */
        MarkDistribution: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            bins: components["schemas"]["DistributionBin"][];
            group: components["schemas"]["DistributionCounts"];
            teachers: components["schemas"]["DistributionTeacher"][];
        };
        /**
         * SelfGradeGroup
         * @description A subjective group's self-review limit (self_score_diff, 自评误差); `limit` the one applied (0 when not set).
         */
        SelfGradeGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 1 */
            self_score_diff: number | null;
            /** @example 1 */
            limit: number;
        };
        /**
         * SelfGradeTeacher
         * @description A teacher's self-reviews in a group (every round): how many, the mean and largest |difference| between the score
         *     given again and her first score, and how many are beyond the group's limit (|difference| > limit).
         */
        SelfGradeTeacher: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 2 */
            reviews: number;
            /** @example 1.5 */
            mean_diff: number;
            /** @example 3 */
            max_diff: number;
            /** @example 1 */
            beyond: number;
        };
        /**
         * SelfReview
         * @description One self-review: the paper, its group and round, the teacher, her first score, the score given again, `diff` again − first, whether |diff| is beyond the limit, and when.
         */
        SelfReview: {
            /** @example 0b58aff4f62d */
            paper_id: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 6 */
            first: number;
            /** @example 3 */
            again: number;
            /** @example -3 */
            diff: number;
            /** @example true */
            beyond: boolean;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:20:00
             */
            time: string;
        };
        /**
         * SelfGrade
         * @description 自评统计 of an exam subject — the groups' limits, per teacher and group the figures, and every self-review (the largest |diff| first).
         */
        SelfGrade: {
            groups: components["schemas"]["SelfGradeGroup"][];
            teachers: components["schemas"]["SelfGradeTeacher"][];
            reviews: components["schemas"]["SelfReview"][];
        };
        /**
         * PaperAssessmentRequest
         * @description The exam subject, optionally one group, and the teacher whose papers are assessed (none yet: the answer lists the teachers only).
         */
        PaperAssessmentRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description One subjective question group; every one when absent or null.
             * @example 803
             */
            question_id?: number | null;
            /**
             * @description The teacher; no rows when absent or null.
             * @example 3105
             */
            user_id?: number | null;
        };
        /**
         * PaperAssessmentRow
         * @description One score of the teacher: the paper, group, round and her score; `other` the mean of the paper's other scores in
         *     the group (other rounds, other teachers; null when none), `result` the paper's result (the rounds' outcome, or a
         *     re-score of 抽查; null while there is none), `deviation` her score − result, or − other while there is no result
         *     (null when neither).
         */
        PaperAssessmentRow: {
            /** @example 0b58aff4f62d */
            paper_id: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            turn: components["schemas"]["MarkingTurn"];
            /** @example 9 */
            score: number;
            /** @example 3 */
            other: number | null;
            /** @example 4 */
            result: number | null;
            /** @example 5 */
            deviation: number | null;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 10:05:00
             */
            submit_time: string;
        };
        /**
         * PaperAssessmentTeacher
         * @description A teacher who marked the subject (in the chosen group), for the teacher selector.
         */
        PaperAssessmentTeacher: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
        };
        /**
         * PaperAssessment
         * @description 教师评卷评估: the teachers to choose from; for the chosen one her marks, the mean |deviation| (null without any)
         *     and every score, the largest |deviation| first (those without a deviation last).
         */
        PaperAssessment: {
            teachers: components["schemas"]["PaperAssessmentTeacher"][];
            /** @example 3105 */
            user_id: number | null;
            /** @example 1 */
            marks: number;
            /** @example 5 */
            mean_abs_deviation: number | null;
            rows: components["schemas"]["PaperAssessmentRow"][];
        };
        /**
         * MarkedPapersRequest
         * @description The marked papers of an exam subject to choose standard or sample papers from (one group, or all subjective groups), paged.
         */
        MarkedPapersRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 803 */
            question_id?: number | null;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pagesize: number;
        };
        /**
         * PaperSubScore
         * @description A sub-question's score in a paper's result (null while the group has no result).
         */
        PaperSubScore: {
            /** @example 8301 */
            subquestion_id: number;
            /** @example 17 */
            subquestion_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 7 */
            score: number | null;
        };
        /**
         * SampleCategory
         * @description A sample paper's category: excellent 优秀 (an answer to show as a model), typical_error 典型错误 (a common mistake to explain).
         * @example typical_error
         * @enum {string}
         */
        SampleCategory: "excellent" | "typical_error";
        /**
         * MarkedPaper
         * @description A paper of a question group with its result: the score per sub-question, the marking image, and whether it is
         *     already a standard paper (with its standard total) or a sample paper (with its category).
         */
        MarkedPaper: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 7 */
            result: number | null;
            sub_scores: components["schemas"]["PaperSubScore"][];
            images: components["schemas"]["MarkingImage"][];
            sub_questions: components["schemas"]["ExceptionSubQuestion"][];
            /**
             * @description The standard score when the paper is a standard paper of the group, else null.
             * @example null
             */
            standard_total: number | null;
            /** @description The category when the paper is a sample paper of the group, else null. */
            sample_category: null | components["schemas"]["SampleCategory"];
        };
        /**
         * MarkedPapersPage
         * @description A page of marked papers and the subject's subjective groups (for the filter).
         */
        MarkedPapersPage: {
            /** @example 1 */
            totalrecords: number;
            datalist: components["schemas"]["MarkedPaper"][];
            groups: {
                /** @example 803 */
                question_id: number;
                /** @example 解答题17 */
                question_name: string;
            }[];
        };
        /**
         * StandardPaper
         * @description A standard paper of a question group: its standard score per sub-question and total, who set it and when, the
         *     result marking gave it, the marking image, and how many teachers have scored it so far.
         */
        StandardPaper: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 7 */
            standard_total: number;
            scores: components["schemas"]["PaperSubScore"][];
            /** @example 7 */
            result: number | null;
            /** @example 张伟 */
            user_name: string;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 11:00:00
             */
            time: string;
            /**
             * @description The teachers' scores of it so far (标准卷评分).
             * @example 0
             */
            scored: number;
            images: components["schemas"]["MarkingImage"][];
            sub_questions: components["schemas"]["ExceptionSubQuestion"][];
        };
        /**
         * StandardPaperList
         * @description The subject's standard papers and how often they reach a teacher: one after every `interval` papers she marks in
         *     an independent round of the group (never a paper she marked herself, each standard paper once per teacher).
         */
        StandardPaperList: {
            /** @example 20 */
            interval: number;
            papers: components["schemas"]["StandardPaper"][];
        };
        /**
         * StandardPaperSaveRequest
         * @description Makes a marked paper of a group a standard paper with its standard score per sub-question (saving again changes the scores).
         */
        StandardPaperSaveRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            scores: components["schemas"]["MarkSubScore"][];
        };
        /**
         * PaperOfGroupRequest
         * @description A paper of a question group of an exam subject.
         */
        PaperOfGroupRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
        };
        /**
         * StandardIntervalRequest
         * @description How many papers a teacher marks between two standard papers, for the exam subject.
         */
        StandardIntervalRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 20 */
            interval: number;
        };
        /**
         * SamplePaper
         * @description A sample paper of a question group with its category and note, who chose it and when, its result and marking image.
         */
        SamplePaper: {
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            category: components["schemas"]["SampleCategory"];
            /** @example 未写单调区间的端点 */
            note: string;
            /** @example 7 */
            result: number | null;
            /** @example 张伟 */
            user_name: string;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 11:05:00
             */
            time: string;
            images: components["schemas"]["MarkingImage"][];
        };
        /**
         * SamplePaperSaveRequest
         * @description Makes a marked paper of a group a sample paper with its category and note (saving again changes them).
         */
        SamplePaperSaveRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            category: components["schemas"]["SampleCategory"];
            /** @example 未写单调区间的端点 */
            note: string;
        };
        /**
         * ExplainSampleRequest
         * @description The exam subject whose sample papers 试卷讲评 shows.
         */
        ExplainSampleRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /**
         * StudentQuestionRequest
         * @description Finds the participants of an exam subject by exam number or name (part of either; at most 20).
         */
        StudentQuestionRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 王小红 */
            keyword: string;
        };
        /**
         * ScoreEdit
         * @description A score changed by hand (抽查改分 or 考生试题管理's 直接改分), who changed it, from which result to which, why and when.
         */
        ScoreEdit: {
            /** @example 张伟 */
            user_name: string;
            /** @example 7 */
            from: number | null;
            /** @example 8 */
            to: number;
            /** @example 复核后加分 */
            note: string;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 11:10:00
             */
            time: string;
            /**
             * @description Where it was changed: 抽查 (inspect) or 考生试题管理 (student).
             * @example student
             * @enum {string}
             */
            source: "inspect" | "student";
        };
        /**
         * StudentQuestionGroup
         * @description A student's question group in the subject: the result and score per sub-question, each round's marking, the score edits and the marking image.
         */
        StudentQuestionGroup: {
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 10 */
            full_score: number;
            /** @example 7 */
            result: number | null;
            sub_scores: components["schemas"]["PaperSubScore"][];
            scores: components["schemas"]["InspectScore"][];
            edits: components["schemas"]["ScoreEdit"][];
            images: components["schemas"]["MarkingImage"][];
            sub_questions: components["schemas"]["ExceptionSubQuestion"][];
        };
        /**
         * StudentQuestionStudent
         * @description A participant found, with the paper of the subject (null without a saved sheet) and its subjective groups.
         */
        StudentQuestionStudent: {
            /**
             * @description The exam number.
             * @example 301010102
             */
            student_id: string;
            /** @example 王小红 */
            student_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 高一(1)班 */
            class_name: string;
            paper_id: null | components["schemas"]["PaperId"];
            groups: components["schemas"]["StudentQuestionGroup"][];
        };
        /**
         * StudentQuestionResult
         * @description The participants found (at most 20, by exam number) and whether the subject is in strict mode (no direct score edit then).
         */
        StudentQuestionResult: {
            students: components["schemas"]["StudentQuestionStudent"][];
            /**
             * @example 0
             * @enum {integer}
             */
            strict_mode: 0 | 1;
        };
        /**
         * StudentScoreEditRequest
         * @description A new score per sub-question of a student's question group whose result is known, and why.
         */
        StudentScoreEditRequest: {
            /** @example 3001 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            paper_id: components["schemas"]["PaperId"];
            /** @example 803 */
            question_id: number;
            scores: components["schemas"]["MarkSubScore"][];
            /** @example 复核后加分 */
            note: string;
        };
        /**
         * StandardGradeMark
         * @description A teacher's score of a standard paper against its standard score (`diff` = given − standard, 2 decimals; `beyond` when |diff| is above the group's standard_score_diff).
         */
        StandardGradeMark: {
            paper_id: components["schemas"]["PaperId"];
            turn: components["schemas"]["MarkingTurn"];
            /** @example 7 */
            standard_total: number;
            /** @example 9 */
            given_total: number;
            /** @example 2 */
            diff: number;
            /** @example true */
            beyond: boolean;
            /**
             * @description `yyyy-MM-dd HH:mm:ss`, China time.
             * @example 2026-11-27 11:20:00
             */
            time: string;
        };
        /**
         * StandardGradeTeacher
         * @description A teacher's standard papers of one group: how many she scored, the mean and largest absolute difference from the
         *     standard score, how many beyond the group's standard_score_diff, and each score.
         */
        StandardGradeTeacher: {
            /** @example 3105 */
            user_id: number;
            /** @example 王芳 */
            user_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 803 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 1 */
            standard_score_diff: number;
            /** @example 1 */
            scored: number;
            /**
             * @description Mean of |diff| (2 decimals).
             * @example 2
             */
            mean_diff: number;
            /**
             * @description Largest |diff|.
             * @example 2
             */
            max_diff: number;
            /** @example 1 */
            beyond: number;
            marks: components["schemas"]["StandardGradeMark"][];
        };
        /**
         * StandardGrade
         * @description 标准卷评分 of an exam subject, per teacher and group (the teachers the caller sees).
         */
        StandardGrade: {
            /** @example 1 */
            standard_papers: number;
            teachers: components["schemas"]["StandardGradeTeacher"][];
        };
        /** ScoreExamRequest */
        ScoreExamRequest: {
            /** @example 3003 */
            exam_id: number;
        };
        /**
         * ScoreSubjectStatus
         * @description Where one subject of an exam stands for the report.
         */
        ScoreSubjectStatus: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /**
             * @description Participants of the subject.
             * @example 180
             */
            participants: number;
            /**
             * @description Participants with a saved sheet (the others count as absent).
             * @example 180
             */
            scanned: number;
            /**
             * @description Saved sheets with a subjective group not yet finally marked.
             * @example 0
             */
            unmarked: number;
        };
        /** ScoreStatus */
        ScoreStatus: {
            /** @example 3003 */
            exam_id: number;
            /**
             * @description Every saved sheet of every subject is finally marked.
             * @example true
             */
            complete: boolean;
            /**
             * @description When the report was last generated (null never).
             * @example 2026-07-03 09:00:00
             */
            generated_time: string | null;
            subjects: components["schemas"]["ScoreSubjectStatus"][];
        };
        /** ScoreListRequest */
        ScoreListRequest: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description Part of a name, student number or exam number.
             * @example 李
             */
            keyword?: string;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pagesize: number;
        };
        /**
         * ScoreState
         * @description absent (no saved sheet), unmarked (a subjective group not finally marked), marked.
         * @enum {string}
         */
        ScoreState: "absent" | "unmarked" | "marked";
        /**
         * ScoreRow
         * @description One participant's scores in one subject.
         */
        ScoreRow: {
            /** @example 2025010181 */
            student_number: string;
            /** @example 王菲雪 */
            student_name: string;
            /**
             * @description The exam number.
             * @example 321010101
             */
            student_id: string;
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 高二(1)班 */
            class_name: string;
            state: components["schemas"]["ScoreState"];
            /** @example 28 */
            objective: number;
            /** @example 40 */
            subjective: number;
            /** @example 68 */
            total: number;
        };
        /** ScoreListPage */
        ScoreListPage: {
            /** @example 180 */
            totalrecords: number;
            /** @example 102 */
            full_score: number;
            /** @example 60 */
            objective_full: number;
            datalist: components["schemas"]["ScoreRow"][];
        };
        /** ReportExam */
        ReportExam: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2026年春季高二期末考试 */
            exam_name: string;
            exam_type: components["schemas"]["ExamType"];
            /** @example 2026-06-20 09:00:00 */
            create_time: string;
            /** @example 2026-07-03 09:00:00 */
            generated_time: string;
            subjects: components["schemas"]["ExamSubject"][];
        };
        /**
         * RateThresholds
         * @description The fractions of the full score at or above which a score passes, is good, is excellent.
         */
        RateThresholds: {
            /** @example 0.6 */
            pass: number;
            /** @example 0.75 */
            good: number;
            /** @example 0.85 */
            excellent: number;
        };
        /**
         * ScoreBand
         * @description A tenth of the full score, from (inclusive) to (exclusive; the last band includes the full score).
         */
        ScoreBand: {
            /** @example 90 */
            from: number;
            /** @example 100 */
            to: number;
            /** @example 12 */
            count: number;
        };
        /**
         * SubjectStatistics
         * @description The statistics of one subject (subject_id 0: the total of all subjects) over the participants with a saved sheet
         *     in the caller's scope. sd is the population standard deviation.
         */
        SubjectStatistics: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 102 */
            full_score: number;
            /** @example 180 */
            count: number;
            /** @example 0 */
            absent: number;
            /** @example 64.35 */
            mean: number;
            /** @example 98 */
            max: number;
            /** @example 21 */
            min: number;
            /** @example 14.62 */
            sd: number;
            /** @example 0.56 */
            pass_rate: number;
            /** @example 0.23 */
            good_rate: number;
            /** @example 0.08 */
            excellent_rate: number;
            bands: components["schemas"]["ScoreBand"][];
        };
        /** ReportOverview */
        ReportOverview: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2026年春季高二期末考试 */
            exam_name: string;
            /** @example 2026-07-03 09:00:00 */
            generated_time: string;
            /**
             * @description Whose rows the figures cover (the caller's scope).
             * @example 临江市第一中学
             */
            scope_name: string;
            thresholds: components["schemas"]["RateThresholds"];
            subjects: components["schemas"]["SubjectStatistics"][];
        };
        /**
         * StudentMarkRow
         * @description One student's scores per subject (in `subjects` order; null when absent) and total, with ranks (ties shared) in
         *     the class, the school and the whole exam, all computed over every participant whatever the caller's scope.
         */
        StudentMarkRow: {
            /** @example 2025010181 */
            student_number: string;
            /** @example 王菲雪 */
            student_name: string;
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 高二(1)班 */
            class_name: string;
            /**
             * @example [
             *       88,
             *       96.5,
             *       101,
             *       70
             *     ]
             */
            scores: (number | null)[];
            /** @example 355.5 */
            total: number;
            /** @example 3 */
            class_rank: number;
            /** @example 12 */
            school_rank: number;
            /** @example 12 */
            exam_rank: number;
        };
        /** StudentMarkTable */
        StudentMarkTable: {
            subjects: components["schemas"]["ExamSubject"][];
            rows: components["schemas"]["StudentMarkRow"][];
        };
        /** ReportSubjectRequest */
        ReportSubjectRequest: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
        };
        /**
         * OptionCount
         * @description How many students marked an answer ('' blank; several letters a multiple mark) and whether it is the key.
         */
        OptionCount: {
            /** @example A */
            answer: string;
            /** @example 131 */
            count: number;
            /** @example 0.73 */
            rate: number;
            /** @example true */
            correct: boolean;
        };
        /**
         * ItemStatistics
         * @description One sub-question over the present students of the caller's scope: mean, score rate (difficulty = mean / full),
         *     discrimination ((mean of the top 27 % by the subject's total − mean of the bottom 27 %) / full), full-mark and zero
         *     counts; for an objective one its key (letters) and the option distribution.
         */
        ItemStatistics: {
            /** @example 8101 */
            subquestion_id: number;
            /** @example 选择题 */
            question_name: string;
            /** @example 1 */
            name: string;
            /** @example true */
            objective: boolean;
            /** @example 5 */
            full_score: number;
            /** @example A */
            key: string | null;
            /** @example 3.64 */
            mean: number;
            /** @example 0.73 */
            score_rate: number;
            /** @example 0.41 */
            discrimination: number;
            /** @example 131 */
            full_count: number;
            /** @example 49 */
            zero_count: number;
            options: components["schemas"]["OptionCount"][];
        };
        /**
         * GroupStatistics
         * @description One question group (大题) over the present students of the caller's scope.
         */
        GroupStatistics: {
            /** @example 801 */
            question_id: number;
            /** @example 选择题 */
            question_name: string;
            /** @example true */
            objective: boolean;
            /** @example 60 */
            full_score: number;
            /** @example 42.3 */
            mean: number;
            /** @example 0.71 */
            score_rate: number;
            /** @example 0.38 */
            discrimination: number;
        };
        /** QuestionReport */
        QuestionReport: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 102 */
            full_score: number;
            /** @example 180 */
            count: number;
            groups: components["schemas"]["GroupStatistics"][];
            items: components["schemas"]["ItemStatistics"][];
        };
        /**
         * ComparisonCell
         * @description One subject (subject_id 0 the total) of one school or class.
         */
        ComparisonCell: {
            /** @example 2 */
            subject_id: number;
            /** @example 45 */
            count: number;
            /** @example 78.4 */
            mean: number;
            /** @example 102 */
            max: number;
            /** @example 0.77 */
            score_rate: number;
            /** @example 0.84 */
            pass_rate: number;
            /** @example 0.33 */
            excellent_rate: number;
        };
        /**
         * ComparisonRow
         * @description A school (class_id null) or a class of the caller's scope, its cells in `subjects` order.
         */
        ComparisonRow: {
            /** @example 101 */
            unit_id: number;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 5111 */
            class_id: number | null;
            /** @example 高二(1)班 */
            class_name: string | null;
            cells: components["schemas"]["ComparisonCell"][];
        };
        /**
         * ComparisonTable
         * @description The subjects (the first, subject_id 0, is 总分) and a row per school, then per class, of the caller's scope.
         */
        ComparisonTable: {
            subjects: {
                /**
                 * @description 0 is the total of every subject.
                 * @example 2
                 */
                subject_id: number;
                /** @example 数学 */
                subject_name: string;
            }[];
            rows: components["schemas"]["ComparisonRow"][];
        };
        /** ObjectiveCheckRequest */
        ObjectiveCheckRequest: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description objectiveCheckForSchool: one school (within the caller's scope); null or absent: every school of the scope.
             * @example 101
             */
            unit_id?: number | null;
        };
        /**
         * ObjectiveCheckQuestion
         * @description One objective sub-question: its key, how often each answer was recognised, and its doubtful sheets.
         */
        ObjectiveCheckQuestion: {
            /** @example 10001 */
            subquestion_id: number;
            /** @example 选择题 1 */
            name: string;
            /** @example false */
            multi: boolean;
            /** @example A */
            key: string;
            options: components["schemas"]["OptionCount"][];
            /**
             * @description Sheets whose recognised answer needs a look (see ObjectiveDoubtfulSheet).
             * @example 6
             */
            doubtful: number;
        };
        /**
         * ObjectiveDoubtfulSheet
         * @description A saved sheet whose recognised answer of a sub-question is doubtful: several marks where one is allowed
         *     (multiple), or none (blank). A sheet blank on every objective question (the absent mark) is not listed.
         */
        ObjectiveDoubtfulSheet: {
            /** @example 321010107 */
            student_id: string;
            /** @example 王菲雪 */
            student_name: string;
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 高二(1)班 */
            class_name: string;
            /** @example 10001 */
            subquestion_id: number;
            /** @example 选择题 1 */
            subquestion_name: string;
            /**
             * @description The recognised answer (letters; empty: blank).
             * @example
             */
            answer: string;
            /**
             * @example blank
             * @enum {string}
             */
            reason: "multiple" | "blank";
        };
        /**
         * ObjectiveCorrection
         * @description A recognised answer corrected by hand, with the objective score of the sheet before and after.
         */
        ObjectiveCorrection: {
            /** @example 321010107 */
            student_id: string;
            /** @example 王菲雪 */
            student_name: string;
            /** @example 10001 */
            subquestion_id: number;
            /** @example 选择题 1 */
            subquestion_name: string;
            /** @example  */
            before: string;
            /** @example A */
            after: string;
            /** @example 45 */
            objective_before: number;
            /** @example 50 */
            objective_after: number;
            /** @example 张伟 */
            user_name: string;
            /** @example 2026-07-02 15:20:00 */
            time: string;
        };
        /** ObjectiveCheck */
        ObjectiveCheck: {
            questions: components["schemas"]["ObjectiveCheckQuestion"][];
            sheets: components["schemas"]["ObjectiveDoubtfulSheet"][];
            /** @description The corrections made so far in the subject (of the rows in scope), newest first. */
            corrections: components["schemas"]["ObjectiveCorrection"][];
        };
        /** ObjectiveCorrectRequest */
        ObjectiveCorrectRequest: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The exam number of the sheet.
             * @example 321010107
             */
            student_id: string;
            /** @example 10001 */
            subquestion_id: number;
            /**
             * @description The answer as read by eye (letters; empty: blank).
             * @example A
             */
            answer: string;
        };
        /** ObjectiveSheetRequest */
        ObjectiveSheetRequest: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /** @example 321010107 */
            student_id: string;
        };
        /** StudentReportRequest */
        StudentReportRequest: {
            /** @example 3003 */
            exam_id: number;
            /**
             * @description The student; absent: the signed-in student's own (a student or parent role).
             * @example 2025010181
             */
            student_number?: string;
        };
        /**
         * StudentReportSubject
         * @description One subject of a student's report, each sub-question against the class mean.
         */
        StudentReportSubject: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 102 */
            full_score: number;
            /**
             * @description null when absent.
             * @example 79
             */
            score: number | null;
            /** @example 80.47 */
            class_mean: number;
            /** @example 25 */
            class_rank: number | null;
            /** @example 97 */
            exam_rank: number | null;
            items: {
                /** @example 选择题 1 */
                name: string;
                /** @example 5 */
                full_score: number;
                /** @example 5 */
                score: number | null;
                /** @example 3.89 */
                class_mean: number;
            }[];
        };
        /** StudentReport */
        StudentReport: {
            /** @example 3003 */
            exam_id: number;
            /** @example 2026年春季高二期末考试 */
            exam_name: string;
            /** @example 2025010181 */
            student_number: string;
            /** @example 王菲雪 */
            student_name: string;
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 高二(1)班 */
            class_name: string;
            /** @example 290 */
            total: number;
            /** @example 365 */
            full_score: number;
            /** @example 12 */
            class_rank: number;
            /** @example 40 */
            school_rank: number;
            /** @example 40 */
            exam_rank: number;
            subjects: components["schemas"]["StudentReportSubject"][];
        };
        /**
         * ScoreCheckRow
         * @description A participant whose scores need a look: absent_marked (the sheet carries the absent mark, yet has scores),
         *     unmarked (scanned, a subjective group not finally marked), over_full (total above the full score), zero (a
         *     marked total of 0). fix is the portal path of the page that fixes it.
         */
        ScoreCheckRow: {
            /**
             * @example unmarked
             * @enum {string}
             */
            problem: "absent_marked" | "unmarked" | "over_full" | "zero";
            /** @example 301010102 */
            student_id: string;
            /** @example 王小红 */
            student_name: string;
            /** @example 临江市第一中学 */
            school_name: string;
            /** @example 高一(1)班 */
            class_name: string;
            /** @example 32 */
            total: number;
            /** @example 主观题尚未阅完 */
            detail: string;
            /** @example /main/statistics/markingProgress */
            fix: string;
        };
        /**
         * TwiceDealRow
         * @description A sheet whose scores now differ from the generated report (an answer key changed, a recognition corrected, a
         *     mark changed since): the report's scores and the ones the records give now. reason names what moved: objective,
         *     subjective or both. Generating the report again (生成报告) processes them.
         */
        TwiceDealRow: {
            /** @example 321010107 */
            student_id: string;
            /** @example 王菲雪 */
            student_name: string;
            /** @example 高二(1)班 */
            class_name: string;
            /**
             * @example objective
             * @enum {string}
             */
            reason: "objective" | "subjective" | "both";
            /** @example 45 */
            objective_before: number;
            /** @example 50 */
            objective_after: number;
            /** @example 74 */
            total_before: number;
            /** @example 79 */
            total_after: number;
        };
        /** TwiceDeal */
        TwiceDeal: {
            /**
             * @description When the report compared against was generated (null never; then no rows).
             * @example 2026-07-03 09:00:00
             */
            generated_time: string | null;
            rows: components["schemas"]["TwiceDealRow"][];
        };
        /** ClassReportRequest */
        ClassReportRequest: {
            /** @example 3006 */
            exam_id: number;
            /**
             * @description The class; absent: the caller's own class (班主任), else the first of the scope.
             * @example 5011
             */
            class_id?: number;
        };
        /**
         * ReportClassChoice
         * @description A class of the exam the caller may open.
         */
        ReportClassChoice: {
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name: string;
            /** @example 101 */
            unit_id: number;
            /** @example 临江市第一中学 */
            unit_name: string;
        };
        /**
         * ClassSubjectRow
         * @description One subject (subject_id 0 the total) of the class: its figures, the school's and the whole exam's means beside
         *     them, and the rank of the class's mean among the exam's classes (ties shared).
         */
        ClassSubjectRow: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 102 */
            full_score: number;
            /** @example 46 */
            count: number;
            /** @example 78.2 */
            mean: number;
            /** @example 102 */
            max: number;
            /** @example 41 */
            min: number;
            /** @example 0.77 */
            score_rate: number;
            /** @example 0.85 */
            pass_rate: number;
            /** @example 0.3 */
            excellent_rate: number;
            /** @example 71.4 */
            school_mean: number;
            /** @example 67.1 */
            exam_mean: number;
            /** @example 1 */
            mean_rank: number;
            /**
             * @description The number of classes of the exam the rank is among.
             * @example 8
             */
            classes: number;
        };
        /**
         * ClassStudentRow
         * @description A student of the class, scores in the report's subject order (null absent), ranks with ties shared.
         */
        ClassStudentRow: {
            /** @example 20260101 */
            student_number: string;
            /** @example 李明 */
            student_name: string;
            /**
             * @example [
             *       81,
             *       88,
             *       70
             *     ]
             */
            scores: (number | null)[];
            /** @example 239 */
            total: number;
            /** @example 6 */
            class_rank: number;
            /** @example 31 */
            exam_rank: number;
        };
        /**
         * ClassReport
         * @description One class across the exam's subjects (班主任报告), and the classes the caller may choose.
         */
        ClassReport: {
            /** @example 3006 */
            exam_id: number;
            /** @example 2026年秋季高一开学联考 */
            exam_name: string;
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name: string;
            /** @example 101 */
            unit_id: number;
            /** @example 临江市第一中学 */
            unit_name: string;
            classes: components["schemas"]["ReportClassChoice"][];
            /** @description The total (subject_id 0) first, then the exam's subjects. */
            subjects: components["schemas"]["ClassSubjectRow"][];
            /** @description By class rank. */
            students: components["schemas"]["ClassStudentRow"][];
        };
        /** TeacherReportRequest */
        TeacherReportRequest: {
            /** @example 3006 */
            exam_id: number;
            /**
             * @description The subject; absent: the teacher's first subject of the exam.
             * @example 2
             */
            subject_id?: number;
        };
        /**
         * TeacherClassRow
         * @description One class of the teacher in the subject, its rate per question group in the report's group order.
         */
        TeacherClassRow: {
            /** @example 5011 */
            class_id: number;
            /** @example 高一(1)班 */
            class_name: string;
            /** @example 临江市第一中学 */
            unit_name: string;
            /** @example 46 */
            count: number;
            /** @example 78.2 */
            mean: number;
            /** @example 102 */
            max: number;
            /** @example 41 */
            min: number;
            /** @example 0.77 */
            score_rate: number;
            /** @example 0.85 */
            pass_rate: number;
            /** @example 0.3 */
            excellent_rate: number;
            /**
             * @description Rank of the class's mean among the exam's classes in the subject (ties shared).
             * @example 1
             */
            mean_rank: number;
            /**
             * @example [
             *       0.8,
             *       0.74,
             *       0.71,
             *       0.69
             *     ]
             */
            group_rates: number[];
        };
        /**
         * TeacherReport
         * @description A teacher's classes in one subject (教师报告): the classes the signed-in account teaches in it (任课教师's classes);
         *     an account teaching none (an administrator) sees the classes of its scope, `own` false. Beside them the exam's
         *     figures, per question group its score rate over the whole exam.
         */
        TeacherReport: {
            /** @example 3006 */
            exam_id: number;
            /** @example 2026年秋季高一开学联考 */
            exam_name: string;
            /** @example 王芳 */
            teacher_name: string;
            /**
             * @description Whether the classes are those the account teaches.
             * @example true
             */
            own: boolean;
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            /** @example 102 */
            full_score: number;
            /** @description The subjects the caller may choose (the ones taught in the exam, or all of the exam's). */
            subjects: components["schemas"]["ExamSubject"][];
            /** @example 67.1 */
            exam_mean: number;
            /** @example 0.66 */
            exam_score_rate: number;
            /** @example 8 */
            classes_in_exam: number;
            groups: {
                /** @example 10101 */
                question_id: number;
                /** @example 选择题 */
                question_name: string;
                /** @example 60 */
                full_score: number;
                /** @example 0.7 */
                exam_score_rate: number;
            }[];
            classes: components["schemas"]["TeacherClassRow"][];
        };
        /**
         * ReportKind
         * @description A report page: entirety 整体报告, school 学校报告, research 教研报告, headteacher 班主任报告, teacher 教师报告,
         *     paperexplain 试卷讲评, student 学生报告.
         * @enum {string}
         */
        ReportKind: "entirety" | "school" | "research" | "headteacher" | "teacher" | "paperexplain" | "student";
        /**
         * ReportExportRequest
         * @description The report and what its page names in its address (the school, subject, class or student).
         */
        ReportExportRequest: {
            /** @example 3006 */
            exam_id: number;
            report: components["schemas"]["ReportKind"];
            /**
             * @description school — the school (absent the first of the scope).
             * @example 101
             */
            unit_id?: number;
            /**
             * @description research, paperexplain, teacher — the subject (absent: the first).
             * @example 2
             */
            subject_id?: number;
            /**
             * @description headteacher — the class (absent as headteacherreport).
             * @example 5011
             */
            class_id?: number;
            /**
             * @description student — the student (absent a student's own).
             * @example 20260101
             */
            student_number?: string;
        };
        /** StudentSheetRequest */
        StudentSheetRequest: {
            /** @example 3006 */
            exam_id: number;
            /** @example 2 */
            subject_id: number;
            /**
             * @description The student; absent: the signed-in student's own (a student or parent role).
             * @example 20260101
             */
            student_number?: string;
        };
        /**
         * StudentSheetPage
         * @description One scanned page (JPEG, base64), and the size of the template the areas and marks are in.
         */
        StudentSheetPage: {
            /**
             * @example 1
             * @enum {integer}
             */
            page: 1 | 2;
            /**
             * @description The page image as scanned (JPEG), base64.
             * @example /9j/4AAQSkZJRgABAQ==
             */
            image: string;
            /** @example 827 */
            width: number;
            /** @example 1169 */
            height: number;
        };
        /**
         * StudentSheetGroup
         * @description A subjective question group's final score, at its (first) area on its page.
         */
        StudentSheetGroup: {
            /** @example 10214 */
            question_id: number;
            /** @example 解答题17 */
            question_name: string;
            /** @example 8 */
            score: number;
            /** @example 10 */
            full_score: number;
            /**
             * @example 1
             * @enum {integer}
             */
            page: 1 | 2;
            /** @example 60 */
            x: number;
            /** @example 700 */
            y: number;
            /** @example 700 */
            w: number;
            /** @example 230 */
            h: number;
        };
        /**
         * StudentSheetMark
         * @description A mark the deciding marker drew (MarkDrawing), placed on the page.
         */
        StudentSheetMark: {
            /**
             * @example 1
             * @enum {integer}
             */
            page: 1 | 2;
            /**
             * @example score
             * @enum {string}
             */
            kind: "check" | "cross" | "text" | "score";
            /** @example 80 */
            x: number;
            /** @example 720 */
            y: number;
            /** @example 8 */
            text: string;
        };
        /** StudentSheetObjective */
        StudentSheetObjective: {
            /** @example 选择题 1 */
            name: string;
            /**
             * @description The recognised answer (letters; empty when blank).
             * @example A
             */
            answer: string;
            /** @example A */
            key: string;
            /** @example 5 */
            score: number;
            /** @example 5 */
            full_score: number;
        };
        /**
         * StudentSheet
         * @description A student's answer sheet of one subject: the scanned pages, the recognised objective answers against the keys,
         *     each subjective group's score at its area and the marks its deciding marker drew, as in the generated report.
         */
        StudentSheet: {
            /** @example 2 */
            subject_id: number;
            /** @example 数学 */
            subject_name: string;
            pages: components["schemas"]["StudentSheetPage"][];
            objective: components["schemas"]["StudentSheetObjective"][];
            groups: components["schemas"]["StudentSheetGroup"][];
            marks: components["schemas"]["StudentSheetMark"][];
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
export type SchemaImportRowError = components['schemas']['ImportRowError'];
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
export type SchemaUnitTreeNode = components['schemas']['UnitTreeNode'];
export type SchemaUnitTree = components['schemas']['UnitTree'];
export type SchemaSaveUnitRequest = components['schemas']['SaveUnitRequest'];
export type SchemaChangeParentRequest = components['schemas']['ChangeParentRequest'];
export type SchemaUnitIdRequest = components['schemas']['UnitIdRequest'];
export type SchemaUnitRow = components['schemas']['UnitRow'];
export type SchemaListUnitsRequest = components['schemas']['ListUnitsRequest'];
export type SchemaDealer = components['schemas']['Dealer'];
export type SchemaNewUnitSaveRequest = components['schemas']['NewUnitSaveRequest'];
export type SchemaNewUnitIdRequest = components['schemas']['NewUnitIdRequest'];
export type SchemaUser = components['schemas']['User'];
export type SchemaGradeEntry = components['schemas']['GradeEntry'];
export type SchemaClassEntry = components['schemas']['ClassEntry'];
export type SchemaRoleDetails = components['schemas']['RoleDetails'];
export type SchemaTeacherUser = components['schemas']['TeacherUser'];
export type SchemaOptionalEmail = components['schemas']['OptionalEmail'];
export type SchemaValidUntil = components['schemas']['ValidUntil'];
export type SchemaUserSaveRequest = components['schemas']['UserSaveRequest'];
export type SchemaTeacherSaveRequest = components['schemas']['TeacherSaveRequest'];
export type SchemaLoadMgeUserRequest = components['schemas']['LoadMgeUserRequest'];
export type SchemaLoadEduUserRequest = components['schemas']['LoadEduUserRequest'];
export type SchemaUnitGrade = components['schemas']['UnitGrade'];
export type SchemaTeacherImportError = components['schemas']['TeacherImportError'];
export type SchemaStudent = components['schemas']['Student'];
export type SchemaSchoolClass = components['schemas']['SchoolClass'];
export type SchemaLoadStuRequest = components['schemas']['LoadStuRequest'];
export type SchemaLoadClaRequest = components['schemas']['LoadClaRequest'];
export type SchemaStudentSaveRequest = components['schemas']['StudentSaveRequest'];
export type SchemaBatchDelStudentRequest = components['schemas']['BatchDelStudentRequest'];
export type SchemaSaveClassRequest = components['schemas']['SaveClassRequest'];
export type SchemaExcelImportRequest = components['schemas']['ExcelImportRequest'];
export type SchemaStudentImportProgress = components['schemas']['StudentImportProgress'];
export type SchemaExamState = components['schemas']['ExamState'];
export type SchemaExamType = components['schemas']['ExamType'];
export type SchemaStorageType = components['schemas']['StorageType'];
export type SchemaExamSubject = components['schemas']['ExamSubject'];
export type SchemaExam = components['schemas']['Exam'];
export type SchemaSubjectScanCount = components['schemas']['SubjectScanCount'];
export type SchemaExamPermissionNode = components['schemas']['ExamPermissionNode'];
export type SchemaExamQuestion = components['schemas']['ExamQuestion'];
export type SchemaExamListOtherInfo = components['schemas']['ExamListOtherInfo'];
export type SchemaLoadExamRequest = components['schemas']['LoadExamRequest'];
export type SchemaExamListResult = components['schemas']['ExamListResult'];
export type SchemaExamGrade = components['schemas']['ExamGrade'];
export type SchemaExamSaveRequest = components['schemas']['ExamSaveRequest'];
export type SchemaExamIdRequest = components['schemas']['ExamIdRequest'];
export type SchemaNotScanStudentListRequest = components['schemas']['NotScanStudentListRequest'];
export type SchemaExamSubjectRequest = components['schemas']['ExamSubjectRequest'];
export type SchemaExamInfo = components['schemas']['ExamInfo'];
export type SchemaUploadSubjectPaperForm = components['schemas']['UploadSubjectPaperForm'];
export type SchemaSubjectPaper = components['schemas']['SubjectPaper'];
export type SchemaRecognitionPercent = components['schemas']['RecognitionPercent'];
export type SchemaOmrFigure = components['schemas']['OmrFigure'];
export type SchemaMarkMode = components['schemas']['MarkMode'];
export type SchemaQuestionType = components['schemas']['QuestionType'];
export type SchemaMultiChoiceArea = components['schemas']['MultiChoiceArea'];
export type SchemaSubjectPropSettings = components['schemas']['SubjectPropSettings'];
export type SchemaSubjectProp = components['schemas']['SubjectProp'];
export type SchemaSaveSubjectPropRequest = components['schemas']['SaveSubjectPropRequest'];
export type SchemaValidScores = components['schemas']['ValidScores'];
export type SchemaScoreShortcut = components['schemas']['ScoreShortcut'];
export type SchemaQuestionGroupContent = components['schemas']['QuestionGroupContent'];
export type SchemaScoringPoint = components['schemas']['ScoringPoint'];
export type SchemaScoreItem = components['schemas']['ScoreItem'];
export type SchemaSubQuestionContent = components['schemas']['SubQuestionContent'];
export type SchemaTemplateSubQuestion = components['schemas']['TemplateSubQuestion'];
export type SchemaTemplateQuestionGroup = components['schemas']['TemplateQuestionGroup'];
export type SchemaSaveSubjectQuestionRequest = components['schemas']['SaveSubjectQuestionRequest'];
export type SchemaSaveSubjectSubQuestionRequest = components['schemas']['SaveSubjectSubQuestionRequest'];
export type SchemaTemplateReorderRequest = components['schemas']['TemplateReorderRequest'];
export type SchemaOptionBox = components['schemas']['OptionBox'];
export type SchemaTryRecognizeForm = components['schemas']['TryRecognizeForm'];
export type SchemaTryRecognizeArea = components['schemas']['TryRecognizeArea'];
export type SchemaTryRecognizeResult = components['schemas']['TryRecognizeResult'];
export type SchemaGetOptionPosRequest = components['schemas']['GetOptionPosRequest'];
export type SchemaTemplateAreasRequest = components['schemas']['TemplateAreasRequest'];
export type SchemaBatchSubQuestion = components['schemas']['BatchSubQuestion'];
export type SchemaBatchAddSubQuestionRequest = components['schemas']['BatchAddSubQuestionRequest'];
export type SchemaQuestionStemTarget = components['schemas']['QuestionStemTarget'];
export type SchemaQuestionStem = components['schemas']['QuestionStem'];
export type SchemaSaveQuestionStemRequest = components['schemas']['SaveQuestionStemRequest'];
export type SchemaUploadQuestionStemForm = components['schemas']['UploadQuestionStemForm'];
export type SchemaDelQuestionStemRequest = components['schemas']['DelQuestionStemRequest'];
export type SchemaObjectiveAnswerType = components['schemas']['ObjectiveAnswerType'];
export type SchemaObjectiveAnswer = components['schemas']['ObjectiveAnswer'];
export type SchemaObjectiveSubQuestion = components['schemas']['ObjectiveSubQuestion'];
export type SchemaObjectiveAnswerGroup = components['schemas']['ObjectiveAnswerGroup'];
export type SchemaSaveObjectiveAnswerItem = components['schemas']['SaveObjectiveAnswerItem'];
export type SchemaSaveObjectiveAnswerRequest = components['schemas']['SaveObjectiveAnswerRequest'];
export type SchemaAnswerImportRowError = components['schemas']['AnswerImportRowError'];
export type SchemaSubQuestionIdList = components['schemas']['SubQuestionIdList'];
export type SchemaGroupSubQuestion = components['schemas']['GroupSubQuestion'];
export type SchemaSubQuestionGroup = components['schemas']['SubQuestionGroup'];
export type SchemaConfigSubQuestion = components['schemas']['ConfigSubQuestion'];
export type SchemaSubQuestionConfigListRequest = components['schemas']['SubQuestionConfigListRequest'];
export type SchemaGroupFormRequest = components['schemas']['GroupFormRequest'];
export type SchemaMarkingTurn = components['schemas']['MarkingTurn'];
export type SchemaStaffUser = components['schemas']['StaffUser'];
export type SchemaExamTeacher = components['schemas']['ExamTeacher'];
export type SchemaLoadExamTeacherRequest = components['schemas']['LoadExamTeacherRequest'];
export type SchemaLoadUnitTeacherRequest = components['schemas']['LoadUnitTeacherRequest'];
export type SchemaSaveTeacherRequest = components['schemas']['SaveTeacherRequest'];
export type SchemaDelTeacherRequest = components['schemas']['DelTeacherRequest'];
export type SchemaForceLogoutRequest = components['schemas']['ForceLogoutRequest'];
export type SchemaTeacherExamSubjectRequest = components['schemas']['TeacherExamSubjectRequest'];
export type SchemaTeacherQuestionGroup = components['schemas']['TeacherQuestionGroup'];
export type SchemaLoadTeacherQuestionGroupRequest = components['schemas']['LoadTeacherQuestionGroupRequest'];
export type SchemaTeacherQuestionTurn = components['schemas']['TeacherQuestionTurn'];
export type SchemaSaveTeacherQuestionRequest = components['schemas']['SaveTeacherQuestionRequest'];
export type SchemaListExamQuestionTeacherRequest = components['schemas']['ListExamQuestionTeacherRequest'];
export type SchemaQuestionTeacherTurn = components['schemas']['QuestionTeacherTurn'];
export type SchemaTeacherTurnNum = components['schemas']['TeacherTurnNum'];
export type SchemaBatchCreateTeacherRequest = components['schemas']['BatchCreateTeacherRequest'];
export type SchemaDelTeacherTurnRequest = components['schemas']['DelTeacherTurnRequest'];
export type SchemaImportTeacherRequest = components['schemas']['ImportTeacherRequest'];
export type SchemaStaffImportErrorRow = components['schemas']['StaffImportErrorRow'];
export type SchemaUploadPaper = components['schemas']['UploadPaper'];
export type SchemaUploadPaperInfoListRequest = components['schemas']['UploadPaperInfoListRequest'];
export type SchemaUploadedPaperInfo = components['schemas']['UploadedPaperInfo'];
export type SchemaUploadPapersRequest = components['schemas']['UploadPapersRequest'];
export type SchemaExamStudentId = components['schemas']['ExamStudentId'];
export type SchemaExamStudentNumber = components['schemas']['ExamStudentNumber'];
export type SchemaUploadStatusFilter = components['schemas']['UploadStatusFilter'];
export type SchemaExamStudentRoomInfo = components['schemas']['ExamStudentRoomInfo'];
export type SchemaPaperPageStatus = components['schemas']['PaperPageStatus'];
export type SchemaExamStudentScanInfo = components['schemas']['ExamStudentScanInfo'];
export type SchemaExamStudentRow = components['schemas']['ExamStudentRow'];
export type SchemaLoadStuIncludeRequest = components['schemas']['LoadStuIncludeRequest'];
export type SchemaLoadStuExclusiveRequest = components['schemas']['LoadStuExclusiveRequest'];
export type SchemaExclusiveStudent = components['schemas']['ExclusiveStudent'];
export type SchemaSaveStuRequest = components['schemas']['SaveStuRequest'];
export type SchemaDelStuRequest = components['schemas']['DelStuRequest'];
export type SchemaImportStudentRelaRequest = components['schemas']['ImportStudentRelaRequest'];
export type SchemaImportStudentRelaFormRequest = components['schemas']['ImportStudentRelaFormRequest'];
export type SchemaGetStudentPaperRequest = components['schemas']['GetStudentPaperRequest'];
export type SchemaGetStudentInfoRequest = components['schemas']['GetStudentInfoRequest'];
export type SchemaExamStudentSubject = components['schemas']['ExamStudentSubject'];
export type SchemaExamStudentInfo = components['schemas']['ExamStudentInfo'];
export type SchemaExamStudentSubjectUpdate = components['schemas']['ExamStudentSubjectUpdate'];
export type SchemaUpdateStudentInfoRequest = components['schemas']['UpdateStudentInfoRequest'];
export type SchemaExamPermission = components['schemas']['ExamPermission'];
export type SchemaPermissionExamRequest = components['schemas']['PermissionExamRequest'];
export type SchemaPermissionSubject = components['schemas']['PermissionSubject'];
export type SchemaPermissionQuestion = components['schemas']['PermissionQuestion'];
export type SchemaPermissionSubjectsAndQuestions = components['schemas']['PermissionSubjectsAndQuestions'];
export type SchemaPermissionUserSearch = components['schemas']['PermissionUserSearch'];
export type SchemaPermissionUserRole = components['schemas']['PermissionUserRole'];
export type SchemaPermissionUser = components['schemas']['PermissionUser'];
export type SchemaPermissionSubjectClass = components['schemas']['PermissionSubjectClass'];
export type SchemaPermissionUserPage = components['schemas']['PermissionUserPage'];
export type SchemaPermissionFilterParams = components['schemas']['PermissionFilterParams'];
export type SchemaPermissionQuestionTurn = components['schemas']['PermissionQuestionTurn'];
export type SchemaExamUserPermission = components['schemas']['ExamUserPermission'];
export type SchemaExamUserPermissionRequest = components['schemas']['ExamUserPermissionRequest'];
export type SchemaPermissionGrant = components['schemas']['PermissionGrant'];
export type SchemaSaveUserPermissionRequest = components['schemas']['SaveUserPermissionRequest'];
export type SchemaExamStaffMember = components['schemas']['ExamStaffMember'];
export type SchemaExamManagersRequest = components['schemas']['ExamManagersRequest'];
export type SchemaExamManagerRequest = components['schemas']['ExamManagerRequest'];
export type SchemaExamResearchersRequest = components['schemas']['ExamResearchersRequest'];
export type SchemaExamResearcherRequest = components['schemas']['ExamResearcherRequest'];
export type SchemaExamScanner = components['schemas']['ExamScanner'];
export type SchemaLoadExamScannerRequest = components['schemas']['LoadExamScannerRequest'];
export type SchemaLoadUnitScannerRequest = components['schemas']['LoadUnitScannerRequest'];
export type SchemaSaveScannerRequest = components['schemas']['SaveScannerRequest'];
export type SchemaDelScannerRequest = components['schemas']['DelScannerRequest'];
export type SchemaScanType = components['schemas']['ScanType'];
export type SchemaScanExamNumber = components['schemas']['ScanExamNumber'];
export type SchemaScanProp = components['schemas']['ScanProp'];
export type SchemaScanSubProp = components['schemas']['ScanSubProp'];
export type SchemaScanSubjectProp = components['schemas']['ScanSubjectProp'];
export type SchemaScanQuestionGroup = components['schemas']['ScanQuestionGroup'];
export type SchemaScanSubQuestion = components['schemas']['ScanSubQuestion'];
export type SchemaScanQuestionInfo = components['schemas']['ScanQuestionInfo'];
export type SchemaScanPermission = components['schemas']['ScanPermission'];
export type SchemaConnectScannerRequest = components['schemas']['ConnectScannerRequest'];
export type SchemaConnectScannerResult = components['schemas']['ConnectScannerResult'];
export type SchemaGetSubjectInfoRequest = components['schemas']['GetSubjectInfoRequest'];
export type SchemaScanCount = components['schemas']['ScanCount'];
export type SchemaGetSubjectInfoResult = components['schemas']['GetSubjectInfoResult'];
export type SchemaScanPageNumber = components['schemas']['ScanPageNumber'];
export type SchemaScanPageStatus = components['schemas']['ScanPageStatus'];
export type SchemaScanPageStatusPair = components['schemas']['ScanPageStatusPair'];
export type SchemaScanRoomInfo = components['schemas']['ScanRoomInfo'];
export type SchemaScanDealInfo = components['schemas']['ScanDealInfo'];
export type SchemaScanAnswerRow = components['schemas']['ScanAnswerRow'];
export type SchemaScanPageResult = components['schemas']['ScanPageResult'];
export type SchemaPutPicRequest = components['schemas']['PutPicRequest'];
export type SchemaPutPicResult = components['schemas']['PutPicResult'];
export type SchemaScanRoom = components['schemas']['ScanRoom'];
export type SchemaGetRoomInfoRequest = components['schemas']['GetRoomInfoRequest'];
export type SchemaGetRoomInfoResult = components['schemas']['GetRoomInfoResult'];
export type SchemaScanPicRequest = components['schemas']['ScanPicRequest'];
export type SchemaModifyUploadedPaperSidRequest = components['schemas']['ModifyUploadedPaperSidRequest'];
export type SchemaModifyUploadedPaperSidResult = components['schemas']['ModifyUploadedPaperSidResult'];
export type SchemaScanStudentIds = components['schemas']['ScanStudentIds'];
export type SchemaFixAndDealPaperRequest = components['schemas']['FixAndDealPaperRequest'];
export type SchemaFixAndDealPaperResult = components['schemas']['FixAndDealPaperResult'];
export type SchemaSubmitPaperRequest = components['schemas']['SubmitPaperRequest'];
export type SchemaScanNotScanStudentListRequest = components['schemas']['ScanNotScanStudentListRequest'];
export type SchemaScanStudentRow = components['schemas']['ScanStudentRow'];
export type SchemaScanStudentPage = components['schemas']['ScanStudentPage'];
export type SchemaDeletePicAndRollbackRequest = components['schemas']['DeletePicAndRollbackRequest'];
export type SchemaDeleteTempPicRequest = components['schemas']['DeleteTempPicRequest'];
export type SchemaGetTempPicRequest = components['schemas']['GetTempPicRequest'];
export type SchemaExamRoomName = components['schemas']['ExamRoomName'];
export type SchemaExamRoom = components['schemas']['ExamRoom'];
export type SchemaExamRoomStudent = components['schemas']['ExamRoomStudent'];
export type SchemaExamRoomListRequest = components['schemas']['ExamRoomListRequest'];
export type SchemaExamRoomPage = components['schemas']['ExamRoomPage'];
export type SchemaExamRoomSaveRequest = components['schemas']['ExamRoomSaveRequest'];
export type SchemaExamRoomUpdateRequest = components['schemas']['ExamRoomUpdateRequest'];
export type SchemaExamRoomDeleteRequest = components['schemas']['ExamRoomDeleteRequest'];
export type SchemaExamRoomStudentListRequest = components['schemas']['ExamRoomStudentListRequest'];
export type SchemaExamRoomStudentPage = components['schemas']['ExamRoomStudentPage'];
export type SchemaExamRoomStudentSaveRequest = components['schemas']['ExamRoomStudentSaveRequest'];
export type SchemaExamRoomStudentDeleteRequest = components['schemas']['ExamRoomStudentDeleteRequest'];
export type SchemaExamRoomImportRequest = components['schemas']['ExamRoomImportRequest'];
export type SchemaExamRoomImportRowError = components['schemas']['ExamRoomImportRowError'];
export type SchemaRoomDesignDateTime = components['schemas']['RoomDesignDateTime'];
export type SchemaRoomDesignExamInfo = components['schemas']['RoomDesignExamInfo'];
export type SchemaExamNumberRule = components['schemas']['ExamNumberRule'];
export type SchemaExamNumberRuleSaveRequest = components['schemas']['ExamNumberRuleSaveRequest'];
export type SchemaRoomDesignPreviewSeat = components['schemas']['RoomDesignPreviewSeat'];
export type SchemaRoomDesignArea = components['schemas']['RoomDesignArea'];
export type SchemaRoomDesignSeat = components['schemas']['RoomDesignSeat'];
export type SchemaRoomDesignRoom = components['schemas']['RoomDesignRoom'];
export type SchemaRoomDesignAreaSaveRequest = components['schemas']['RoomDesignAreaSaveRequest'];
export type SchemaRoomDesignAreaDeleteRequest = components['schemas']['RoomDesignAreaDeleteRequest'];
export type SchemaRoomDesignBatchAddRoomRequest = components['schemas']['RoomDesignBatchAddRoomRequest'];
export type SchemaRoomDesignRoomSaveRequest = components['schemas']['RoomDesignRoomSaveRequest'];
export type SchemaRoomDesignRoomDeleteRequest = components['schemas']['RoomDesignRoomDeleteRequest'];
export type SchemaRoomDesignExamTime = components['schemas']['RoomDesignExamTime'];
export type SchemaRoomDesignExamTimeSaveRequest = components['schemas']['RoomDesignExamTimeSaveRequest'];
export type SchemaRoomDesignStudentSeatInfoRequest = components['schemas']['RoomDesignStudentSeatInfoRequest'];
export type SchemaRoomDesignStudentSeat = components['schemas']['RoomDesignStudentSeat'];
export type SchemaRoomDesignStudent = components['schemas']['RoomDesignStudent'];
export type SchemaRoomDesignStudentSeatClass = components['schemas']['RoomDesignStudentSeatClass'];
export type SchemaRoomDesignRoomStateRequest = components['schemas']['RoomDesignRoomStateRequest'];
export type SchemaRoomDesignMode = components['schemas']['RoomDesignMode'];
export type SchemaRoomDesignOrder = components['schemas']['RoomDesignOrder'];
export type SchemaRoomDesignParams = components['schemas']['RoomDesignParams'];
export type SchemaRoomDesignSelectionStudent = components['schemas']['RoomDesignSelectionStudent'];
export type SchemaRoomDesignSelectionSeat = components['schemas']['RoomDesignSelectionSeat'];
export type SchemaRoomDesignSelection = components['schemas']['RoomDesignSelection'];
export type SchemaRoomDesignArrangeRequest = components['schemas']['RoomDesignArrangeRequest'];
export type SchemaRoomDesignRecord = components['schemas']['RoomDesignRecord'];
export type SchemaRoomDesignRef = components['schemas']['RoomDesignRef'];
export type SchemaRoomDesignDataRequest = components['schemas']['RoomDesignDataRequest'];
export type SchemaRoomDesignDataRow = components['schemas']['RoomDesignDataRow'];
export type SchemaRoomDesignDataPage = components['schemas']['RoomDesignDataPage'];
export type SchemaRoomDesignCheckScanDataResult = components['schemas']['RoomDesignCheckScanDataResult'];
export type SchemaRoomDesignHistoryExamRequest = components['schemas']['RoomDesignHistoryExamRequest'];
export type SchemaRoomDesignHistoryExam = components['schemas']['RoomDesignHistoryExam'];
export type SchemaAbsentReason = components['schemas']['AbsentReason'];
export type SchemaAbsentKind = components['schemas']['AbsentKind'];
export type SchemaAbsentState = components['schemas']['AbsentState'];
export type SchemaAbsentFilter = components['schemas']['AbsentFilter'];
export type SchemaAbsentListRequest = components['schemas']['AbsentListRequest'];
export type SchemaAbsentStudentRow = components['schemas']['AbsentStudentRow'];
export type SchemaAbsentCounts = components['schemas']['AbsentCounts'];
export type SchemaAbsentPage = components['schemas']['AbsentPage'];
export type SchemaAbsentConfirmRequest = components['schemas']['AbsentConfirmRequest'];
export type SchemaMarkKind = components['schemas']['MarkKind'];
export type SchemaInputSource = components['schemas']['InputSource'];
export type SchemaMarkPosition = components['schemas']['MarkPosition'];
export type SchemaMarkDrawing = components['schemas']['MarkDrawing'];
export type SchemaMarkingSubQuestionArea = components['schemas']['MarkingSubQuestionArea'];
export type SchemaMarkingImage = components['schemas']['MarkingImage'];
export type SchemaMarkSubScore = components['schemas']['MarkSubScore'];
export type SchemaMarkingEarlierScore = components['schemas']['MarkingEarlierScore'];
export type SchemaMarkingTask = components['schemas']['MarkingTask'];
export type SchemaMarkingTaskRef = components['schemas']['MarkingTaskRef'];
export type SchemaNextPaperRequest = components['schemas']['NextPaperRequest'];
export type SchemaPaperId = components['schemas']['PaperId'];
export type SchemaMarkingPaper = components['schemas']['MarkingPaper'];
export type SchemaMarkedScores = components['schemas']['MarkedScores'];
export type SchemaNextPaper = components['schemas']['NextPaper'];
export type SchemaSubmitMarkRequest = components['schemas']['SubmitMarkRequest'];
export type SchemaMarkSubmitResult = components['schemas']['MarkSubmitResult'];
export type SchemaLoadMarkedRequest = components['schemas']['LoadMarkedRequest'];
export type SchemaMarkedPaperRow = components['schemas']['MarkedPaperRow'];
export type SchemaMarkedPage = components['schemas']['MarkedPage'];
export type SchemaMarkedPaperRequest = components['schemas']['MarkedPaperRequest'];
export type SchemaReportAbnormalRequest = components['schemas']['ReportAbnormalRequest'];
export type SchemaHoldPaperRequest = components['schemas']['HoldPaperRequest'];
export type SchemaHoldPaper = components['schemas']['HoldPaper'];
export type SchemaAnalysisCheckIndex = components['schemas']['AnalysisCheckIndex'];
export type SchemaAnalysisStartRequest = components['schemas']['AnalysisStartRequest'];
export type SchemaAnalysisListRequest = components['schemas']['AnalysisListRequest'];
export type SchemaAnalysisProblemRow = components['schemas']['AnalysisProblemRow'];
export type SchemaAnalysisProblemPage = components['schemas']['AnalysisProblemPage'];
export type SchemaAnalysisProgressMessage = components['schemas']['AnalysisProgressMessage'];
export type SchemaTestProgressRequest = components['schemas']['TestProgressRequest'];
export type SchemaPermissionType = components['schemas']['PermissionType'];
export type SchemaPermissionDataScope = components['schemas']['PermissionDataScope'];
export type SchemaPermissionItem = components['schemas']['PermissionItem'];
export type SchemaPermissionTreeNode = components['schemas']['PermissionTreeNode'];
export type SchemaPermissionIdList = components['schemas']['PermissionIdList'];
export type SchemaPermissionUserType = components['schemas']['PermissionUserType'];
export type SchemaPermissionUserTag = components['schemas']['PermissionUserTag'];
export type SchemaSavePermissionRequest = components['schemas']['SavePermissionRequest'];
export type SchemaChangePermissionRequest = components['schemas']['ChangePermissionRequest'];
export type SchemaMovePermissionRequest = components['schemas']['MovePermissionRequest'];
export type SchemaDelPermissionRequest = components['schemas']['DelPermissionRequest'];
export type SchemaSaveUserTypeAssignRequest = components['schemas']['SaveUserTypeAssignRequest'];
export type SchemaSaveUserTagAssignRequest = components['schemas']['SaveUserTagAssignRequest'];
export type SchemaManagedTag = components['schemas']['ManagedTag'];
export type SchemaSaveTagRequest = components['schemas']['SaveTagRequest'];
export type SchemaDelTagRequest = components['schemas']['DelTagRequest'];
export type SchemaLogRecord = components['schemas']['LogRecord'];
export type SchemaLoginLog = components['schemas']['LoginLog'];
export type SchemaSystemLog = components['schemas']['SystemLog'];
export type SchemaListLogRequest = components['schemas']['ListLogRequest'];
export type SchemaRedisInfo = components['schemas']['RedisInfo'];
export type SchemaMonitorSubjectRequest = components['schemas']['MonitorSubjectRequest'];
export type SchemaMarkingProgressRound = components['schemas']['MarkingProgressRound'];
export type SchemaMarkingProgressGroup = components['schemas']['MarkingProgressGroup'];
export type SchemaMarkingProgress = components['schemas']['MarkingProgress'];
export type SchemaHeldPaper = components['schemas']['HeldPaper'];
export type SchemaReleaseHeldRequest = components['schemas']['ReleaseHeldRequest'];
export type SchemaReleaseHeld = components['schemas']['ReleaseHeld'];
export type SchemaExceptionListRequest = components['schemas']['ExceptionListRequest'];
export type SchemaExceptionHandling = components['schemas']['ExceptionHandling'];
export type SchemaExceptionSubQuestion = components['schemas']['ExceptionSubQuestion'];
export type SchemaExceptionPaper = components['schemas']['ExceptionPaper'];
export type SchemaExceptionHandleRequest = components['schemas']['ExceptionHandleRequest'];
export type SchemaExceptionReasonsRequest = components['schemas']['ExceptionReasonsRequest'];
export type SchemaExceptionReasonsSave = components['schemas']['ExceptionReasonsSave'];
export type SchemaInspectListRequest = components['schemas']['InspectListRequest'];
export type SchemaInspectScore = components['schemas']['InspectScore'];
export type SchemaInspectRescore = components['schemas']['InspectRescore'];
export type SchemaInspectRow = components['schemas']['InspectRow'];
export type SchemaInspectPage = components['schemas']['InspectPage'];
export type SchemaInspectRescoreRequest = components['schemas']['InspectRescoreRequest'];
export type SchemaWorkloadRequest = components['schemas']['WorkloadRequest'];
export type SchemaTeacherWorkload = components['schemas']['TeacherWorkload'];
export type SchemaGroupWorkload = components['schemas']['GroupWorkload'];
export type SchemaWorkload = components['schemas']['Workload'];
export type SchemaMarkingDataRow = components['schemas']['MarkingDataRow'];
export type SchemaMarkingDataResetRequest = components['schemas']['MarkingDataResetRequest'];
export type SchemaAllocateAdviceTeacher = components['schemas']['AllocateAdviceTeacher'];
export type SchemaAllocateAdvice = components['schemas']['AllocateAdvice'];
export type SchemaAllocateApplyRequest = components['schemas']['AllocateApplyRequest'];
export type SchemaQualityRequest = components['schemas']['QualityRequest'];
export type SchemaQualityGroup = components['schemas']['QualityGroup'];
export type SchemaQualityTeacher = components['schemas']['QualityTeacher'];
export type SchemaQualityStatistics = components['schemas']['QualityStatistics'];
export type SchemaReviewRateGroup = components['schemas']['ReviewRateGroup'];
export type SchemaReviewRateRow = components['schemas']['ReviewRateRow'];
export type SchemaReviewRate = components['schemas']['ReviewRate'];
export type SchemaDistributionBin = components['schemas']['DistributionBin'];
export type SchemaDistributionCounts = components['schemas']['DistributionCounts'];
export type SchemaDistributionTeacher = components['schemas']['DistributionTeacher'];
export type SchemaMarkDistribution = components['schemas']['MarkDistribution'];
export type SchemaSelfGradeGroup = components['schemas']['SelfGradeGroup'];
export type SchemaSelfGradeTeacher = components['schemas']['SelfGradeTeacher'];
export type SchemaSelfReview = components['schemas']['SelfReview'];
export type SchemaSelfGrade = components['schemas']['SelfGrade'];
export type SchemaPaperAssessmentRequest = components['schemas']['PaperAssessmentRequest'];
export type SchemaPaperAssessmentRow = components['schemas']['PaperAssessmentRow'];
export type SchemaPaperAssessmentTeacher = components['schemas']['PaperAssessmentTeacher'];
export type SchemaPaperAssessment = components['schemas']['PaperAssessment'];
export type SchemaMarkedPapersRequest = components['schemas']['MarkedPapersRequest'];
export type SchemaPaperSubScore = components['schemas']['PaperSubScore'];
export type SchemaSampleCategory = components['schemas']['SampleCategory'];
export type SchemaMarkedPaper = components['schemas']['MarkedPaper'];
export type SchemaMarkedPapersPage = components['schemas']['MarkedPapersPage'];
export type SchemaStandardPaper = components['schemas']['StandardPaper'];
export type SchemaStandardPaperList = components['schemas']['StandardPaperList'];
export type SchemaStandardPaperSaveRequest = components['schemas']['StandardPaperSaveRequest'];
export type SchemaPaperOfGroupRequest = components['schemas']['PaperOfGroupRequest'];
export type SchemaStandardIntervalRequest = components['schemas']['StandardIntervalRequest'];
export type SchemaSamplePaper = components['schemas']['SamplePaper'];
export type SchemaSamplePaperSaveRequest = components['schemas']['SamplePaperSaveRequest'];
export type SchemaExplainSampleRequest = components['schemas']['ExplainSampleRequest'];
export type SchemaStudentQuestionRequest = components['schemas']['StudentQuestionRequest'];
export type SchemaScoreEdit = components['schemas']['ScoreEdit'];
export type SchemaStudentQuestionGroup = components['schemas']['StudentQuestionGroup'];
export type SchemaStudentQuestionStudent = components['schemas']['StudentQuestionStudent'];
export type SchemaStudentQuestionResult = components['schemas']['StudentQuestionResult'];
export type SchemaStudentScoreEditRequest = components['schemas']['StudentScoreEditRequest'];
export type SchemaStandardGradeMark = components['schemas']['StandardGradeMark'];
export type SchemaStandardGradeTeacher = components['schemas']['StandardGradeTeacher'];
export type SchemaStandardGrade = components['schemas']['StandardGrade'];
export type SchemaScoreExamRequest = components['schemas']['ScoreExamRequest'];
export type SchemaScoreSubjectStatus = components['schemas']['ScoreSubjectStatus'];
export type SchemaScoreStatus = components['schemas']['ScoreStatus'];
export type SchemaScoreListRequest = components['schemas']['ScoreListRequest'];
export type SchemaScoreState = components['schemas']['ScoreState'];
export type SchemaScoreRow = components['schemas']['ScoreRow'];
export type SchemaScoreListPage = components['schemas']['ScoreListPage'];
export type SchemaReportExam = components['schemas']['ReportExam'];
export type SchemaRateThresholds = components['schemas']['RateThresholds'];
export type SchemaScoreBand = components['schemas']['ScoreBand'];
export type SchemaSubjectStatistics = components['schemas']['SubjectStatistics'];
export type SchemaReportOverview = components['schemas']['ReportOverview'];
export type SchemaStudentMarkRow = components['schemas']['StudentMarkRow'];
export type SchemaStudentMarkTable = components['schemas']['StudentMarkTable'];
export type SchemaReportSubjectRequest = components['schemas']['ReportSubjectRequest'];
export type SchemaOptionCount = components['schemas']['OptionCount'];
export type SchemaItemStatistics = components['schemas']['ItemStatistics'];
export type SchemaGroupStatistics = components['schemas']['GroupStatistics'];
export type SchemaQuestionReport = components['schemas']['QuestionReport'];
export type SchemaComparisonCell = components['schemas']['ComparisonCell'];
export type SchemaComparisonRow = components['schemas']['ComparisonRow'];
export type SchemaComparisonTable = components['schemas']['ComparisonTable'];
export type SchemaObjectiveCheckRequest = components['schemas']['ObjectiveCheckRequest'];
export type SchemaObjectiveCheckQuestion = components['schemas']['ObjectiveCheckQuestion'];
export type SchemaObjectiveDoubtfulSheet = components['schemas']['ObjectiveDoubtfulSheet'];
export type SchemaObjectiveCorrection = components['schemas']['ObjectiveCorrection'];
export type SchemaObjectiveCheck = components['schemas']['ObjectiveCheck'];
export type SchemaObjectiveCorrectRequest = components['schemas']['ObjectiveCorrectRequest'];
export type SchemaObjectiveSheetRequest = components['schemas']['ObjectiveSheetRequest'];
export type SchemaStudentReportRequest = components['schemas']['StudentReportRequest'];
export type SchemaStudentReportSubject = components['schemas']['StudentReportSubject'];
export type SchemaStudentReport = components['schemas']['StudentReport'];
export type SchemaScoreCheckRow = components['schemas']['ScoreCheckRow'];
export type SchemaTwiceDealRow = components['schemas']['TwiceDealRow'];
export type SchemaTwiceDeal = components['schemas']['TwiceDeal'];
export type SchemaClassReportRequest = components['schemas']['ClassReportRequest'];
export type SchemaReportClassChoice = components['schemas']['ReportClassChoice'];
export type SchemaClassSubjectRow = components['schemas']['ClassSubjectRow'];
export type SchemaClassStudentRow = components['schemas']['ClassStudentRow'];
export type SchemaClassReport = components['schemas']['ClassReport'];
export type SchemaTeacherReportRequest = components['schemas']['TeacherReportRequest'];
export type SchemaTeacherClassRow = components['schemas']['TeacherClassRow'];
export type SchemaTeacherReport = components['schemas']['TeacherReport'];
export type SchemaReportKind = components['schemas']['ReportKind'];
export type SchemaReportExportRequest = components['schemas']['ReportExportRequest'];
export type SchemaStudentSheetRequest = components['schemas']['StudentSheetRequest'];
export type SchemaStudentSheetPage = components['schemas']['StudentSheetPage'];
export type SchemaStudentSheetGroup = components['schemas']['StudentSheetGroup'];
export type SchemaStudentSheetMark = components['schemas']['StudentSheetMark'];
export type SchemaStudentSheetObjective = components['schemas']['StudentSheetObjective'];
export type SchemaStudentSheet = components['schemas']['StudentSheet'];
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
                 *       "sms_code": "1234"
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
            /** @description The installer file. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example MZ scanner client installer */
                    "application/octet-stream": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
    loadeduunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UnitTree"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeparent: {
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
                 *       "unitid": 103,
                 *       "parentid": 11
                 *     }
                 */
                "application/json": components["schemas"]["ChangeParentRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    unitSaveunit: {
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
                 *       "unitid": null,
                 *       "unitname": "临江市第三中学",
                 *       "unitcode": "LJ004",
                 *       "shortcode": "LJSZ",
                 *       "unittype": "4",
                 *       "parentid": 10,
                 *       "unittags": []
                 *     }
                 */
                "application/json": components["schemas"]["SaveUnitRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    unitDelunit: {
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
                 *       "unitid": 201
                 *     }
                 */
                "application/json": components["schemas"]["UnitIdRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    unitSwitchunitstate: {
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
                 *       "unitid": 103
                 *     }
                 */
                "application/json": components["schemas"]["UnitIdRequest"];
            };
        };
        responses: {
            /** @description Toggled, or the server's reason why not. */
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
    listUnits: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "unit_type": "4",
                 *       "unit_name": "临江",
                 *       "unitid": 10
                 *     }
                 */
                "application/json": components["schemas"]["ListUnitsRequest"];
            };
        };
        responses: {
            /** @description One page of units. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["UnitRow"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listDlears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["Dealer"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    newunitSaveUnit: {
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
                 *       "unit_id": null,
                 *       "unit_name": "临江市第四中学",
                 *       "unit_code": "LJ005",
                 *       "short_code": "LJSS",
                 *       "unit_type": "4",
                 *       "state": "1",
                 *       "punit_id": 20
                 *     }
                 */
                "application/json": components["schemas"]["NewUnitSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    newunitDelUnit: {
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
                 *       "unit_id": 202
                 *     }
                 */
                "application/json": components["schemas"]["NewUnitIdRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    newunitSwitchUnitState: {
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
                 *       "unit_id": 103
                 *     }
                 */
                "application/json": components["schemas"]["NewUnitIdRequest"];
            };
        };
        responses: {
            /** @description Toggled, or the server's reason why not. */
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
    loadtreeallunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UnitTree"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadmgeuser: {
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
                 *       "page": 1,
                 *       "pagesize": 5,
                 *       "unitid": 101,
                 *       "username": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadMgeUserRequest"];
            };
        };
        responses: {
            /** @description One page of administrators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["User"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userSaveuser: {
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
                 *       "userid": null,
                 *       "useraccount": "zhoumin",
                 *       "username": "周敏",
                 *       "userpwd": "Hl@2026pass",
                 *       "cellphone": "13600003333",
                 *       "email": "zhoumin@ljez.edu.cn",
                 *       "until": "2027-08-31",
                 *       "unitid": 103,
                 *       "user_types": [
                 *         "3"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UserSaveRequest"];
            };
        };
        responses: {
            /** @description Saved (the result is the user's id), or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The id of the saved (new) user. */
                        result: number;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userDeluser: {
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
                 *       "userid": 2105
                 *     }
                 */
                "application/json": {
                    userid: number;
                };
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    switchuserstate: {
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
                 *       "userid": 2104
                 *     }
                 */
                "application/json": {
                    userid: number;
                };
            };
        };
        responses: {
            /** @description Toggled, or the server's reason why not. */
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
    userResetpwd: {
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
                 *       "userid": 2104,
                 *       "newpwd": "Ly@2027pass"
                 *     }
                 */
                "application/json": {
                    userid: number;
                    /** @description The new password, at most 20 characters; blank for the default password. */
                    newpwd: string;
                };
            };
        };
        responses: {
            /** @description Reset, or the server's reason why not. */
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
    infoUserLoadtreeeduunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UnitTree"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadeduuser: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "unitid": 101,
                 *       "username": "",
                 *       "useraccount": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadEduUserRequest"];
            };
        };
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["TeacherUser"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    infoUserSaveuser: {
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
                 *       "userid": 3105,
                 *       "useraccount": "wangfang",
                 *       "username": "王芳",
                 *       "cellphone": "13998765432",
                 *       "email": "",
                 *       "until": "",
                 *       "unitid": 101,
                 *       "user_types": [
                 *         "4",
                 *         "8",
                 *         "5"
                 *       ],
                 *       "gradeLeadergrades": [
                 *         {
                 *           "grade_id": 10,
                 *           "grade": "高一"
                 *         }
                 *       ],
                 *       "teacherSubject": [
                 *         2
                 *       ],
                 *       "teacherGradeClass": {
                 *         "2": [
                 *           {
                 *             "grade_id": 10,
                 *             "grade": "高一",
                 *             "class_id": 5011,
                 *             "class_name": "高一(1)班",
                 *             "school": "临江市第一中学"
                 *           },
                 *           {
                 *             "grade_id": 10,
                 *             "grade": "高一",
                 *             "class_id": 5012,
                 *             "class_name": "高一(2)班",
                 *             "school": "临江市第一中学"
                 *           }
                 *         ]
                 *       },
                 *       "researcherSubject": [],
                 *       "classLeaderClass": []
                 *     }
                 */
                "application/json": components["schemas"]["TeacherSaveRequest"];
            };
        };
        responses: {
            /** @description Saved (the result is the user's id), or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The id of the saved user. */
                        result: number;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    infoUserDeluser: {
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
                 *       "user_id": 3108,
                 *       "unit_id": 101
                 *     }
                 */
                "application/json": {
                    user_id: number;
                    unit_id: number;
                };
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    infoUserResetpwd: {
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
                 *       "user_id": 3105,
                 *       "newpwd": "Wf@2027pass"
                 *     }
                 */
                "application/json": {
                    user_id: number;
                    /** @description The new password, at most 20 characters; blank for the default password. */
                    newpwd: string;
                };
            };
        };
        responses: {
            /** @description Reset, or the server's reason why not. */
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
    getUnitGradesAndClass: {
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
                 *       "unit_id": 101
                 *     }
                 */
                "application/json": {
                    unit_id: number;
                };
            };
        };
        responses: {
            /** @description The grades with their classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UnitGrade"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importteacher: {
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
                 *       "excelfile": "教师导入.xlsx",
                 *       "unitid": 101
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ExcelImportRequest"];
            };
        };
        responses: {
            /** @description Imported, or the refused file's text or rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | ({
                        result?: string | components["schemas"]["TeacherImportError"][];
                    } & components["schemas"]["ErrorEnvelope"]);
                };
            };
        };
    };
    infoUserDownimporttemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (教师导入模板.xlsx workbook bytes) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    infoStudentLoadtreeeduunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UnitTree"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    infoStudentLoadstu: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "unitid": 101,
                 *       "stuname": "",
                 *       "stunum": "",
                 *       "grade_id": 10,
                 *       "class_id": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadStuRequest"];
            };
        };
        responses: {
            /** @description One page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["Student"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadcla: {
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
                 *       "unitid": 101,
                 *       "grade_id": 10
                 *     }
                 */
                "application/json": components["schemas"]["LoadClaRequest"];
            };
        };
        responses: {
            /** @description The classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SchoolClass"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    infoStudentSavestu: {
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
                 *       "stuname": "李明",
                 *       "stunum": "20260101",
                 *       "password": "",
                 *       "grade_id": 10,
                 *       "class_id": 5011,
                 *       "unitid": 101
                 *     }
                 */
                "application/json": components["schemas"]["StudentSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    infoStudentDelstu: {
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
                 *       "stunum": "20260104"
                 *     }
                 */
                "application/json": {
                    stunum: string;
                };
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    batchDelStudent: {
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
                 *       "stuNumbers": [
                 *         "20260103",
                 *         "20260104"
                 *       ],
                 *       "unitid": 101
                 *     }
                 */
                "application/json": components["schemas"]["BatchDelStudentRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    infoStudentSaveClass: {
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
                 *       "class_name": "高一(5)班",
                 *       "grade_id": 10,
                 *       "unitid": 101
                 *     }
                 */
                "application/json": components["schemas"]["SaveClassRequest"];
            };
        };
        responses: {
            /** @description Added, or the server's reason why not. */
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
    infoStudentDelClass: {
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
                 *       "class_id": 5012
                 *     }
                 */
                "application/json": {
                    class_id: number;
                };
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    importstu: {
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
                 *       "excelfile": "学生导入.xlsx",
                 *       "unitid": 101
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ExcelImportRequest"];
            };
        };
        responses: {
            /** @description The import started, or the server's reason why not. */
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
    infoStudentGetprogress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StudentImportProgress"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downstuimporttemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (学生导入模板.xlsx workbook bytes) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadexam: {
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
                 *       "page": 1,
                 *       "pagesize": 2,
                 *       "examname": "",
                 *       "examstate": "",
                 *       "stime": "",
                 *       "etime": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadExamRequest"];
            };
        };
        responses: {
            /** @description One page of exams and what their cards need. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamListResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getGrade: {
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
                 *       "unitid": 101
                 *     }
                 */
                "application/json": {
                    unitid: number;
                };
            };
        };
        responses: {
            /** @description The grades. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamGrade"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadlisteduunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The units. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["Unit"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveexam: {
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
                 *       "examid": 3002,
                 *       "exam_id": 3002,
                 *       "examname": "2026年秋季高一第一次月考",
                 *       "examtype": "1",
                 *       "unitid": [
                 *         101
                 *       ],
                 *       "unit_names": [
                 *         "临江市第一中学"
                 *       ],
                 *       "grades": [
                 *         "高一"
                 *       ],
                 *       "grade_ids": [
                 *         10
                 *       ],
                 *       "subjects": [
                 *         2,
                 *         3,
                 *         21
                 *       ],
                 *       "exam_subject_names": [
                 *         "数学",
                 *         "英语",
                 *         "信息技术"
                 *       ],
                 *       "is_auto_import": true,
                 *       "location": "D:\\ExamPapers",
                 *       "storage_type": "2"
                 *     }
                 */
                "application/json": components["schemas"]["ExamSaveRequest"];
            };
        };
        responses: {
            /**
             * @description Saved (code 1), a question to confirm (code -3), or the server's reason why not. Which `success` goes with
             *     each code is inferred: code 1 with `success: true`, code -3 with `success: false`, and other failures
             *     without a code.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        /**
                         * @description 1 saved.
                         * @enum {integer}
                         */
                        code?: 1;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delexam: {
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
                 *       "examid": 3002
                 *     }
                 */
                "application/json": components["schemas"]["ExamIdRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    forwardexam: {
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
                 *       "examid": 3001
                 *     }
                 */
                "application/json": components["schemas"]["ExamIdRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    backwardexam: {
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
                 *       "examid": 3001
                 *     }
                 */
                "application/json": components["schemas"]["ExamIdRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    generateStatistics: {
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
                 *       "exam_id": 3003
                 *     }
                 */
                "application/json": {
                    exam_id: number;
                };
            };
        };
        responses: {
            /** @description Generated, or the server's reason why not. */
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
    examDownloadNotScanStudentList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 3,
                 *       "page": 1,
                 *       "pagesize": 999999
                 *     }
                 */
                "application/json": components["schemas"]["NotScanStudentListRequest"];
            };
        };
        responses: {
            /** @description The workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (未扫描学生名单.xlsx workbook bytes) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadexaminfo: {
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
                 *       "examid": 3001
                 *     }
                 */
                "application/json": {
                    examid: number;
                };
            };
        };
        responses: {
            /** @description The exam and its subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamInfo"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadexamsubjectpaper: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The images, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SubjectPaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadexamsubjectpaper: {
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
                 *       "imgfile": "数学-1.jpg",
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadSubjectPaperForm"];
            };
        };
        responses: {
            /** @description Uploaded; the screen reloads the image list. */
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
    mgeexamsubjectpapersUploadexamsubjectpaper: {
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
                 *       "imgfile": "数学-2.jpg",
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadSubjectPaperForm"];
            };
        };
        responses: {
            /** @description Uploaded; the screen reloads the image list. */
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
    changesubjectpaper: {
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
                 *       "srcid": 7002,
                 *       "tgtid": 7001,
                 *       "type": "before",
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": {
                    /** @description The dragged image (paper_id). */
                    srcid: number;
                    /** @description The image it was dropped on (paper_id). */
                    tgtid: number;
                    /** @description Where the image was dropped relative to the target, as the drag-and-drop list reports it (values not shown by the spec). */
                    type: string;
                    examid: number;
                    subjectid: number;
                };
            };
        };
        responses: {
            /** @description Moved. */
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
    removesubjectpaper: {
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
                 *       "examid": 3001,
                 *       "paperid": 7002
                 *     }
                 */
                "application/json": {
                    examid: number;
                    /** @description The image (paper_id). */
                    paperid: number;
                };
            };
        };
        responses: {
            /** @description Deleted. */
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
    loadexamsubjectprop: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The paper properties, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SubjectProp"] | null;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savesubjectprop: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "name": "数学答题卡",
                 *       "maskarea": [
                 *         {
                 *           "x": 471,
                 *           "y": 104,
                 *           "w": 282,
                 *           "h": 262,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "codearea": [
                 *         {
                 *           "x": 479,
                 *           "y": 146,
                 *           "w": 266,
                 *           "h": 216,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "fillarea": [],
                 *       "absent_area": [
                 *         {
                 *           "x": 60,
                 *           "y": 300,
                 *           "w": 60,
                 *           "h": 36,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "coverage": 50,
                 *       "uncoverage": 9,
                 *       "absent_omrfigure": 2,
                 *       "depth": 50,
                 *       "codeareatype": 1,
                 *       "codeareadirection": 2,
                 *       "orm_omrfigure": 2,
                 *       "orm_coverage": 25,
                 *       "orm_uncoverage": 9,
                 *       "markingType": 1,
                 *       "strict_mode": 0,
                 *       "has_sub": 0,
                 *       "sub_prop": [],
                 *       "scan_prop": {
                 *         "student_id_length": 9,
                 *         "cut_start": 0,
                 *         "cut_end": 7,
                 *         "template_type": 1,
                 *         "scan_type": "3",
                 *         "scan_dpi": 200,
                 *         "scan_way": "2",
                 *         "scan_color": 2,
                 *         "scan_paper_size": 3,
                 *         "recognize_type": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveSubjectPropRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    loadexamsubjectquestion: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The question groups with their sub-questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TemplateQuestionGroup"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savesubjectquestion: {
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
                 *       "quesid": 803,
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "name": "解答题17",
                 *       "type": 2,
                 *       "area": [
                 *         {
                 *           "x": 60,
                 *           "y": 831,
                 *           "w": 707,
                 *           "h": 247,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "validScoreStr": "0,1,2,3,4,5,6,7,8,9,10",
                 *       "content": {
                 *         "viewType": 1,
                 *         "full_score": 10,
                 *         "score_interval": 1,
                 *         "valid_scores": "0,1,2,3,4,5,6,7,8,9,10",
                 *         "shortcuts": [
                 *           {
                 *             "key": "q",
                 *             "score": 0
                 *           },
                 *           {
                 *             "key": "w",
                 *             "score": 1
                 *           },
                 *           {
                 *             "key": "e",
                 *             "score": 2
                 *           },
                 *           {
                 *             "key": "r",
                 *             "score": 3
                 *           }
                 *         ],
                 *         "mark_mode": 3,
                 *         "limit_time": 0,
                 *         "score_diff": 3,
                 *         "remark_flag": true,
                 *         "remark_interval": 100,
                 *         "self_score_diff": 1,
                 *         "standard_score_diff": 1,
                 *         "choose_flag": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveSubjectQuestionRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    savesubjectsubquestion: {
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
                 *       "subid": 8301,
                 *       "quesid": 803,
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "type": 2,
                 *       "num": 17,
                 *       "name": "17",
                 *       "area": [
                 *         {
                 *           "x": 70,
                 *           "y": 841,
                 *           "w": 687,
                 *           "h": 227,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "content": {
                 *         "full_score": 10,
                 *         "points": [
                 *           {
                 *             "x": 200,
                 *             "y": 900,
                 *             "p": 0
                 *           },
                 *           {
                 *             "x": 200,
                 *             "y": 1000,
                 *             "p": 0
                 *           }
                 *         ],
                 *         "items": [
                 *           {
                 *             "name": "第(1)问",
                 *             "min": 0,
                 *             "max": 4,
                 *             "interval": 1,
                 *             "level3Flag": false
                 *           },
                 *           {
                 *             "name": "第(2)问",
                 *             "min": 0,
                 *             "max": 6,
                 *             "interval": 1,
                 *             "level3Flag": false
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveSubjectSubQuestionRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    delsubjectquestion: {
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
                 *       "examid": 3001,
                 *       "quesid": 804
                 *     }
                 */
                "application/json": {
                    examid: number;
                    /** @description The question group (question_id). */
                    quesid: number;
                };
            };
        };
        responses: {
            /** @description Deleted. */
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
    delsubjectsubquestion: {
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
                 *       "examid": 3001,
                 *       "subid": 8204
                 *     }
                 */
                "application/json": {
                    examid: number;
                    /** @description The sub-question (subquestion_id). */
                    subid: number;
                };
            };
        };
        responses: {
            /** @description Deleted. */
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
    changesubjectquestion: {
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
                 *       "examid": 3001,
                 *       "srcid": 804,
                 *       "tgtid": 803,
                 *       "type": "before"
                 *     }
                 */
                "application/json": components["schemas"]["TemplateReorderRequest"];
            };
        };
        responses: {
            /** @description Moved. */
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
    changesubjectsubquestion: {
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
                 *       "examid": 3001,
                 *       "srcid": 8202,
                 *       "tgtid": 8201,
                 *       "type": "before"
                 *     }
                 */
                "application/json": components["schemas"]["TemplateReorderRequest"];
            };
        };
        responses: {
            /** @description Moved. */
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
    getoptionpos: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "areas": [
                 *         {
                 *           "x": 60,
                 *           "y": 394,
                 *           "w": 598,
                 *           "h": 160,
                 *           "p": 0
                 *         }
                 *       ],
                 *       "minblank": 1,
                 *       "depth": 50
                 *     }
                 */
                "application/json": components["schemas"]["GetOptionPosRequest"];
            };
        };
        responses: {
            /** @description One list of option boxes per requested area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["OptionBox"][][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tryrecognize: {
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
                 *       "page1": "样卷-1.jpg",
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "multipart/form-data": components["schemas"]["TryRecognizeForm"];
            };
        };
        responses: {
            /** @description What each area read, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TryRecognizeResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getoptionimages: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "areas": [
                 *         {
                 *           "x": 60,
                 *           "y": 394,
                 *           "w": 598,
                 *           "h": 160,
                 *           "p": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TemplateAreasRequest"];
            };
        };
        responses: {
            /** @description One image per requested area, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string[];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    batchaddsubquestion: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "quesid": 801,
                 *       "direction": 2,
                 *       "subques": [
                 *         {
                 *           "sq": 1,
                 *           "areas": [
                 *             {
                 *               "x": 102,
                 *               "y": 407,
                 *               "w": 134,
                 *               "h": 20,
                 *               "p": 0
                 *             }
                 *           ],
                 *           "content": {
                 *             "full_score": 0,
                 *             "is_multi": false
                 *           }
                 *         },
                 *         {
                 *           "sq": 2,
                 *           "areas": [
                 *             {
                 *               "x": 102,
                 *               "y": 433,
                 *               "w": 134,
                 *               "h": 20,
                 *               "p": 0
                 *             }
                 *           ],
                 *           "content": {
                 *             "full_score": 0,
                 *             "is_multi": false
                 *           }
                 *         },
                 *         {
                 *           "sq": 11,
                 *           "areas": [
                 *             {
                 *               "x": 494,
                 *               "y": 407,
                 *               "w": 134,
                 *               "h": 20,
                 *               "p": 0
                 *             }
                 *           ],
                 *           "content": {
                 *             "full_score": 0,
                 *             "is_multi": true
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchAddSubQuestionRequest"];
            };
        };
        responses: {
            /** @description Added. */
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
    loadquestionstem: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The question groups with their stems. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["QuestionStem"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savequestionstem: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "quesid": 803,
                 *       "areas": [
                 *         {
                 *           "x": 60,
                 *           "y": 831,
                 *           "w": 707,
                 *           "h": 120,
                 *           "p": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveQuestionStemRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    uploadquestionstem: {
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
                 *       "imgfile": "第17题题干.png",
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "quesid": 803
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadQuestionStemForm"];
            };
        };
        responses: {
            /** @description Uploaded; the page reloads the stems. */
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
    delquestionstem: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "quesid": 803,
                 *       "target": "image"
                 *     }
                 */
                "application/json": components["schemas"]["DelQuestionStemRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    loadsubquestionforanswer: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The objective groups with their sub-questions and answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ObjectiveAnswerGroup"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveobjectiveanswer: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "answerlist": [
                 *         {
                 *           "quesid": 801,
                 *           "subquesid": 8101,
                 *           "type": 1,
                 *           "fullScore": 5,
                 *           "answers": [
                 *             {
                 *               "answer": "0",
                 *               "score": 5
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "quesid": 801,
                 *           "subquesid": 8110,
                 *           "type": 1,
                 *           "fullScore": 5,
                 *           "answers": [
                 *             {
                 *               "answer": "2",
                 *               "score": 5
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "quesid": 801,
                 *           "subquesid": 8111,
                 *           "type": 1,
                 *           "fullScore": 5,
                 *           "answers": [
                 *             {
                 *               "answer": "0,2",
                 *               "score": 5,
                 *               "insufficientScore": 2,
                 *               "maxChoiceCount": 3
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "quesid": 801,
                 *           "subquesid": 8112,
                 *           "type": 2,
                 *           "fullScore": 5,
                 *           "answers": [
                 *             {
                 *               "answer": "1",
                 *               "score": 2,
                 *               "maxChoiceCount": 3
                 *             },
                 *             {
                 *               "answer": "3",
                 *               "score": 3,
                 *               "maxChoiceCount": 3
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveObjectiveAnswerRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    downloadobjectiveanswerTemplate: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The xlsx workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK xlsx workbook: 数学客观题答案模板.xlsx */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importObjectiveAnswer: {
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
                 *       "excelfile": "数学客观题答案.xlsx",
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The filled-in workbook (xls or xlsx).
                     */
                    excelfile: Blob;
                    examid: number;
                    subjectid: number;
                };
            };
        };
        responses: {
            /** @description Imported, or the reason as a text or a list of rejected rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"] | (components["schemas"]["ErrorEnvelope"] & {
                        result?: string | components["schemas"]["AnswerImportRowError"][];
                    });
                };
            };
        };
    };
    autogenerategroups: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamSubjectRequest"];
            };
        };
        responses: {
            /** @description Generated; the screen reloads the group tree. */
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
    subquestionconfigAddsubquestion: {
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
                 *       "subquestions": "8301,8401",
                 *       "examid": 3001,
                 *       "groupid": 901,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": {
                    subquestions: components["schemas"]["SubQuestionIdList"];
                    examid: number;
                    /** @description The marking group. */
                    groupid: number;
                    subjectid: number;
                };
            };
        };
        responses: {
            /** @description Added. */
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
    deletegroupquestion: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "groupid": 902
                 *     }
                 */
                "application/json": {
                    examid: number;
                    subjectid: number;
                    groupid: number;
                };
            };
        };
        responses: {
            /** @description Deleted. */
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
    deletesubgroupquestion: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "subquestionid": 8301,
                 *       "groupid": 901
                 *     }
                 */
                "application/json": {
                    examid: number;
                    subjectid: number;
                    subquestionid: number;
                    groupid: number;
                };
            };
        };
        responses: {
            /** @description Removed. */
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
    subquestionconfigAddorupdate: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "groupname": "解答题",
                 *       "questions": "8301,8401",
                 *       "groupid": 901
                 *     }
                 */
                "application/json": components["schemas"]["GroupFormRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    getgrouplist: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "paperid": 7001,
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["SubQuestionConfigListRequest"];
            };
        };
        responses: {
            /** @description The page of groups with their sub-questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["SubQuestionGroup"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    querysubquestions: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "paperid": 7001,
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["SubQuestionConfigListRequest"];
            };
        };
        responses: {
            /** @description The page of sub-questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["ConfigSubQuestion"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadexamteacher: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "username": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadExamTeacherRequest"];
            };
        };
        responses: {
            /** @description One page of the subject's marking teachers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["ExamTeacher"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadunitteacher: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "unitid": 10,
                 *       "username": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadUnitTeacherRequest"];
            };
        };
        responses: {
            /** @description The teachers that can still be added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StaffUser"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveteacher: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "teacherList": [
                 *         3106,
                 *         3107
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveTeacherRequest"];
            };
        };
        responses: {
            /** @description Saved (the portal shows 保存成功 and reloads the table). */
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
    delteacher: {
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
                 *       "teacherid": 3107,
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["DelTeacherRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    forceLogout: {
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
                 *       "teacherid": 3105
                 *     }
                 */
                "application/json": components["schemas"]["ForceLogoutRequest"];
            };
        };
        responses: {
            /** @description The teacher's marking session was ended. */
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
    loadExamSubjectQuestionGroup: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["TeacherExamSubjectRequest"];
            };
        };
        responses: {
            /** @description The subject's question groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TeacherQuestionGroup"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadTeacherQuestionGroup: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "teacherid": 3105
                 *     }
                 */
                "application/json": components["schemas"]["LoadTeacherQuestionGroupRequest"];
            };
        };
        responses: {
            /** @description The teacher's question group rounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TeacherQuestionTurn"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTeacherQuestion: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "teacherid": 3105,
                 *       "data": {
                 *         "802": [
                 *           1,
                 *           2
                 *         ],
                 *         "803": [
                 *           1,
                 *           8
                 *         ],
                 *         "804": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveTeacherQuestionRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    listExamQuestionTeacher: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": null,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "application/json": components["schemas"]["ListExamQuestionTeacherRequest"];
            };
        };
        responses: {
            /** @description One page of (teacher, group, round) rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["QuestionTeacherTurn"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadTeacherTurn: {
        parameters: {
            query: {
                /** @example 3001 */
                exam_id: number;
                /** @example 2 */
                subject_id: number;
                /**
                 * @description The chosen question group; absent for every group.
                 * @example 803
                 */
                question_id?: number;
                /**
                 * @description The chosen round (1, 2, 3, 8 final, 9 abnormal); absent for every round.
                 * @example 1
                 */
                turn?: components["schemas"]["MarkingTurn"];
                /** @example 1 */
                page?: number;
                /** @example 15 */
                pagesize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Excel file. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK xlsx: 数学 解答题17 阅卷教师 */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importTeacher: {
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
                 *       "excelfile": "阅卷教师导入.xlsx",
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ImportTeacherRequest"];
            };
        };
        responses: {
            /** @description Imported, or the reasons why not. */
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
    batchCreateTeacher: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "teacherTurnNum": {
                 *         "turn1": 10,
                 *         "turn2": 10,
                 *         "turn3": 0,
                 *         "turn9": 1,
                 *         "turn8": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BatchCreateTeacherRequest"];
            };
        };
        responses: {
            /** @description Generated. */
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
    delTeacherTurn: {
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
                 *       "teacher_id": 3105,
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": 8
                 *     }
                 */
                "application/json": components["schemas"]["DelTeacherTurnRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    getpaperlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The papers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["UploadPaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getuploadpaperinfolist: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "paperid": 7001,
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "studentid": ""
                 *     }
                 */
                "application/json": components["schemas"]["UploadPaperInfoListRequest"];
            };
        };
        responses: {
            /** @description One page of uploaded pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["UploadedPaperInfo"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getuploadpapers: {
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
                 *       "uploadfiles": [
                 *         "吴婷-数学-1.jpg"
                 *       ],
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "paperid": 7001,
                 *       "filesize": 1
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadPapersRequest"];
            };
        };
        responses: {
            /** @description Uploaded. */
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
    loadstuinclude: {
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
                 *       "page": 1,
                 *       "pagesize": 50,
                 *       "examid": 3001,
                 *       "stuname": "",
                 *       "stunum": "",
                 *       "status": -1,
                 *       "subject_id": null
                 *     }
                 */
                "application/json": components["schemas"]["LoadStuIncludeRequest"];
            };
        };
        responses: {
            /** @description One page of participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["ExamStudentRow"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadstuexclusive: {
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
                 *       "examid": 3001,
                 *       "stuname": "",
                 *       "stunum": "",
                 *       "grade": "高一",
                 *       "class": "",
                 *       "page": 1,
                 *       "pagesize": 1000
                 *     }
                 */
                "application/json": components["schemas"]["LoadStuExclusiveRequest"];
            };
        };
        responses: {
            /** @description One page of non-participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["ExclusiveStudent"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examStudentSavestu: {
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
                 *       "examid": 3001,
                 *       "stuList": [
                 *         "20260104",
                 *         "20260216"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveStuRequest"];
            };
        };
        responses: {
            /** @description Added. */
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
    examStudentDelstu: {
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
                 *       "examid": 3001,
                 *       "subject_ids": [
                 *         1,
                 *         2,
                 *         3
                 *       ],
                 *       "student_number": [
                 *         "20260103"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DelStuRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    importStudentRela: {
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
                 *       "excelfile": "考号导入.xlsx",
                 *       "examid": 3001,
                 *       "stuname": "",
                 *       "stunum": "",
                 *       "status": -1
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ImportStudentRelaRequest"];
                /**
                 * @example {
                 *       "examid": 3001,
                 *       "consistentWithStudentNumber": true,
                 *       "stuname": "",
                 *       "stunum": "",
                 *       "status": -1
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ImportStudentRelaFormRequest"];
            };
        };
        responses: {
            /** @description Imported, or the reasons why not. */
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
    examStudentDownImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK xlsx: 参考学生导入模板 */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getStudentPaper: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "student_id": "301010101",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["GetStudentPaperRequest"];
            };
        };
        responses: {
            /** @description The page image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getStudentInfo: {
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
                 *       "exam_id": 3001,
                 *       "student_number": "20260101"
                 *     }
                 */
                "application/json": components["schemas"]["GetStudentInfoRequest"];
            };
        };
        responses: {
            /** @description The participant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamStudentInfo"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateStudentInfo: {
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
                 *       "exam_id": 3001,
                 *       "student_number": "20260101",
                 *       "update_data": [
                 *         {
                 *           "subject_id": 1,
                 *           "student_id": "301010101",
                 *           "room_name": "第01考场",
                 *           "seat_num": 1,
                 *           "delete": true
                 *         },
                 *         {
                 *           "subject_id": 2,
                 *           "student_id": "301010101",
                 *           "room_name": "第01考场",
                 *           "seat_num": 1,
                 *           "delete": false
                 *         },
                 *         {
                 *           "subject_id": 3,
                 *           "student_id": "301010101",
                 *           "room_name": "第01考场",
                 *           "seat_num": 1,
                 *           "delete": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateStudentInfoRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    examPermissionList: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["PermissionExamRequest"];
            };
        };
        responses: {
            /** @description The permission tree (top-level nodes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamPermission"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubjectAndQuestionsByExamId: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["PermissionExamRequest"];
            };
        };
        responses: {
            /** @description Subjects and question groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionSubjectsAndQuestions"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsers: {
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
                 *       "page": 1,
                 *       "pagesize": 100,
                 *       "exam_id": 3001,
                 *       "search": "",
                 *       "role_id": -1,
                 *       "school_id": -1,
                 *       "class_id": -1,
                 *       "class_name": "-1",
                 *       "grade_id": -1,
                 *       "subject_id": -1,
                 *       "subject_class_id": -1,
                 *       "all": -1
                 *     }
                 */
                "application/json": components["schemas"]["PermissionUserSearch"];
            };
        };
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionUserPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAllUsers: {
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
                 *       "page": 1,
                 *       "pagesize": 100,
                 *       "exam_id": 3001,
                 *       "search": "王",
                 *       "role_id": 8,
                 *       "school_id": 101,
                 *       "class_id": -1,
                 *       "class_name": "-1",
                 *       "grade_id": -1,
                 *       "subject_id": -1,
                 *       "subject_class_id": 5011,
                 *       "all": -1
                 *     }
                 */
                "application/json": components["schemas"]["PermissionUserSearch"];
            };
        };
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionUserPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFilterParams: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["PermissionExamRequest"];
            };
        };
        responses: {
            /** @description The filter options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionFilterParams"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUserPermission: {
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
                 *       "user_id": 3105,
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["ExamUserPermissionRequest"];
            };
        };
        responses: {
            /** @description The user's permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamUserPermission"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveUserPermission: {
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
                 *       "user_ids": [
                 *         3105
                 *       ],
                 *       "exam_id": 3001,
                 *       "permissions": [
                 *         {
                 *           "exam_id": 3001,
                 *           "user_id": 3105,
                 *           "permission": 31,
                 *           "subject_ids": [
                 *             2
                 *           ],
                 *           "question_ids": [
                 *             803,
                 *             804
                 *           ],
                 *           "question_turn": [
                 *             {
                 *               "question_id": 803,
                 *               "turn": [
                 *                 1,
                 *                 8
                 *               ]
                 *             },
                 *             {
                 *               "question_id": 804,
                 *               "turn": [
                 *                 1,
                 *                 2
                 *               ]
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "exam_id": 3001,
                 *           "user_id": 3105,
                 *           "permission": 241,
                 *           "subject_ids": [
                 *             2
                 *           ],
                 *           "question_ids": [],
                 *           "question_turn": []
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveUserPermissionRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    getExamManagers: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["ExamManagersRequest"];
            };
        };
        responses: {
            /** @description The exam administrators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamStaffMember"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addExamManager: {
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
                 *       "exam_id": 3001,
                 *       "user_id": 3107
                 *     }
                 */
                "application/json": components["schemas"]["ExamManagerRequest"];
            };
        };
        responses: {
            /** @description Added. */
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
    delExamManager: {
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
                 *       "exam_id": 3001,
                 *       "user_id": 2104
                 *     }
                 */
                "application/json": components["schemas"]["ExamManagerRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    myExamPages: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["PermissionExamRequest"];
            };
        };
        responses: {
            /** @description The permission urls, sorted, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string[];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getExamSubjectResearcher: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamResearchersRequest"];
            };
        };
        responses: {
            /** @description The researchers with their subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamStaffMember"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addExamSubjectResearcher: {
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
                 *       "exam_id": 3001,
                 *       "user_id": 3106,
                 *       "subject_id": 1
                 *     }
                 */
                "application/json": components["schemas"]["ExamResearcherRequest"];
            };
        };
        responses: {
            /** @description Added. */
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
    delExamSubjectResearcher: {
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
                 *       "exam_id": 3001,
                 *       "user_id": 3105,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamResearcherRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    loadexamscanner: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "username": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadExamScannerRequest"];
            };
        };
        responses: {
            /** @description One page of the subject's scanners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["ExamScanner"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadunitscanner: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "unitid": 10,
                 *       "username": ""
                 *     }
                 */
                "application/json": components["schemas"]["LoadUnitScannerRequest"];
            };
        };
        responses: {
            /** @description The teachers that can still be added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamScanner"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savescanner: {
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
                 *       "examid": 3001,
                 *       "subjectid": 2,
                 *       "teacherList": [
                 *         3106
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveScannerRequest"];
            };
        };
        responses: {
            /** @description Saved. */
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
    delscanner: {
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
                 *       "teacherid": 3106,
                 *       "examid": 3001,
                 *       "subjectid": 2
                 *     }
                 */
                "application/json": components["schemas"]["DelScannerRequest"];
            };
        };
        responses: {
            /** @description Removed. */
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
    examConnectScanner: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ConnectScannerRequest"];
            };
        };
        responses: {
            /** @description The subject's scan setup, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ConnectScannerResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiGetsubjectinfo: {
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
                 *       "type": "web",
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "exam_unit_id": 101
                 *     }
                 */
                "application/json": components["schemas"]["GetSubjectInfoRequest"];
            };
        };
        responses: {
            /** @description The counts, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["GetSubjectInfoResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiPutpic: {
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
                 *       "type": "3",
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "is_cover": "0",
                 *       "page1": "page1.jpg",
                 *       "page2": "page2.jpg",
                 *       "realTimeAlign": true
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PutPicRequest"];
            };
        };
        responses: {
            /** @description What the server made of the sheet, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PutPicResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiGetroominfo: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "student_id": "301010101"
                 *     }
                 */
                "application/json": components["schemas"]["GetRoomInfoRequest"];
            };
        };
        responses: {
            /** @description The room and its seats, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["GetRoomInfoResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiGetpic: {
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
                 *       "student_id": "301010101",
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["ScanPicRequest"];
            };
        };
        responses: {
            /** @description The page image. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (JPEG image of page 1) */
                    "image/jpeg": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiModifyUploadedPaperSid: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "oldSid": "301010120",
                 *       "newSid": "301010102"
                 *     }
                 */
                "application/json": components["schemas"]["ModifyUploadedPaperSidRequest"];
            };
        };
        responses: {
            /** @description Moved (possibly with a new conflict), or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        msg?: string;
                        result: components["schemas"]["ModifyUploadedPaperSidResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiFixAndDealPaper: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "studentIds": [
                 *         "301010102"
                 *       ],
                 *       "exam_unit_id": 101,
                 *       "submit": true
                 *     }
                 */
                "application/json": components["schemas"]["FixAndDealPaperRequest"];
            };
        };
        responses: {
            /** @description Processed, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["FixAndDealPaperResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiSubmitPaper: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "studentIds": [
                 *         "301010101",
                 *         "301010102"
                 *       ],
                 *       "exam_unit_id": 101,
                 *       "is_cover": "0"
                 *     }
                 */
                "application/json": components["schemas"]["SubmitPaperRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    scannerApiGetNotScanStudentList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "page": 1,
                 *       "pagesize": 50,
                 *       "exam_unit_id": 101
                 *     }
                 */
                "application/json": components["schemas"]["ScanNotScanStudentListRequest"];
            };
        };
        responses: {
            /** @description One page of students, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        msg?: string;
                        result: components["schemas"]["ScanStudentPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiDownloadNotScanStudentList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "page": 1,
                 *       "pagesize": 50,
                 *       "exam_unit_id": 101
                 *     }
                 */
                "application/json": components["schemas"]["ScanNotScanStudentListRequest"];
            };
        };
        responses: {
            /** @description The workbook (for example 未扫描学生名单.xlsx). A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (xlsx workbook 未扫描学生名单.xlsx) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiDeletePicAndRollback: {
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
                 *       "student_id": "301010102",
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["DeletePicAndRollbackRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    scannerApiDeleteTempPic: {
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
                 *       "studentIds": [
                 *         "301010120"
                 *       ],
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["DeleteTempPicRequest"];
            };
        };
        responses: {
            /** @description Discarded, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        msg?: string;
                        result: string | null;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scannerApiGetTempPic: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "studentId": "301010120",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["GetTempPicRequest"];
            };
        };
        responses: {
            /** @description The image as base64, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The page as base64 JPEG; empty when there is no image. */
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomListExamRoomInfo: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "unit_id": 101,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomListRequest"];
            };
        };
        responses: {
            /** @description One page of rooms, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamRoomPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomSaveExamRoom: {
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
                 *       "name": "第08考场",
                 *       "remark": "教学楼A 二楼",
                 *       "subject_id": 2,
                 *       "exam_id": 3001,
                 *       "unit_id": 101,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomSaveRequest"];
            };
        };
        responses: {
            /** @description Added, or the server's text. */
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
    examroomUpdateExamRoom: {
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
                 *       "room_id": 502,
                 *       "name": "第02考场",
                 *       "remark": "教学楼A 一楼东侧",
                 *       "subject_id": 2,
                 *       "exam_id": 3001,
                 *       "unit_id": 101,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomUpdateRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomDeleteExamRoom: {
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
                 *       "room_id": 701
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    examroomListExamRoomStudent: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "unit_id": 101,
                 *       "room_id": 501,
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "uploadFail": false
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomStudentListRequest"];
            };
        };
        responses: {
            /** @description One page of the room's students, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExamRoomStudentPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomSaveExamRoomStudent: {
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
                 *       "room_id": 701,
                 *       "student_id": "301010115",
                 *       "seat_num": 1,
                 *       "subject_id": 2,
                 *       "confirmMove": true
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomStudentSaveRequest"];
            };
        };
        responses: {
            /** @description Added, or the server's text. */
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
    examroomUpdateExamRoomStudent: {
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
                 *       "room_id": 501,
                 *       "student_id": "301010102",
                 *       "seat_num": 2,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomStudentSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomDeleteExamRoomStudent: {
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
                 *       "unit_id": 101,
                 *       "room_id": 501,
                 *       "seat_num": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExamRoomStudentDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    examroomDownImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template workbook (for example 考场导入模板.xlsx). A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (xlsx workbook 考场导入模板.xlsx) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomImportExamRoom: {
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
                 *       "excelfile": "考场导入.xlsx",
                 *       "exam_id": 3001,
                 *       "unit_id": 101,
                 *       "subject_id": 2
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ExamRoomImportRequest"];
            };
        };
        responses: {
            /** @description Imported, or the server's text or rejected rows. */
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
    examroomdesignGetexaminfo: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": {
                    exam_id: number;
                };
            };
        };
        responses: {
            /** @description The exam, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignExamInfo"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGetexamareainfo: {
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
                 *       "unit_id": 101
                 *     }
                 */
                "application/json": {
                    unit_id: number;
                };
            };
        };
        responses: {
            /** @description The areas, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignArea"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGetexamroomlist: {
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
                 *       "area_ids": [
                 *         401
                 *       ]
                 *     }
                 */
                "application/json": {
                    area_ids: number[];
                };
            };
        };
        responses: {
            /** @description The rooms, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignRoom"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignSaveexamarea: {
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
                 *       "area_id": null,
                 *       "area_name": "实验楼",
                 *       "unit_id": 102,
                 *       "isAdd": true
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignAreaSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomdesignDeleteexamarea: {
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
                 *       "area_id": 404,
                 *       "unit_id": 102
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignAreaDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    examroomdesignBatchaddexamroom: {
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
                 *       "area_id": 401,
                 *       "room_name_prefix": "第0",
                 *       "room_name_suffix": "考场",
                 *       "room_nick_name_prefix": "A10",
                 *       "room_nick_name_suffix": "教室",
                 *       "room_number": 3,
                 *       "start_number": 3,
                 *       "end_number": 4,
                 *       "room_capacity": 30
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignBatchAddRoomRequest"];
            };
        };
        responses: {
            /** @description Added, or the server's text. */
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
    examroomdesignSaveexamroom: {
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
                 *       "room_id": 502,
                 *       "area_id": 401,
                 *       "room_name": "第02考场",
                 *       "room_nick_name": "A102教室",
                 *       "room_number": 2,
                 *       "room_capacity": 32
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRoomSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomdesignDeleteexamroom: {
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
                 *       "room_id": 702,
                 *       "area_id": 401
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRoomDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    examroomdesignGetexamtime: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": {
                    exam_id: number;
                };
            };
        };
        responses: {
            /** @description One entry per subject, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignExamTime"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignSaveexamtime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomDesignExamTimeSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomdesignGetstudenseatinfo: {
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
                 *       "exam_id": 3001,
                 *       "unit_id": 101,
                 *       "subject_ids": [
                 *         2,
                 *         3
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignStudentSeatInfoRequest"];
            };
        };
        responses: {
            /** @description The classes with their students, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignStudentSeatClass"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGetexamroomstate: {
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
                 *       "area_ids": [
                 *         401
                 *       ],
                 *       "exam_id": 3001,
                 *       "subject_ids": [
                 *         2,
                 *         3
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRoomStateRequest"];
            };
        };
        responses: {
            /** @description The rooms with their seats, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignRoom"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGetdesigninfo: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": {
                    exam_id: number;
                };
            };
        };
        responses: {
            /** @description The design records, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignRecord"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignArrange: {
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
                 *       "exam_id": 3001,
                 *       "arrangement_data": [
                 *         {
                 *           "grade_id": 20,
                 *           "unit_id": 102,
                 *           "students": [
                 *             {
                 *               "student_name": "李晓雨",
                 *               "student_number": "20260315",
                 *               "class_name": "高一(1)班",
                 *               "subject_ids": [
                 *                 2,
                 *                 3
                 *               ]
                 *             },
                 *             {
                 *               "student_name": "张浩",
                 *               "student_number": "20260216",
                 *               "class_name": "高一(1)班",
                 *               "subject_ids": [
                 *                 2,
                 *                 3
                 *               ]
                 *             }
                 *           ],
                 *           "seats": [
                 *             {
                 *               "area_id": 403,
                 *               "room_id": 503,
                 *               "seat_num": 1
                 *             },
                 *             {
                 *               "area_id": 403,
                 *               "room_id": 503,
                 *               "seat_num": 2
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "arrangement_params": {
                 *         "arrangement_mode": "fixed",
                 *         "arrangement_subjects": [
                 *           2,
                 *           3
                 *         ],
                 *         "arrangement_order": "student_number"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignArrangeRequest"];
            };
        };
        responses: {
            /** @description Arranged, or the server's text. */
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
    examroomdesignPreviewarrange: {
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
                 *       "exam_id": 3001,
                 *       "arrangement_data": [
                 *         {
                 *           "grade_id": 20,
                 *           "unit_id": 102,
                 *           "students": [
                 *             {
                 *               "student_name": "李晓雨",
                 *               "student_number": "20260315",
                 *               "class_name": "高一(1)班",
                 *               "subject_ids": [
                 *                 2,
                 *                 3
                 *               ]
                 *             },
                 *             {
                 *               "student_name": "张浩",
                 *               "student_number": "20260216",
                 *               "class_name": "高一(1)班",
                 *               "subject_ids": [
                 *                 2,
                 *                 3
                 *               ]
                 *             }
                 *           ],
                 *           "seats": [
                 *             {
                 *               "area_id": 403,
                 *               "room_id": 503,
                 *               "seat_num": 1
                 *             },
                 *             {
                 *               "area_id": 403,
                 *               "room_id": 503,
                 *               "seat_num": 2
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "arrangement_params": {
                 *         "arrangement_mode": "fixed",
                 *         "arrangement_subjects": [
                 *           2,
                 *           3
                 *         ],
                 *         "arrangement_order": "random",
                 *         "arrangement_seed": "7f3c2a"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignArrangeRequest"];
            };
        };
        responses: {
            /** @description The seats, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignPreviewSeat"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGetarrangementdata: {
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
                 *       "exam_id": 3001,
                 *       "design_id": 601,
                 *       "student_name": "",
                 *       "room_name": "",
                 *       "page": 1,
                 *       "page_size": 15
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignDataRequest"];
            };
        };
        responses: {
            /** @description One page of seats, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignDataPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignCheckscandata: {
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
                 *       "exam_id": 3001,
                 *       "design_id": 602
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRef"];
            };
        };
        responses: {
            /** @description Whether students already have scan data, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignCheckScanDataResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignSetasscandata: {
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
                 *       "exam_id": 3001,
                 *       "design_id": 602
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRef"];
            };
        };
        responses: {
            /** @description Set, or the server's text. */
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
    examroomdesignSetexamnumberrule: {
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
                 *       "exam_id": 3001,
                 *       "exam_number_rule": "keep"
                 *     }
                 */
                "application/json": components["schemas"]["ExamNumberRuleSaveRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's text. */
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
    examroomdesignDeletearrangement: {
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
                 *       "exam_id": 3001,
                 *       "design_id": 603
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRef"];
            };
        };
        responses: {
            /** @description Deleted, or the server's text. */
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
    examroomdesignDownloadarrangement: {
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
                 *       "design_id": 601,
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignRef"];
            };
        };
        responses: {
            /** @description The zip file (default name 考务数据.zip). A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (zip archive 考务数据.zip) */
                    "application/zip": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    examroomdesignGethistoryexam: {
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
                 *       "exam_id": 3001,
                 *       "subject_ids": [
                 *         2,
                 *         3
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoomDesignHistoryExamRequest"];
            };
        };
        responses: {
            /** @description The exams, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RoomDesignHistoryExam"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    absentStudentList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 3,
                 *       "unit_id": 101,
                 *       "room_id": null,
                 *       "kind": "marked",
                 *       "state": null,
                 *       "keyword": "",
                 *       "page": 1,
                 *       "pagesize": 50
                 *     }
                 */
                "application/json": components["schemas"]["AbsentListRequest"];
            };
        };
        responses: {
            /** @description One page of the list with the summary, or the server's text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["AbsentPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    absentStudentConfirm: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 3,
                 *       "student_ids": [
                 *         "301010115",
                 *         "301010203"
                 *       ],
                 *       "absent": true
                 *     }
                 */
                "application/json": components["schemas"]["AbsentConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmed, or the server's text. */
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
    absentStudentDownload: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 3,
                 *       "unit_id": 101,
                 *       "room_id": null,
                 *       "kind": "all",
                 *       "state": null,
                 *       "keyword": ""
                 *     }
                 */
                "application/json": components["schemas"]["AbsentFilter"];
            };
        };
        responses: {
            /** @description The workbook (缺考名单.xlsx). A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (xlsx workbook 缺考名单.xlsx) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadmarkingtasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkingTask"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    nextpaper: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "skip": []
                 *     }
                 */
                "application/json": components["schemas"]["NextPaperRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["NextPaper"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    holdpaper: {
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
                 *       "paper_id": "0b58aff4f62d",
                 *       "question_id": 803,
                 *       "turn": 1
                 *     }
                 */
                "application/json": components["schemas"]["HoldPaperRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["HoldPaper"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    submitmark: {
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
                 *       "paper_id": "0b58aff4f62d",
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 7
                 *         }
                 *       ],
                 *       "marks": {
                 *         "markCount": 2,
                 *         "check": [
                 *           {
                 *             "x": 212,
                 *             "y": 96,
                 *             "text": "",
                 *             "subQuestionId": 8301
                 *           }
                 *         ],
                 *         "cross": [],
                 *         "customText": [],
                 *         "key_score": [],
                 *         "score": [],
                 *         "score_input": [
                 *           {
                 *             "x": 640,
                 *             "y": 30,
                 *             "text": "7",
                 *             "subQuestionId": 8301
                 *           }
                 *         ]
                 *       },
                 *       "input_source": 3,
                 *       "submit_key": "9b2f6c1e-3d4a-4e6a-8b1f-2c7d5e8a0b13"
                 *     }
                 */
                "application/json": components["schemas"]["SubmitMarkRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkSubmitResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadmarked: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "page": 1,
                 *       "pagesize": 15
                 *     }
                 */
                "application/json": components["schemas"]["LoadMarkedRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkedPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadmarkedpaper: {
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
                 *       "paper_id": "0b58aff4f62d",
                 *       "question_id": 803,
                 *       "turn": 1
                 *     }
                 */
                "application/json": components["schemas"]["MarkedPaperRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkingPaper"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resubmitmark: {
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
                 *       "paper_id": "0b58aff4f62d",
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 8
                 *         }
                 *       ],
                 *       "marks": {
                 *         "markCount": 2,
                 *         "check": [
                 *           {
                 *             "x": 212,
                 *             "y": 96,
                 *             "text": "",
                 *             "subQuestionId": 8301
                 *           }
                 *         ],
                 *         "cross": [],
                 *         "customText": [],
                 *         "key_score": [],
                 *         "score": [],
                 *         "score_input": [
                 *           {
                 *             "x": 640,
                 *             "y": 30,
                 *             "text": "7",
                 *             "subQuestionId": 8301
                 *           }
                 *         ]
                 *       },
                 *       "input_source": 3
                 *     }
                 */
                "application/json": components["schemas"]["SubmitMarkRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkSubmitResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportabnormal: {
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
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "reason": "图像模糊"
                 *     }
                 */
                "application/json": components["schemas"]["ReportAbnormalRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
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
    markingProgress: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkingProgress"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bufferList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["HeldPaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bufferRelease: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "papers": [
                 *         {
                 *           "paper_id": "0b58aff4f62d",
                 *           "question_id": 803,
                 *           "turn": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReleaseHeldRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ReleaseHeld"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exceptionList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "state": "waiting"
                 *     }
                 */
                "application/json": components["schemas"]["ExceptionListRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ExceptionPaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exceptionHandle: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "action": "score",
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 6
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExceptionHandleRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exceptionReasons: {
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
                 *       "exam_id": 3001
                 *     }
                 */
                "application/json": components["schemas"]["ExceptionReasonsRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string[];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exceptionReasonsSave: {
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
                 *       "exam_id": 3001,
                 *       "reasons": [
                 *         "图像模糊",
                 *         "切割错误",
                 *         "答题位置错误",
                 *         "非本题作答",
                 *         "空白卷"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExceptionReasonsSave"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    inspectList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "user_id": 3105,
                 *       "turn": 1,
                 *       "min_score": 0,
                 *       "max_score": 10,
                 *       "page": 1,
                 *       "pagesize": 20
                 *     }
                 */
                "application/json": components["schemas"]["InspectListRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["InspectPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    inspectRescore: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 7
                 *         }
                 *       ],
                 *       "note": "步骤分漏给"
                 *     }
                 */
                "application/json": components["schemas"]["InspectRescoreRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    workload: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["WorkloadRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["Workload"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    workloadExport: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "view": "teacher"
                 *     }
                 */
                "application/json": components["schemas"]["WorkloadRequest"];
            };
        };
        responses: {
            /** @description The workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example (xlsx workbook 教师工作量.xlsx) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    datamgeList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkingDataRow"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    datamgeReset: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "marks": 1
                 *     }
                 */
                "application/json": components["schemas"]["MarkingDataResetRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    allocateAdvice: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["AllocateAdvice"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    allocateApply: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "turn": 1,
                 *       "quotas": [
                 *         {
                 *           "user_id": 3105,
                 *           "quota": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AllocateApplyRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    qualityStatistics: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803
                 *     }
                 */
                "application/json": components["schemas"]["QualityRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["QualityStatistics"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    qualityReviewRate: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["QualityRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ReviewRate"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    qualityMarkDistribution: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803
                 *     }
                 */
                "application/json": components["schemas"]["QualityRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkDistribution"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    qualitySelfGrade: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["QualityRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SelfGrade"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    qualityPaperAssessment: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "user_id": 3105
                 *     }
                 */
                "application/json": components["schemas"]["PaperAssessmentRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PaperAssessment"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardPaperMarked: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "question_id": 803,
                 *       "page": 1,
                 *       "pagesize": 20
                 *     }
                 */
                "application/json": components["schemas"]["MarkedPapersRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["MarkedPapersPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardPaperList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StandardPaperList"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardPaperSave: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 7
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["StandardPaperSaveRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardPaperSetInterval: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "interval": 20
                 *     }
                 */
                "application/json": components["schemas"]["StandardIntervalRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardPaperDelete: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803
                 *     }
                 */
                "application/json": components["schemas"]["PaperOfGroupRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    standardGrade: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StandardGrade"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    samplePaperList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["MonitorSubjectRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SamplePaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    samplePaperSave: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "category": "typical_error",
                 *       "note": "未写单调区间的端点"
                 *     }
                 */
                "application/json": components["schemas"]["SamplePaperSaveRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    samplePaperDelete: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803
                 *     }
                 */
                "application/json": components["schemas"]["PaperOfGroupRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    explainSamples: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ExplainSampleRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["SamplePaper"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    studentQuestionList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "keyword": "王小红"
                 *     }
                 */
                "application/json": components["schemas"]["StudentQuestionRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StudentQuestionResult"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    studentQuestionEdit: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2,
                 *       "paper_id": "704abdfe7df9",
                 *       "question_id": 803,
                 *       "scores": [
                 *         {
                 *           "subquestion_id": 8301,
                 *           "score": 8
                 *         }
                 *       ],
                 *       "note": "复核后加分"
                 *     }
                 */
                "application/json": components["schemas"]["StudentScoreEditRequest"];
            };
        };
        responses: {
            /** @description The answer, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scoreStatus: {
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
                 *       "exam_id": 3003
                 *     }
                 */
                "application/json": components["schemas"]["ScoreExamRequest"];
            };
        };
        responses: {
            /** @description The status, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ScoreStatus"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scoreList: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2,
                 *       "keyword": "",
                 *       "page": 1,
                 *       "pagesize": 20
                 *     }
                 */
                "application/json": components["schemas"]["ScoreListRequest"];
            };
        };
        responses: {
            /** @description One page, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ScoreListPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scoreExport: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2,
                 *       "keyword": "",
                 *       "page": 1,
                 *       "pagesize": 999999
                 *     }
                 */
                "application/json": components["schemas"]["ScoreListRequest"];
            };
        };
        responses: {
            /** @description The workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (数学成绩.xlsx workbook bytes) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    objectiveCheckList: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2,
                 *       "unit_id": null
                 *     }
                 */
                "application/json": components["schemas"]["ObjectiveCheckRequest"];
            };
        };
        responses: {
            /** @description The check, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ObjectiveCheck"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    objectiveCorrect: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2,
                 *       "student_id": "321010107",
                 *       "subquestion_id": 10103,
                 *       "answer": "A"
                 *     }
                 */
                "application/json": components["schemas"]["ObjectiveCorrectRequest"];
            };
        };
        responses: {
            /** @description The correction, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ObjectiveCorrection"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    objectiveSheet: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2,
                 *       "student_id": "321010107"
                 *     }
                 */
                "application/json": components["schemas"]["ObjectiveSheetRequest"];
            };
        };
        responses: {
            /** @description The image, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The JPEG bytes in base64. */
                        result: string;
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    scoreCheckList: {
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
                 *       "exam_id": 3001,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ReportSubjectRequest"];
            };
        };
        responses: {
            /** @description The rows, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ScoreCheckRow"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    twiceDealList: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ReportSubjectRequest"];
            };
        };
        responses: {
            /** @description The sheets, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TwiceDeal"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportExams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exams, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ReportExam"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportOverview: {
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
                 *       "exam_id": 3003
                 *     }
                 */
                "application/json": components["schemas"]["ScoreExamRequest"];
            };
        };
        responses: {
            /** @description The overview, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ReportOverview"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportStudentMark: {
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
                 *       "exam_id": 3003
                 *     }
                 */
                "application/json": components["schemas"]["ScoreExamRequest"];
            };
        };
        responses: {
            /** @description The table, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StudentMarkTable"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportQuestions: {
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
                 *       "exam_id": 3003,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ReportSubjectRequest"];
            };
        };
        responses: {
            /** @description The report, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["QuestionReport"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportComparison: {
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
                 *       "exam_id": 3003
                 *     }
                 */
                "application/json": components["schemas"]["ScoreExamRequest"];
            };
        };
        responses: {
            /** @description The table, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ComparisonTable"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportStudent: {
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
                 *       "exam_id": 3003,
                 *       "student_number": "2025010181"
                 *     }
                 */
                "application/json": components["schemas"]["StudentReportRequest"];
            };
        };
        responses: {
            /** @description The report, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StudentReport"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportClass: {
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
                 *       "exam_id": 3006,
                 *       "class_id": 5011
                 *     }
                 */
                "application/json": components["schemas"]["ClassReportRequest"];
            };
        };
        responses: {
            /** @description The class report, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ClassReport"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportTeacher: {
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
                 *       "exam_id": 3006,
                 *       "subject_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["TeacherReportRequest"];
            };
        };
        responses: {
            /** @description The teacher report, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["TeacherReport"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportExport: {
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
                 *       "exam_id": 3006,
                 *       "report": "entirety"
                 *     }
                 */
                "application/json": components["schemas"]["ReportExportRequest"];
            };
        };
        responses: {
            /** @description The workbook. A refused download answers the JSON failure envelope instead (HTTP 200, success false). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (整体报告.xlsx workbook bytes) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportStudentSheet: {
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
                 *       "exam_id": 3006,
                 *       "subject_id": 2,
                 *       "student_number": "20260101"
                 *     }
                 */
                "application/json": components["schemas"]["StudentSheetRequest"];
            };
        };
        responses: {
            /** @description The answer sheet, or the server's reason why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["StudentSheet"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    startAnalyse: {
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
                 *       "exam_id": 3001,
                 *       "run_id": "r-7f3a9c"
                 *     }
                 */
                "application/json": components["schemas"]["AnalysisStartRequest"];
            };
        };
        responses: {
            /** @description The run has started (its progress comes on the push channel), or the server's reason why not. */
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
    viewDataAnalyseAndCheckList: {
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
                 *       "exam_id": 3001,
                 *       "page": 1,
                 *       "pagesize": 10,
                 *       "sqlIndex": 3,
                 *       "run_id": "r-7f3a9c"
                 *     }
                 */
                "application/json": components["schemas"]["AnalysisListRequest"];
            };
        };
        responses: {
            /** @description The problem records of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["AnalysisProblemPage"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    testProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["TestProgressRequest"];
            };
        };
        responses: {
            /** @description The test ran; its text is shown as a success, or the server's text as an error. */
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
    loadallpermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionTreeNode"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadallusertype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user types and their permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionUserType"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loadallusertag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user tags and their permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["PermissionUserTag"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changepermission: {
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
                 *       "srcid": 68,
                 *       "tgtid": 67,
                 *       "type": "after"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePermissionRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    moveuppermission: {
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
                 *       "permissionid": 64,
                 *       "sort": 4,
                 *       "parentid": 6
                 *     }
                 */
                "application/json": components["schemas"]["MovePermissionRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    movedownpermission: {
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
                 *       "permissionid": 64,
                 *       "sort": 4,
                 *       "parentid": 6
                 *     }
                 */
                "application/json": components["schemas"]["MovePermissionRequest"];
            };
        };
        responses: {
            /** @description Moved, or the server's reason why not. */
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
    delpermission: {
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
                 *       "permissionid": 68
                 *     }
                 */
                "application/json": components["schemas"]["DelPermissionRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    savepermission: {
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
                 *       "permissionid": null,
                 *       "permissionname": "阅卷日志",
                 *       "type": 3,
                 *       "link": "/netview/markingLog",
                 *       "sort": 9,
                 *       "parentid": 22,
                 *       "data_scope": 3
                 *     }
                 */
                "application/json": components["schemas"]["SavePermissionRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    saveusertypeassign: {
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
                 *       "usertype": "4",
                 *       "permissionids": [
                 *         1,
                 *         3,
                 *         31
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveUserTypeAssignRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    saveusertagassign: {
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
                 *       "tagid": 32,
                 *       "permissionids": [
                 *         1,
                 *         2,
                 *         207,
                 *         208,
                 *         209,
                 *         5,
                 *         54,
                 *         55
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveUserTagAssignRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    loadalltags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["ManagedTag"][];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deltag: {
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
                 *       "tid": 44
                 *     }
                 */
                "application/json": components["schemas"]["DelTagRequest"];
            };
        };
        responses: {
            /** @description Deleted, or the server's reason why not. */
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
    savetag: {
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
                 *       "tid": null,
                 *       "type": "subject",
                 *       "name": "通用技术",
                 *       "catalog": "自定义"
                 *     }
                 */
                "application/json": components["schemas"]["SaveTagRequest"];
            };
        };
        responses: {
            /** @description Saved, or the server's reason why not. */
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
    listloginlog: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "username": "zhangwei",
                 *       "request_url": "",
                 *       "stime": "2026-11-01 00:00:00",
                 *       "etime": "2026-11-02 23:59:59"
                 *     }
                 */
                "application/json": components["schemas"]["ListLogRequest"];
            };
        };
        responses: {
            /** @description One page of login records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["LoginLog"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listlog: {
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
                 *       "page": 1,
                 *       "pagesize": 15,
                 *       "username": "",
                 *       "request_url": "/api/exam",
                 *       "stime": "2026-11-02 00:00:00",
                 *       "etime": null
                 *     }
                 */
                "application/json": components["schemas"]["ListLogRequest"];
            };
        };
        responses: {
            /** @description One page of logged calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            totalrecords: number;
                            datalist: components["schemas"]["SystemLog"][];
                        };
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    redisInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cache server's statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: components["schemas"]["RedisInfo"];
                        code?: number;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
