// The scanner view's search params, apart from its code: `template` (1 or true) preselects 模板扫描 (spec 3 §2.3).
export interface ScanViewSearch {
  template?: boolean;
}

export function scanViewSearch(search: Record<string, unknown>): ScanViewSearch {
  const raw = search.template;
  return raw === true || raw === 1 || raw === '1' || raw === 'true' ? { template: true } : {};
}
