import { describe, expect, it } from 'vitest';
import { type PagingSearch, codeFilter, idFilter, nextSearch, pageCount, pagedSearchSchema, resolvePaging, textFilter } from './pagedList';

type UnitSearch = PagingSearch & { unit_name?: string };
const next = (prev: UnitSearch, patch: Partial<UnitSearch>) => nextSearch<UnitSearch>(prev, patch, sizes);
const sizes = { pageSizes: [15, 30, 50, 100], defaultPageSize: 15 };
const schema = pagedSearchSchema({ unit_name: textFilter, unit_type: codeFilter(['3', '4']), unitid: idFilter });

describe('list search params', () => {
  it('reads page, page size and filters, whether numbers come parsed or as text', () => {
    expect(schema.parse({ page: 2, pagesize: '30', unit_name: ' 临江 ', unit_type: 4, unitid: '101' })).toEqual({
      page: 2,
      pagesize: 30,
      unit_name: '临江',
      unit_type: '4',
      unitid: 101,
    });
  });

  it('drops bad values instead of failing the route', () => {
    expect(schema.parse({ page: 'x', pagesize: -5, unit_name: '  ', unit_type: '9', unitid: 'abc' })).toEqual({
      page: undefined,
      pagesize: undefined,
      unit_name: undefined,
      unit_type: undefined,
      unitid: undefined,
    });
    expect(schema.parse({ page: 1.5, unit_name: { a: 1 } })).toMatchObject({ page: undefined, unit_name: undefined });
    expect(schema.parse({})).toEqual({});
  });

  it('resolves defaults and only offered page sizes', () => {
    expect(resolvePaging({}, sizes)).toEqual({ page: 1, pagesize: 15 });
    expect(resolvePaging({ page: 3, pagesize: 50 }, sizes)).toEqual({ page: 3, pagesize: 50 });
    expect(resolvePaging({ pagesize: 20 }, sizes)).toEqual({ page: 1, pagesize: 15 });
    expect(resolvePaging({ pagesize: 20 }, { pageSizes: [5], defaultPageSize: 5 })).toEqual({ page: 1, pagesize: 5 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });

  it('goes back to page 1 when a filter or the page size changes, and keeps defaults out of the URL', () => {
    expect(next({ page: 3, unit_name: 'a' }, { unit_name: 'b' })).toEqual({ unit_name: 'b' });
    expect(next({ page: 3 }, { pagesize: 30 })).toEqual({ pagesize: 30 });
    expect(next({ pagesize: 30 }, { pagesize: 15 })).toEqual({});
    expect(next({ unit_name: 'a' }, { page: 2 })).toEqual({ unit_name: 'a', page: 2 });
    expect(next({ page: 2, unit_name: 'a' }, { page: 1 })).toEqual({ unit_name: 'a' });
    expect(next({ page: 2, unit_name: 'a' }, { unit_name: '' })).toEqual({});
  });
});
