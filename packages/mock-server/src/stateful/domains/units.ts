// Common lookups (codes, tags, the client download) and the unit domains: the unit tree (unit/*), the unit table
// (newunit/*) and the unit lists other screens use.
import type { components } from '@exam/sdk';
import type { Store, UnitRecord } from '../store.ts';
import { timestamp } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { contains, page, scopeRoot, typedNames, unitTree, unitView } from './shared.ts';

type S = components['schemas'];

/** A unit and its sub-units switched together; users of a disabled unit cannot sign in (their state follows). */
function setState(store: Store, root: UnitRecord, state: S['EnabledState']): void {
  const now = timestamp();
  for (const unit of store.subtree(root.unit_id)) {
    unit.state = state;
    unit.last_edit_time = now;
  }
}

function deleteUnit(store: Store, id: number): string | undefined {
  const unit = store.unit(id);
  if (!unit) return '单位不存在';
  if (unit.parent_id == null) return '平台单位不能删除';
  if ([...store.data.units.values()].some((u) => u.parent_id === id)) return '该单位下还有下级单位，不能删除';
  if ([...store.data.students.values()].some((s) => s.unit_id === id)) return '该单位下还有学生，不能删除';
  if ([...store.data.exams.values()].some((e) => e.unit_ids.includes(id))) return '该单位已参加考试，不能删除';
  store.data.units.delete(id);
  for (const a of store.data.accounts.values()) a.roles = a.roles.filter((r) => r.unit_id !== id);
  return undefined;
}

function duplicateCode(store: Store, code: string, except: number | null | undefined): boolean {
  return [...store.data.units.values()].some((u) => u.unit_code === code && u.unit_id !== except);
}

