// The simulated driver's settings: the global config (spec 3 §3 "Local scanner global config") and the device
// parameter groups (§3 "Device parameter group"), with their defaults (§9) and the driver-side validation of
// set_global_config and set_device_param. Shapes follow the wire format of the shared brief.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_PARAM } from '../constants.ts';

export const FILE_NAME_MODES = ['date_time', 'random', 'sn_date_time', 'folder_time_img_order'] as const;
export type FileNameMode = (typeof FILE_NAME_MODES)[number];
export const IMAGE_FORMATS = ['jpg', 'bmp', 'png', 'tif', 'pdf', 'ofd', 'ocr-pdf', 'ocr-ofd'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const TIFF_COMPRESSIONS = ['none', 'lzw', 'jpeg'] as const;
export type TiffCompression = (typeof TIFF_COMPRESSIONS)[number];

export interface GlobalConfig {
  file_save_path: string;
  file_name_prefix: string;
  file_name_mode: FileNameMode;
  image_format: ImageFormat;
  image_jpeg_quality: number;
  image_tiff_compression: TiffCompression;
  image_tiff_jpeg_quality: number;
  is_cover: boolean;
}

export type DeviceParamValue = boolean | string | number;

export interface DeviceParam {
  name: string;
  value: DeviceParamValue;
  value_type: 'bool' | 'string' | 'int' | 'double';
  range_type: 'list' | 'min_max';
  value_list?: DeviceParamValue[];
  value_min?: number;
  value_max?: number;
}

export interface DeviceParamGroup {
  group_name: string;
  group_param: DeviceParam[];
}

/** File name extension per image_format (the OCR formats write PDF and OFD files). */
export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  jpg: 'jpg',
  bmp: 'bmp',
  png: 'png',
  tif: 'tif',
  pdf: 'pdf',
  ofd: 'ofd',
  'ocr-pdf': 'pdf',
  'ocr-ofd': 'ofd',
};

/** The simulator's default file name prefix (the product's fallback is "a fixed product-like default string"). */
export const DEFAULT_FILE_NAME_PREFIX = 'EXAMSCAN';

/** Where the simulated driver says it saves images (nothing is written there). */
export const DEFAULT_FILE_SAVE_PATH = join(tmpdir(), 'exam-scanner-simulator');

export function defaultGlobalConfig(overrides: Partial<GlobalConfig> = {}): GlobalConfig {
  return {
    file_save_path: DEFAULT_FILE_SAVE_PATH,
    file_name_prefix: DEFAULT_FILE_NAME_PREFIX,
    file_name_mode: 'date_time',
    image_format: 'jpg',
    image_jpeg_quality: 80,
    image_tiff_compression: 'jpeg',
    image_tiff_jpeg_quality: 80,
    is_cover: false,
    ...overrides,
  };
}

export { DEVICE_PARAM };

/**
 * The parameter groups with the spec's defaults (§9): orientation -90°, 200 dpi of 100/150/200, match original size,
 * black-white, red removal; values of every type (bool, string, int, double) in lists and min–max ranges.
 */
export function defaultDeviceParamGroups(options: { duplex?: boolean } = {}): DeviceParamGroup[] {
  return [
    {
      group_name: 'Basic',
      group_param: [
        { name: DEVICE_PARAM.colorMode, value: 'Black and white', value_type: 'string', range_type: 'list', value_list: ['Black and white', 'Grayscale', 'Color'] },
        { name: DEVICE_PARAM.resolution, value: 200, value_type: 'int', range_type: 'list', value_list: [100, 150, 200] },
        { name: DEVICE_PARAM.paperSize, value: 'Match original size', value_type: 'string', range_type: 'list', value_list: ['A4', 'A3', 'Match original size'] },
        { name: DEVICE_PARAM.rotation, value: -90, value_type: 'int', range_type: 'list', value_list: [0, 90, -90, 180] },
        { name: DEVICE_PARAM.duplex, value: options.duplex ?? false, value_type: 'bool', range_type: 'list', value_list: [true, false] },
      ],
    },
    {
      group_name: 'Image',
      group_param: [
        { name: DEVICE_PARAM.redRemoval, value: true, value_type: 'bool', range_type: 'list', value_list: [true, false] },
        { name: 'Brightness', value: 0, value_type: 'int', range_type: 'min_max', value_min: -100, value_max: 100 },
        { name: 'Threshold', value: 128, value_type: 'int', range_type: 'min_max', value_min: 0, value_max: 255 },
        { name: 'Gamma', value: 1.8, value_type: 'double', range_type: 'min_max', value_min: 0.1, value_max: 5 },
        { name: 'Sharpness', value: 0.5, value_type: 'double', range_type: 'list', value_list: [0, 0.5, 1, 1.5] },
      ],
    },
    {
      group_name: 'Feeder',
      group_param: [
        { name: 'Double feed detection', value: true, value_type: 'bool', range_type: 'list', value_list: [true, false] },
        { name: 'Blank page threshold', value: 1.5, value_type: 'double', range_type: 'min_max', value_min: 0, value_max: 10 },
        { name: 'Feed timeout (s)', value: 10, value_type: 'int', range_type: 'min_max', value_min: 1, value_max: 60 },
        { name: 'Imprinter', value: 'Off', value_type: 'string', range_type: 'list', value_list: ['Off', 'Page number', 'Date and time'] },
      ],
    },
  ];
}

