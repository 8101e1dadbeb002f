// The scanner parameters the view presets after opening a device (spec 3 §4.1, §9): the subject's scan properties
// (double-sided, resolution, colour, paper size) and red removal in paper scanning only. Only the parameters the device
// offers are set; a device offering none of them keeps its defaults ('No preset scanner params, default used').
import { DEVICE_PARAM, type DeviceParamGroup, type DeviceParamSetting } from '@exam/scanner-protocol';
import type { Schemas } from '@exam/sdk';

type ScanProp = Schemas['ScanProp'];

const COLOR: Readonly<Record<number, string>> = { 1: 'Black and white', 2: 'Grayscale', 3: 'Color' };
const PAPER: Readonly<Record<number, string>> = { 1: 'A4', 2: 'A3', 3: 'Match original size' };

/** The settings for a device, from the subject's scan properties; template scanning is always double-sided. */
export function presetParams(groups: readonly DeviceParamGroup[], scanProp: Partial<ScanProp> | null | undefined, mode: 'paper' | 'template'): DeviceParamSetting[] {
  const wanted: [string, DeviceParamSetting['value']][] = [
    [DEVICE_PARAM.duplex, mode === 'template' || (scanProp?.scan_way ?? '2') === '2'],
    [DEVICE_PARAM.resolution, scanProp?.scan_dpi ?? 200],
    [DEVICE_PARAM.colorMode, COLOR[scanProp?.scan_color ?? 1] ?? 'Black and white'],
    [DEVICE_PARAM.paperSize, PAPER[scanProp?.scan_paper_size ?? 3] ?? 'Match original size'],
    // Red removal in exam (paper) mode only: a template keeps its red marks.
    [DEVICE_PARAM.redRemoval, mode === 'paper'],
  ];
  const offered = new Set(groups.flatMap((g) => g.group_param.map((p) => p.name)));
  return wanted.filter(([name]) => offered.has(name)).map(([name, value]) => ({ name, value }));
}