export const unitHandlers: Handlers = {
  loadcodebytype({ body, store }) {
    return ok(store.data.codes[body.type]);
  },
  loadcodebytypes({ body, store }) {
    return ok(Object.fromEntries(body.types.map((t) => [t, store.data.codes[t]])));
  },
  loadtagbytype({ body, store }) {
    return ok(
      store.data.tags
        .filter((t) => (t.type ?? t.tag_type) === body.type)
        .map((t) => ({ tag_id: t.tag_id, tag_name: t.tag_name, ...(t.tag_catalog ? { tag_catalog: t.tag_catalog } : {}), type: body.type })),
    );
  },
  downloadClient({ params }) {
    // A stand-in for the installer: a program's 'MZ' start, then what it is (the portal checks the start).
    const text = `MZ 临江市教育考试平台 扫描客户端 (mock download, client type ${params.clientType ?? '1'})\r\n`;
    return new FileAnswer(new TextEncoder().encode(text), '扫描客户端.exe');
  },
  loadlisteduunit({ store, session }) {
    return ok(store.subtree(scopeRoot(session)).filter((u) => u.unit_type === '4' && u.state === '1').map((u) => unitView(store, u)));
  },

  // Unit tree (info/eduunit).
  loadeduunit({ store, session }) {
    return ok(unitTree(store, scopeRoot(session)));
  },
  infoUserLoadtreeeduunit({ store, session }) {
    return ok(unitTree(store, scopeRoot(session)));
  },
  infoStudentLoadtreeeduunit({ store, session }) {
    return ok(unitTree(store, scopeRoot(session)));
  },
  loadtreeallunit({ store, session }) {
    return ok(unitTree(store, scopeRoot(session)));
  },
  changeparent({ body, store }) {
    const unit = store.unit(body.unitid);
    const parent = store.unit(body.parentid);
    if (!unit || !parent) return fail('单位不存在');
    if (store.subtree(unit.unit_id).some((u) => u.unit_id === parent.unit_id)) return fail('不能移动到自己或下级单位下');
    if (parent.unit_type === '4') return fail('学校下不能有下级单位');
    unit.parent_id = parent.unit_id;
    unit.last_edit_time = timestamp();
    return ok('移动成功');
  },
  unitSaveunit({ body, store, session }) {
    const names = typedNames({ unitname: [body.unitname, '请填写单位名称'], unitcode: [body.unitcode, '请填写单位编码'], shortcode: [body.shortcode, '请填写单位简码'] });
    if ('error' in names) return fail(names.error);
    const { unitname, unitcode, shortcode } = names;
    if (duplicateCode(store, unitcode, body.unitid)) return fail(`单位编码${unitcode}已存在`);
    const now = timestamp();
    if (body.unitid != null) {
      const unit = store.unit(body.unitid);
      if (!unit) return fail('单位不存在');
      Object.assign(unit, { unit_name: unitname, unit_code: unitcode, short_code: shortcode, unit_type: body.unittype, unit_tags: body.unittags ?? unit.unit_tags, last_edit_time: now });
      return ok('保存成功');
    }
    const unit_id = store.nextId('unit', 200);
    store.data.units.set(unit_id, {
      unit_id,
      unit_name: unitname,
      unit_code: unitcode,
      short_code: shortcode,
      unit_type: body.unittype,
      state: '1',
      parent_id: body.parentid ?? scopeRoot(session),
      create_time: now,
      last_edit_time: now,
      punit_id: null,
      unit_tags: body.unittags ?? [],
    });
    return ok('保存成功');
  },
  unitDelunit({ body, store }) {
    const problem = deleteUnit(store, body.unitid);
    return problem ? fail(problem) : ok('删除成功');
  },
  unitSwitchunitstate({ body, store }) {
    const unit = store.unit(body.unitid);
    if (!unit) return fail('单位不存在');
    setState(store, unit, unit.state === '1' ? '0' : '1');
    return ok(unit.state === '1' ? '已启用' : '已停用');
  },

  // Unit table (info/mgeunit).
  listUnits({ body, store, session }) {
    const root = body.unitid ?? scopeRoot(session);
    const names = store.data.codes.unit_type;
    const rows = store
      .subtree(root)
      .filter((u) => (!body.unit_type || u.unit_type === body.unit_type) && contains(u.unit_name, body.unit_name))
      .sort((a, b) => a.unit_id - b.unit_id)
      .map((u) => ({ ...unitView(store, u), unit_type_name: names.find((c) => c.code === u.unit_type)?.code_name ?? '' }));
    return ok(page(rows, body.page, body.pagesize));
  },
  listDlears({ store }) {
    return ok(store.data.dealers.map((d) => ({ ...d })));
  },
  newunitSaveUnit({ body, store, session }) {
    const names = typedNames({ unit_name: [body.unit_name, '请填写单位名称'], unit_code: [body.unit_code, '请填写单位编码'], short_code: [body.short_code, '请填写单位简码'] });
    if ('error' in names) return fail(names.error);
    if (duplicateCode(store, names.unit_code, body.unit_id)) return fail(`单位编码${names.unit_code}已存在`);
    if (body.punit_id != null && !store.data.dealers.some((d) => d.unit_id === body.punit_id)) return fail('代理商不存在');
    const now = timestamp();
    const fields = {
      ...names,
      unit_type: body.unit_type,
      state: body.state,
      punit_id: body.unit_type === '4' ? (body.punit_id ?? null) : null,
      last_edit_time: now,
    };
    if (body.unit_id != null) {
      const unit = store.unit(body.unit_id);
      if (!unit) return fail('单位不存在');
      Object.assign(unit, fields);
      return ok('保存成功');
    }
    const unit_id = store.nextId('unit', 200);
    store.data.units.set(unit_id, { unit_id, ...fields, parent_id: scopeRoot(session), create_time: now, unit_tags: [] });
    return ok('保存成功');
  },
  newunitDelUnit({ body, store }) {
    const problem = deleteUnit(store, body.unit_id);
    return problem ? fail(problem) : ok('删除成功');
  },
  newunitSwitchUnitState({ body, store }) {
    const unit = store.unit(body.unit_id);
    if (!unit) return fail('单位不存在');
    setState(store, unit, unit.state === '1' ? '0' : '1');
    return ok(unit.state === '1' ? '已启用' : '已停用');
  },
};
