// Queries and calls of the unit table (spec 1 §7 "Unit table").
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type UnitRow = Schemas['UnitRow'];
export type UnitSave = Schemas['NewUnitSaveRequest'];

export const UNIT_PAGE_SIZES = [15, 30, 50, 100] as const;
export const UNIT_DEFAULT_PAGE_SIZE = 15;

type UnitPageSize = (typeof UNIT_PAGE_SIZES)[number];

/** The page size as the list call takes it (one of the offered sizes). */
export const unitPageSize = (n: number): UnitPageSize => UNIT_PAGE_SIZES.find((s) => s === n) ?? UNIT_DEFAULT_PAGE_SIZE;


export type UnitListParams = Omit<Schemas['ListUnitsRequest'], 'unitid'>;

export const unitKeys = { all: ['newunit'] as const, list: (p: UnitListParams) => ['newunit', 'list', p] as const };

export const unitListQuery = (p: UnitListParams) =>
  queryOptions({
    queryKey: unitKeys.list(p),
    // The table shows its own loading overlay.
    queryFn: () => unwrap(api.POST('/api/newunit/listUnits', { body: p, ...withoutLoading() })),
  });

export const dealersQuery = queryOptions({
  queryKey: ['newunit', 'dealers'],
  queryFn: () => unwrap(api.POST('/api/newunit/listDlears', withoutLoading())),
  staleTime: 5 * 60_000,
});

export const saveUnit = (body: UnitSave) => unwrap(api.POST('/api/newunit/saveUnit', { body }));
export const deleteUnit = (unit_id: number) => unwrap(api.POST('/api/newunit/delUnit', { body: { unit_id } }));
export const switchUnitState = (unit_id: number) => unwrap(api.POST('/api/newunit/switchUnitState', { body: { unit_id } }));