export function findDeviceParam(groups: DeviceParamGroup[], name: string): DeviceParam | undefined {
  for (const group of groups) {
    const param = group.group_param.find((p) => p.name === name);
    if (param) return param;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one value against its parameter; returns the driver's error text, or undefined when it fits. */
export function deviceParamValueError(param: DeviceParam, value: unknown): string | undefined {
  const typeOk =
    param.value_type === 'bool'
      ? typeof value === 'boolean'
      : param.value_type === 'string'
        ? typeof value === 'string'
        : param.value_type === 'int'
          ? typeof value === 'number' && Number.isInteger(value)
          : typeof value === 'number' && Number.isFinite(value);
  if (!typeOk) return `参数类型错误：${param.name} 应为 ${param.value_type}`;
  if (param.range_type === 'list') {
    if (!(param.value_list ?? []).some((option) => option === value)) {
      return `参数值不在可选范围内：${param.name}=${String(value)}（可选 ${(param.value_list ?? []).join('/')}）`;
    }
  } else {
    const n = value as number;
    if ((param.value_min !== undefined && n < param.value_min) || (param.value_max !== undefined && n > param.value_max)) {
      return `参数值超出范围：${param.name}=${n}（${param.value_min ?? ''}~${param.value_max ?? ''}）`;
    }
  }
  return undefined;
}

/** Validates a set_device_param list against the groups; the first problem as the driver's err_info. */
export function deviceParamListError(groups: DeviceParamGroup[], list: unknown): string | undefined {
  if (!Array.isArray(list) || list.length === 0) return '参数格式错误：device_param 应为非空数组';
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || !('value' in entry)) return '参数格式错误：每项需要 name 和 value';
    const param = findDeviceParam(groups, entry.name);
    if (!param) return `参数不存在：${entry.name}`;
    const error = deviceParamValueError(param, entry.value);
    if (error) return error;
  }
  return undefined;
}

/** Validates a (partial) set_global_config; the first problem as the driver's err_info. */
export function globalConfigError(config: unknown): string | undefined {
  if (!isRecord(config)) return '参数格式错误：global_config 应为对象';
  const quality = (key: string) => {
    const value = config[key];
    return value !== undefined && !(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100)
      ? `配置值超出范围：${key} 应为 0~100 的整数`
      : undefined;
  };
  const oneOf = (key: string, options: readonly string[]) => {
    const value = config[key];
    return value !== undefined && !(typeof value === 'string' && options.includes(value)) ? `配置值无效：${key} 应为 ${options.join('/')}` : undefined;
  };
  const known = new Set<string>(Object.keys(defaultGlobalConfig()));
  for (const key of Object.keys(config)) if (!known.has(key)) return `未知配置项：${key}`;
  if (config.file_save_path !== undefined && (typeof config.file_save_path !== 'string' || config.file_save_path.trim() === '')) {
    return '配置值无效：file_save_path 应为非空路径';
  }
  if (config.file_name_prefix !== undefined && (typeof config.file_name_prefix !== 'string' || /[\\/:*?"<>|]/.test(config.file_name_prefix))) {
    return '配置值无效：file_name_prefix 不能包含 \\ / : * ? " < > |';
  }
  if (config.is_cover !== undefined && typeof config.is_cover !== 'boolean') return '配置值无效：is_cover 应为布尔值';
  return (
    oneOf('file_name_mode', FILE_NAME_MODES) ??
    oneOf('image_format', IMAGE_FORMATS) ??
    oneOf('image_tiff_compression', TIFF_COMPRESSIONS) ??
    quality('image_jpeg_quality') ??
    quality('image_tiff_jpeg_quality')
  );
}
