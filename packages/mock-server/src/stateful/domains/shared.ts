// Views of store records in the contract's shapes, and the small rules several domains share.
import type { components } from '@exam/sdk';
import type { AccountRecord, Session, Store, UnitRecord } from '../store.ts';

type S = components['schemas'];

export function unitView(store: Store, u: UnitRecord): S['Unit'] {
  const dealer = u.punit_id == null ? undefined : store.data.dealers.find((d) => d.unit_id === u.punit_id);
  return {
    unit_id: u.unit_id,
    unit_code: u.unit_code,
    unit_name: u.unit_name,
    short_code: u.short_code,
    unit_type: u.unit_type,
    state: u.state,
    parent_id: u.parent_id,
    create_time: u.create_time,
    last_edit_time: u.last_edit_time,
    punit_id: u.punit_id,
    punit_name: dealer?.unit_name ?? null,
    unit_tags: [...u.unit_tags],
  };
}

/** The unit tree below (and including) a unit, children in `subunit`, ordered by id. */
export function unitTree(store: Store, rootId: number): S['UnitTree'] {
  const children = new Map<number, UnitRecord[]>();
  for (const u of store.data.units.values()) {
    if (u.parent_id == null) continue;
    children.set(u.parent_id, [...(children.get(u.parent_id) ?? []), u]);
  }
  const node = (u: UnitRecord): S['UnitTreeNode'] => {
    const kids = (children.get(u.unit_id) ?? []).sort((a, b) => a.unit_id - b.unit_id).map(node);
    return { ...unitView(store, u), ...(kids.length ? { subunit: kids as NonNullable<S['UnitTreeNode']['subunit']> } : {}) };
  };
  const root = store.unit(rootId);
  return root ? [node(root)] : [];
}

/** The unit a session works in: the platform's root for type 1, else the role's unit. */
export function scopeRoot(session: Session): number {
  return session.user_type === '1' ? 1 : session.unit_id;
}

/** Whether a unit is the session's scope unit or below it. */
export function inScope(store: Store, session: Session, unitId: number): boolean {
  return store.subtree(scopeRoot(session)).some((u) => u.unit_id === unitId);
}

export function page<T>(list: T[], pageNo: number | undefined, size: number | undefined): { totalrecords: number; datalist: T[] } {
  const p = Math.max(1, pageNo ?? 1);
  const n = Math.max(1, size ?? 15);
  return { totalrecords: list.length, datalist: list.slice((p - 1) * n, p * n) };
}

export function userView(store: Store, a: AccountRecord, unitId = a.unit_id): S['User'] {
  const unit = store.unit(a.unit_id);
  const types = a.roles.filter((r) => r.unit_id === unitId).map((r) => r.user_type);
  return {
    user_id: a.user_id,
    user_account: a.user_account,
    user_name: a.user_name,
    cellphone: a.cellphone,
    email: a.email,
    valid_until: a.valid_until,
    state: a.state,
    unit_id: a.unit_id,
    unit_name: unit?.unit_name ?? '',
    parent_id: unit?.parent_id ?? null,
    user_types: types.length ? types : a.roles.map((r) => r.user_type),
  };
}

export const contains = (value: string, filter: string | undefined | null) => !filter || value.includes(filter.trim());

export const DEFAULT_PASSWORD = '123456';

/**
 * Names as the user typed them, without surrounding spaces; a blank one (spaces only count as blank) is refused with
 * its screen's own text (the first blank field's):
 *   const names = typedNames({ name: [body.name, '考场名称不能为空'] });
 *   if ('error' in names) return fail(names.error);
 */
export function typedNames<K extends string>(fields: Record<K, readonly [string | null | undefined, string]>): Record<K, string> | { error: string } {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    const [value, emptyText] = fields[key];
    const trimmed = (value ?? '').trim();
    if (!trimmed) return { error: emptyText };
    out[key] = trimmed;
  }
  return out;
}
