import { describe, expect, it } from 'vitest';
import { defaultDeviceParamGroups } from '@exam/scanner-protocol/simulator';
import { presetParams } from './presets';

describe('preset scanner parameters', () => {
  const groups = defaultDeviceParamGroups();
  it('follow the subject’s scan properties, with red removal in paper scanning', () => {
    expect(presetParams(groups, { scan_way: '1', scan_dpi: 150, scan_color: 3, scan_paper_size: 2 }, 'paper')).toEqual([
      { name: 'Duplex', value: false },
      { name: 'Resolution', value: 150 },
      { name: 'Color mode', value: 'Color' },
      { name: 'Paper size', value: 'A3' },
      { name: 'Red removal', value: true },
    ]);
  });
  it('template scanning is always double-sided, without red removal; missing properties take the spec defaults', () => {
    expect(presetParams(groups, { scan_way: '1' }, 'template')).toEqual([
      { name: 'Duplex', value: true },
      { name: 'Resolution', value: 200 },
      { name: 'Color mode', value: 'Black and white' },
      { name: 'Paper size', value: 'Match original size' },
      { name: 'Red removal', value: false },
    ]);
  });
  it('sets nothing a device does not offer', () => {
    expect(presetParams([{ group_name: 'Other', group_param: [] }], null, 'paper')).toEqual([]);
  });
});
