// GENERATED FILE, DO NOT EDIT. Made by scripts/generate.mjs from openapi/scanner-driver.asyncapi.yaml; run `npm run generate` after changing it.
// Types of every payload of the local scanner driver protocol, the command and event maps, and the payload JSON
// schemas (draft-07) for runtime validation.

/** Result code of a command; 0 is success, any other value is a failure described by `err_info`. */
export type Ret = number;

/** The driver's failure text; empty (or ignorable) when `ret` is 0. */
export type ErrInfo = string;

/** A scanner's name as the driver reports it. */
export type DeviceName = string;

/**
 * Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a
 * 17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.
 */
export type ImagePath = string;

/** Image bytes in plain base64 (no `data:` prefix), in the configured image format. */
export type ImageBase64 = string;

/** A JPEG quality from 0 (smallest) to 100 (best). */
export type Quality = number;

/**
 * How the driver names saved files: date_time (timestamp), random, sn_date_time (serial number and timestamp) or
 * folder_time_img_order (folder, time and image order). The portal uses date_time.
 * @default "date_time"
 */
export type FileNameMode = 'date_time' | 'random' | 'sn_date_time' | 'folder_time_img_order';

/**
 * Format of saved images. The file extension is the format itself, except ocr-pdf (pdf) and ocr-ofd (ofd).
 * @default "jpg"
 */
export type ImageFormat = 'jpg' | 'bmp' | 'png' | 'tif' | 'pdf' | 'ofd' | 'ocr-pdf' | 'ocr-ofd';

/** Compression of TIFF images (image_format tif). */
export type ImageTiffCompression = 'none' | 'lzw' | 'jpeg';

/** The local scanner global configuration, as get_global_config returns it. */
export interface GlobalConfig {
  /** Folder on the user's machine where scanned images are saved. */
  file_save_path: string;
  /** Prefix of saved file names (the portal falls back to a fixed product-like default when empty). */
  file_name_prefix: string;
  file_name_mode: FileNameMode;
  image_format: ImageFormat;
  /**
   * JPEG quality of saved jpg images.
   * @default 80
   */
  image_jpeg_quality: Quality;
  image_tiff_compression: ImageTiffCompression;
  /**
   * JPEG quality inside TIFF images compressed with jpeg.
   * @default 80
   */
  image_tiff_jpeg_quality: Quality;
  /**
   * The override flag: ignore duplicate exam-number errors and overwrite already uploaded sheets (spec 3 §5; the
   * portal offers it when code_type is 2 and asks for confirmation before enabling it).
   * @default false
   */
  is_cover: boolean;
}

/** Some fields of the global configuration; fields left out keep their value. */
export interface GlobalConfigPatch {
  /** Folder on the user's machine where scanned images are saved. */
  file_save_path?: string;
  /** Prefix of saved file names. */
  file_name_prefix?: string;
  file_name_mode?: FileNameMode;
  image_format?: ImageFormat;
  image_jpeg_quality?: Quality;
  image_tiff_compression?: ImageTiffCompression;
  image_tiff_jpeg_quality?: Quality;
  /** The override flag (see GlobalConfig.is_cover). */
  is_cover?: boolean;
}

/** A parameter value; its JSON type follows the parameter's value_type (bool, string, int, double). */
export type DeviceParamValue = boolean | string | number;

/**
 * One device parameter. A `list` range offers `value_list`; a `min_max` range allows `value_min` to `value_max`
 * (the portal rounds double values to 2 decimals, step 0.01).
 */
export interface DeviceParam {
  /** The parameter's name, unique within the device; set_device_param addresses it by this name. */
  name: string;
  value: DeviceParamValue;
  /** JSON type of `value` and of the `value_list` entries (int is an integer number). */
  value_type: 'bool' | 'string' | 'int' | 'double';
  /** Whether the allowed values are a list or a numeric range. */
  range_type: 'list' | 'min_max';
  /** Allowed values, present when range_type is list. */
  value_list?: DeviceParamValue[];
  /** Smallest allowed value, present when range_type is min_max. */
  value_min?: number;
  /** Largest allowed value, present when range_type is min_max. */
  value_max?: number;
}

/** A named group of device parameters (one tab of the parameter dialog). */
export interface DeviceParamGroup {
  /** The group's name, shown as the tab title. */
  group_name: string;
  /** The group's parameters. */
  group_param: DeviceParam[];
}

/** A new value for the parameter with this name. */
export interface DeviceParamSetting {
  /** The parameter's name (DeviceParam.name). */
  name: string;
  value: DeviceParamValue;
}

/** The thumbnail of one saved image. */
export interface ImageThumbnail {
  image_path: ImagePath;
  image_base64: ImageBase64;
}

/** Which side of the sheet the image shows (as fed; a sheet fed face down shows its back first). */
export type ImageSide = 'front' | 'back';

/** The identity of the sheet the image belongs to (its printed serial / page marker); both sides of one sheet carry the same value. */
export type SheetSerial = string;

/** One image the driver saved. */
export interface SavedImage {
  image_path: ImagePath;
  /** Its place in the driver's image list since the last clear_image_list (0 first). */
  order: number;
  /** Its place within its own scan (0 first), when the driver knows it. */
  scan_index?: number;
  side?: ImageSide;
  sheet_serial?: SheetSerial;
}

/** is_device_init: Is the scanner subsystem initialised? */
export interface IsDeviceInitCommand {
  func: 'is_device_init';
}

/** is_device_init reply: Whether the scanner subsystem is initialised. */
export interface IsDeviceInitReply {
  func: 'is_device_init';
  ret: Ret;
  err_info: ErrInfo;
  /** Whether the scanner subsystem is initialised (present when ret is 0). */
  init?: boolean;
}

/** init_device: Initialise the scanner subsystem. */
export interface InitDeviceCommand {
  func: 'init_device';
}

/** init_device reply: The outcome of init_device. */
export interface InitDeviceReply {
  func: 'init_device';
  ret: Ret;
  err_info: ErrInfo;
}

/** get_device_name_list: List the scanners. */
export interface GetDeviceNameListCommand {
  func: 'get_device_name_list';
}

/** get_device_name_list reply: The scanners the driver sees. */
export interface GetDeviceNameListReply {
  func: 'get_device_name_list';
  ret: Ret;
  err_info: ErrInfo;
  /** Names of the scanners the driver sees, possibly none (present when ret is 0). */
  device_name_list?: DeviceName[];
}

/** get_global_config: Read the global configuration. */
export interface GetGlobalConfigCommand {
  func: 'get_global_config';
}

/** get_global_config reply: The global configuration. */
export interface GetGlobalConfigReply {
  func: 'get_global_config';
  ret: Ret;
  err_info: ErrInfo;
  /** The current configuration (present when ret is 0). */
  global_config?: GlobalConfig;
}

/** set_global_config: Change the global configuration. */
export interface SetGlobalConfigCommand {
  func: 'set_global_config';
  global_config: GlobalConfigPatch;
}

/** set_global_config reply: The outcome of set_global_config. */
export interface SetGlobalConfigReply {
  func: 'set_global_config';
  ret: Ret;
  err_info: ErrInfo;
}

/** get_device_param: Read the device parameter groups. */
export interface GetDeviceParamCommand {
  func: 'get_device_param';
}

/** get_device_param reply: The device parameter groups. */
export interface GetDeviceParamReply {
  func: 'get_device_param';
  ret: Ret;
  err_info: ErrInfo;
  /** The open device's parameter groups (present when ret is 0). */
  device_param?: DeviceParamGroup[];
}

/** set_device_param: Set device parameters. */
export interface SetDeviceParamCommand {
  func: 'set_device_param';
  /** The parameters to change, by name. */
  device_param: DeviceParamSetting[];
}

/** set_device_param reply: The outcome of set_device_param. */
export interface SetDeviceParamReply {
  func: 'set_device_param';
  ret: Ret;
  err_info: ErrInfo;
}

/** reset_device_param: Reset the device parameters. */
export interface ResetDeviceParamCommand {
  func: 'reset_device_param';
}

/** reset_device_param reply: The outcome of reset_device_param. */
export interface ResetDeviceParamReply {
  func: 'reset_device_param';
  ret: Ret;
  err_info: ErrInfo;
}

/** open_device: Open a scanner. */
export interface OpenDeviceCommand {
  func: 'open_device';
  device_name: DeviceName;
}

/**
 * `ret` 0, or err_info 'already opened device', means the device is open; err_info 'device not found' means it is
 * not.
 */
export interface OpenDeviceReply {
  func: 'open_device';
  ret: Ret;
  err_info: ErrInfo;
}

/** start_scan: Start scanning. */
export interface StartScanCommand {
  func: 'start_scan';
  /**
   * Let the driver detect and drop blank pages.
   * @default false
   */
  blank_check?: boolean;
  /**
   * Save each scanned image under file_save_path (scan_image then carries its path).
   * @default true
   */
  local_save?: boolean;
  /**
   * Include each image as base64 in its scan_image event.
   * @default true
   */
  get_base64?: boolean;
}

/** start_scan reply: The outcome of start_scan. */
export interface StartScanReply {
  func: 'start_scan';
  ret: Ret;
  err_info: ErrInfo;
}

/** stop_scan: Stop scanning. */
export interface StopScanCommand {
  func: 'stop_scan';
}

/** stop_scan reply: The outcome of stop_scan. */
export interface StopScanReply {
  func: 'stop_scan';
  ret: Ret;
  err_info: ErrInfo;
}

/** load_image: Read a saved image. */
export interface LoadImageCommand {
  func: 'load_image';
  image_path: ImagePath;
}

/** load_image reply: The image as base64. */
export interface LoadImageReply {
  func: 'load_image';
  ret: Ret;
  err_info: ErrInfo;
  /** The image's bytes (present when ret is 0). */
  image_base64?: ImageBase64;
}

/** get_image_thumbnail_list: Read thumbnails of saved images. */
export interface GetImageThumbnailListCommand {
  func: 'get_image_thumbnail_list';
  /** The images whose thumbnails are wanted. */
  image_path_list: ImagePath[];
}

/** get_image_thumbnail_list reply: The thumbnails. */
export interface GetImageThumbnailListReply {
  func: 'get_image_thumbnail_list';
  ret: Ret;
  err_info: ErrInfo;
  /** One thumbnail per requested path, in request order (present when ret is 0). */
  image_thumbnail_list?: ImageThumbnail[];
}

/** get_saved_image_list: List the images saved after a given one. */
export interface GetSavedImageListCommand {
  func: 'get_saved_image_list';
  /** List only the images saved after this one; left out, every image of the list. An unknown path is refused (ret ≠ 0). */
  after_image_path?: ImagePath;
}

/** get_saved_image_list reply: The images saved since, and whether a scan runs. */
export interface GetSavedImageListReply {
  func: 'get_saved_image_list';
  ret: Ret;
  err_info: ErrInfo;
  /** Whether a scan is running now (present when ret is 0). */
  scanning?: boolean;
  /** The images, oldest first (present when ret is 0). */
  image_list?: SavedImage[];
}

/** clear_image_list: Clear the image list. */
export interface ClearImageListCommand {
  func: 'clear_image_list';
}

/** clear_image_list reply: The outcome of clear_image_list. */
export interface ClearImageListReply {
  func: 'clear_image_list';
  ret: Ret;
  err_info: ErrInfo;
}

/** clear_global_file_save_path: Delete the saved images. */
export interface ClearGlobalFileSavePathCommand {
  func: 'clear_global_file_save_path';
}

/** clear_global_file_save_path reply: The outcome of clear_global_file_save_path. */
export interface ClearGlobalFileSavePathReply {
  func: 'clear_global_file_save_path';
  ret: Ret;
  err_info: ErrInfo;
}

/** scan_begin: A scan has started. */
export interface ScanBeginEvent {
  func: 'scan_begin';
}

/** scan_end: The scan has ended. */
export interface ScanEndEvent {
  func: 'scan_end';
  /** The sheets the scanner fed in this scan (a sheet counts once whether one or both sides were saved), so the portal can tell whether it received every sheet. */
  sheet_count?: number;
}

/** scan_info: A status or error text during a scan. */
export interface ScanInfoEvent {
  func: 'scan_info';
  /** True for an error (a paper jam, an empty feeder); the scan then ends abnormally. */
  is_error: boolean;
  /** The driver's text. */
  info: string;
}

/** scan_image: One scanned side. */
export interface ScanImageEvent {
  func: 'scan_image';
  image_path: ImagePath;
  /** The image's bytes; empty when the scan was started with get_base64 false. */
  image_base64: ImageBase64;
  side?: ImageSide;
  sheet_serial?: SheetSerial;
}

/** device_arrive: A scanner was plugged in. */
export interface DeviceArriveEvent {
  func: 'device_arrive';
  device_name: DeviceName;
}

/** device_remove: A scanner was unplugged. */
export interface DeviceRemoveEvent {
  func: 'device_remove';
  device_name: DeviceName;
}

// ---- Command parameters (without func) and reply data (without func, ret and err_info; present when ret is 0) ----

/** Parameters of is_device_init. */
export type IsDeviceInitParams = Record<string, never>;

/** Data of a successful is_device_init reply. */
export interface IsDeviceInitReplyData {
  /** Whether the scanner subsystem is initialised (present when ret is 0). */
  init: boolean;
}

/** Parameters of init_device. */
export type InitDeviceParams = Record<string, never>;

/** Data of a successful init_device reply. */
export type InitDeviceReplyData = Record<string, never>;

/** Parameters of get_device_name_list. */
export type GetDeviceNameListParams = Record<string, never>;

/** Data of a successful get_device_name_list reply. */
export interface GetDeviceNameListReplyData {
  /** Names of the scanners the driver sees, possibly none (present when ret is 0). */
  device_name_list: DeviceName[];
}

/** Parameters of get_global_config. */
export type GetGlobalConfigParams = Record<string, never>;

/** Data of a successful get_global_config reply. */
export interface GetGlobalConfigReplyData {
  /** The current configuration (present when ret is 0). */
  global_config: GlobalConfig;
}

/** Parameters of set_global_config. */
export interface SetGlobalConfigParams {
  global_config: GlobalConfigPatch;
}

/** Data of a successful set_global_config reply. */
export type SetGlobalConfigReplyData = Record<string, never>;

/** Parameters of get_device_param. */
export type GetDeviceParamParams = Record<string, never>;

/** Data of a successful get_device_param reply. */
export interface GetDeviceParamReplyData {
  /** The open device's parameter groups (present when ret is 0). */
  device_param: DeviceParamGroup[];
}

/** Parameters of set_device_param. */
export interface SetDeviceParamParams {
  /** The parameters to change, by name. */
  device_param: DeviceParamSetting[];
}

/** Data of a successful set_device_param reply. */
export type SetDeviceParamReplyData = Record<string, never>;

/** Parameters of reset_device_param. */
export type ResetDeviceParamParams = Record<string, never>;

/** Data of a successful reset_device_param reply. */
export type ResetDeviceParamReplyData = Record<string, never>;

/** Parameters of open_device. */
export interface OpenDeviceParams {
  device_name: DeviceName;
}

/** Data of a successful open_device reply. */
export type OpenDeviceReplyData = Record<string, never>;

/** Parameters of start_scan. */
export interface StartScanParams {
  /**
   * Let the driver detect and drop blank pages.
   * @default false
   */
  blank_check?: boolean;
  /**
   * Save each scanned image under file_save_path (scan_image then carries its path).
   * @default true
   */
  local_save?: boolean;
  /**
   * Include each image as base64 in its scan_image event.
   * @default true
   */
  get_base64?: boolean;
}

/** Data of a successful start_scan reply. */
export type StartScanReplyData = Record<string, never>;

/** Parameters of stop_scan. */
export type StopScanParams = Record<string, never>;

/** Data of a successful stop_scan reply. */
export type StopScanReplyData = Record<string, never>;

/** Parameters of load_image. */
export interface LoadImageParams {
  image_path: ImagePath;
}

/** Data of a successful load_image reply. */
export interface LoadImageReplyData {
  /** The image's bytes (present when ret is 0). */
  image_base64: ImageBase64;
}

/** Parameters of get_image_thumbnail_list. */
export interface GetImageThumbnailListParams {
  /** The images whose thumbnails are wanted. */
  image_path_list: ImagePath[];
}

/** Data of a successful get_image_thumbnail_list reply. */
export interface GetImageThumbnailListReplyData {
  /** One thumbnail per requested path, in request order (present when ret is 0). */
  image_thumbnail_list: ImageThumbnail[];
}

/** Parameters of get_saved_image_list. */
export interface GetSavedImageListParams {
  /** List only the images saved after this one; left out, every image of the list. An unknown path is refused (ret ≠ 0). */
  after_image_path?: ImagePath;
}

/** Data of a successful get_saved_image_list reply. */
export interface GetSavedImageListReplyData {
  /** Whether a scan is running now (present when ret is 0). */
  scanning: boolean;
  /** The images, oldest first (present when ret is 0). */
  image_list: SavedImage[];
}

/** Parameters of clear_image_list. */
export type ClearImageListParams = Record<string, never>;

/** Data of a successful clear_image_list reply. */
export type ClearImageListReplyData = Record<string, never>;

/** Parameters of clear_global_file_save_path. */
export type ClearGlobalFileSavePathParams = Record<string, never>;

/** Data of a successful clear_global_file_save_path reply. */
export type ClearGlobalFileSavePathReplyData = Record<string, never>;

/** Every command by func: its command and reply messages, its parameters and its reply data. */
export interface DriverCommandMap {
  is_device_init: { command: IsDeviceInitCommand; params: IsDeviceInitParams; reply: IsDeviceInitReply; data: IsDeviceInitReplyData };
  init_device: { command: InitDeviceCommand; params: InitDeviceParams; reply: InitDeviceReply; data: InitDeviceReplyData };
  get_device_name_list: { command: GetDeviceNameListCommand; params: GetDeviceNameListParams; reply: GetDeviceNameListReply; data: GetDeviceNameListReplyData };
  get_global_config: { command: GetGlobalConfigCommand; params: GetGlobalConfigParams; reply: GetGlobalConfigReply; data: GetGlobalConfigReplyData };
  set_global_config: { command: SetGlobalConfigCommand; params: SetGlobalConfigParams; reply: SetGlobalConfigReply; data: SetGlobalConfigReplyData };
  get_device_param: { command: GetDeviceParamCommand; params: GetDeviceParamParams; reply: GetDeviceParamReply; data: GetDeviceParamReplyData };
  set_device_param: { command: SetDeviceParamCommand; params: SetDeviceParamParams; reply: SetDeviceParamReply; data: SetDeviceParamReplyData };
  reset_device_param: { command: ResetDeviceParamCommand; params: ResetDeviceParamParams; reply: ResetDeviceParamReply; data: ResetDeviceParamReplyData };
  open_device: { command: OpenDeviceCommand; params: OpenDeviceParams; reply: OpenDeviceReply; data: OpenDeviceReplyData };
  start_scan: { command: StartScanCommand; params: StartScanParams; reply: StartScanReply; data: StartScanReplyData };
  stop_scan: { command: StopScanCommand; params: StopScanParams; reply: StopScanReply; data: StopScanReplyData };
  load_image: { command: LoadImageCommand; params: LoadImageParams; reply: LoadImageReply; data: LoadImageReplyData };
  get_image_thumbnail_list: { command: GetImageThumbnailListCommand; params: GetImageThumbnailListParams; reply: GetImageThumbnailListReply; data: GetImageThumbnailListReplyData };
  get_saved_image_list: { command: GetSavedImageListCommand; params: GetSavedImageListParams; reply: GetSavedImageListReply; data: GetSavedImageListReplyData };
  clear_image_list: { command: ClearImageListCommand; params: ClearImageListParams; reply: ClearImageListReply; data: ClearImageListReplyData };
  clear_global_file_save_path: { command: ClearGlobalFileSavePathCommand; params: ClearGlobalFileSavePathParams; reply: ClearGlobalFileSavePathReply; data: ClearGlobalFileSavePathReplyData };
}

export type DriverCommandFunc = keyof DriverCommandMap;
/** A command message (portal → driver). */
export type DriverCommand<F extends DriverCommandFunc = DriverCommandFunc> = DriverCommandMap[F]['command'];
/** A reply message (driver → portal), paired with its command by func. */
export type DriverReply<F extends DriverCommandFunc = DriverCommandFunc> = DriverCommandMap[F]['reply'];
export type DriverParams<F extends DriverCommandFunc> = DriverCommandMap[F]['params'];
export type DriverReplyData<F extends DriverCommandFunc> = DriverCommandMap[F]['data'];

/** Every event by func. */
export interface DriverEventMap {
  scan_begin: ScanBeginEvent;
  scan_end: ScanEndEvent;
  scan_info: ScanInfoEvent;
  scan_image: ScanImageEvent;
  device_arrive: DeviceArriveEvent;
  device_remove: DeviceRemoveEvent;
}

export type DriverEventFunc = keyof DriverEventMap;
/** An event message (driver → portal, unsolicited). */
export type DriverEvent<E extends DriverEventFunc = DriverEventFunc> = DriverEventMap[E];

export const DRIVER_COMMAND_FUNCS = ['is_device_init', 'init_device', 'get_device_name_list', 'get_global_config', 'set_global_config', 'get_device_param', 'set_device_param', 'reset_device_param', 'open_device', 'start_scan', 'stop_scan', 'load_image', 'get_image_thumbnail_list', 'get_saved_image_list', 'clear_image_list', 'clear_global_file_save_path'] as const satisfies readonly DriverCommandFunc[];

export const DRIVER_EVENT_FUNCS = ['scan_begin', 'scan_end', 'scan_info', 'scan_image', 'device_arrive', 'device_remove'] as const satisfies readonly DriverEventFunc[];

/** The AsyncAPI operation and message names of each command. */
export const DRIVER_COMMAND_MESSAGES = {
  is_device_init: { operation: 'isDeviceInit', command: 'IsDeviceInitCommand', reply: 'IsDeviceInitReply' },
  init_device: { operation: 'initDevice', command: 'InitDeviceCommand', reply: 'InitDeviceReply' },
  get_device_name_list: { operation: 'getDeviceNameList', command: 'GetDeviceNameListCommand', reply: 'GetDeviceNameListReply' },
  get_global_config: { operation: 'getGlobalConfig', command: 'GetGlobalConfigCommand', reply: 'GetGlobalConfigReply' },
  set_global_config: { operation: 'setGlobalConfig', command: 'SetGlobalConfigCommand', reply: 'SetGlobalConfigReply' },
  get_device_param: { operation: 'getDeviceParam', command: 'GetDeviceParamCommand', reply: 'GetDeviceParamReply' },
  set_device_param: { operation: 'setDeviceParam', command: 'SetDeviceParamCommand', reply: 'SetDeviceParamReply' },
  reset_device_param: { operation: 'resetDeviceParam', command: 'ResetDeviceParamCommand', reply: 'ResetDeviceParamReply' },
  open_device: { operation: 'openDevice', command: 'OpenDeviceCommand', reply: 'OpenDeviceReply' },
  start_scan: { operation: 'startScan', command: 'StartScanCommand', reply: 'StartScanReply' },
  stop_scan: { operation: 'stopScan', command: 'StopScanCommand', reply: 'StopScanReply' },
  load_image: { operation: 'loadImage', command: 'LoadImageCommand', reply: 'LoadImageReply' },
  get_image_thumbnail_list: { operation: 'getImageThumbnailList', command: 'GetImageThumbnailListCommand', reply: 'GetImageThumbnailListReply' },
  get_saved_image_list: { operation: 'getSavedImageList', command: 'GetSavedImageListCommand', reply: 'GetSavedImageListReply' },
  clear_image_list: { operation: 'clearImageList', command: 'ClearImageListCommand', reply: 'ClearImageListReply' },
  clear_global_file_save_path: { operation: 'clearGlobalFileSavePath', command: 'ClearGlobalFileSavePathCommand', reply: 'ClearGlobalFileSavePathReply' },
} as const satisfies Record<DriverCommandFunc, { operation: string; command: DriverMessageName; reply: DriverMessageName }>;

/** The AsyncAPI operation and message names of each event. */
export const DRIVER_EVENT_MESSAGES = {
  scan_begin: { operation: 'scanBegin', event: 'ScanBeginEvent' },
  scan_end: { operation: 'scanEnd', event: 'ScanEndEvent' },
  scan_info: { operation: 'scanInfo', event: 'ScanInfoEvent' },
  scan_image: { operation: 'scanImage', event: 'ScanImageEvent' },
  device_arrive: { operation: 'deviceArrive', event: 'DeviceArriveEvent' },
  device_remove: { operation: 'deviceRemove', event: 'DeviceRemoveEvent' },
} as const satisfies Record<DriverEventFunc, { operation: string; event: DriverMessageName }>;

/** Every message of the document by name. */
export type DriverMessageName =
  | 'IsDeviceInitCommand'
  | 'IsDeviceInitReply'
  | 'InitDeviceCommand'
  | 'InitDeviceReply'
  | 'GetDeviceNameListCommand'
  | 'GetDeviceNameListReply'
  | 'GetGlobalConfigCommand'
  | 'GetGlobalConfigReply'
  | 'SetGlobalConfigCommand'
  | 'SetGlobalConfigReply'
  | 'GetDeviceParamCommand'
  | 'GetDeviceParamReply'
  | 'SetDeviceParamCommand'
  | 'SetDeviceParamReply'
  | 'ResetDeviceParamCommand'
  | 'ResetDeviceParamReply'
  | 'OpenDeviceCommand'
  | 'OpenDeviceReply'
  | 'StartScanCommand'
  | 'StartScanReply'
  | 'StopScanCommand'
  | 'StopScanReply'
  | 'LoadImageCommand'
  | 'LoadImageReply'
  | 'GetImageThumbnailListCommand'
  | 'GetImageThumbnailListReply'
  | 'GetSavedImageListCommand'
  | 'GetSavedImageListReply'
  | 'ClearImageListCommand'
  | 'ClearImageListReply'
  | 'ClearGlobalFileSavePathCommand'
  | 'ClearGlobalFileSavePathReply'
  | 'ScanBeginEvent'
  | 'ScanEndEvent'
  | 'ScanInfoEvent'
  | 'ScanImageEvent'
  | 'DeviceArriveEvent'
  | 'DeviceRemoveEvent';

/** A JSON Schema (draft-07) object. */
export type DriverJsonSchema = { readonly [keyword: string]: unknown };

/** The JSON Schema of each message's payload, self-contained (references inlined), for runtime validation. */
export const driverPayloadSchemas: Readonly<Record<DriverMessageName, DriverJsonSchema>> = {
  "IsDeviceInitCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "is_device_init"
      }
    }
  },
  "IsDeviceInitReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "is_device_init"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "init": {
        "type": "boolean",
        "description": "Whether the scanner subsystem is initialised (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "init"
      ]
    }
  },
  "InitDeviceCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "init_device"
      }
    }
  },
  "InitDeviceReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "init_device"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "GetDeviceNameListCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_device_name_list"
      }
    }
  },
  "GetDeviceNameListReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_device_name_list"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "device_name_list": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1,
          "description": "A scanner's name as the driver reports it.",
          "examples": [
            "Kodak i2900",
            "Fujitsu fi-7160"
          ]
        },
        "description": "Names of the scanners the driver sees, possibly none (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "device_name_list"
      ]
    }
  },
  "GetGlobalConfigCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_global_config"
      }
    }
  },
  "GetGlobalConfigReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_global_config"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "global_config": {
        "allOf": [
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "file_save_path",
              "file_name_prefix",
              "file_name_mode",
              "image_format",
              "image_jpeg_quality",
              "image_tiff_compression",
              "image_tiff_jpeg_quality",
              "is_cover"
            ],
            "description": "The local scanner global configuration, as get_global_config returns it.",
            "properties": {
              "file_save_path": {
                "type": "string",
                "description": "Folder on the user's machine where scanned images are saved."
              },
              "file_name_prefix": {
                "type": "string",
                "description": "Prefix of saved file names (the portal falls back to a fixed product-like default when empty)."
              },
              "file_name_mode": {
                "type": "string",
                "enum": [
                  "date_time",
                  "random",
                  "sn_date_time",
                  "folder_time_img_order"
                ],
                "default": "date_time",
                "description": "How the driver names saved files: date_time (timestamp), random, sn_date_time (serial number and timestamp) or\nfolder_time_img_order (folder, time and image order). The portal uses date_time.\n"
              },
              "image_format": {
                "type": "string",
                "enum": [
                  "jpg",
                  "bmp",
                  "png",
                  "tif",
                  "pdf",
                  "ofd",
                  "ocr-pdf",
                  "ocr-ofd"
                ],
                "default": "jpg",
                "description": "Format of saved images. The file extension is the format itself, except ocr-pdf (pdf) and ocr-ofd (ofd).\n"
              },
              "image_jpeg_quality": {
                "allOf": [
                  {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 100,
                    "description": "A JPEG quality from 0 (smallest) to 100 (best).",
                    "examples": [
                      80
                    ]
                  }
                ],
                "default": 80,
                "description": "JPEG quality of saved jpg images."
              },
              "image_tiff_compression": {
                "type": "string",
                "enum": [
                  "none",
                  "lzw",
                  "jpeg"
                ],
                "description": "Compression of TIFF images (image_format tif)."
              },
              "image_tiff_jpeg_quality": {
                "allOf": [
                  {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 100,
                    "description": "A JPEG quality from 0 (smallest) to 100 (best).",
                    "examples": [
                      80
                    ]
                  }
                ],
                "default": 80,
                "description": "JPEG quality inside TIFF images compressed with jpeg."
              },
              "is_cover": {
                "type": "boolean",
                "default": false,
                "description": "The override flag: ignore duplicate exam-number errors and overwrite already uploaded sheets (spec 3 §5; the\nportal offers it when code_type is 2 and asks for confirmation before enabling it).\n"
              }
            },
            "examples": [
              {
                "file_save_path": "D:\\scan",
                "file_name_prefix": "EXAMSCAN",
                "file_name_mode": "date_time",
                "image_format": "jpg",
                "image_jpeg_quality": 80,
                "image_tiff_compression": "none",
                "image_tiff_jpeg_quality": 80,
                "is_cover": false
              }
            ]
          }
        ],
        "description": "The current configuration (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "global_config"
      ]
    }
  },
  "SetGlobalConfigCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "global_config"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "set_global_config"
      },
      "global_config": {
        "type": "object",
        "additionalProperties": false,
        "minProperties": 1,
        "description": "Some fields of the global configuration; fields left out keep their value.",
        "properties": {
          "file_save_path": {
            "type": "string",
            "description": "Folder on the user's machine where scanned images are saved."
          },
          "file_name_prefix": {
            "type": "string",
            "description": "Prefix of saved file names."
          },
          "file_name_mode": {
            "type": "string",
            "enum": [
              "date_time",
              "random",
              "sn_date_time",
              "folder_time_img_order"
            ],
            "default": "date_time",
            "description": "How the driver names saved files: date_time (timestamp), random, sn_date_time (serial number and timestamp) or\nfolder_time_img_order (folder, time and image order). The portal uses date_time.\n"
          },
          "image_format": {
            "type": "string",
            "enum": [
              "jpg",
              "bmp",
              "png",
              "tif",
              "pdf",
              "ofd",
              "ocr-pdf",
              "ocr-ofd"
            ],
            "default": "jpg",
            "description": "Format of saved images. The file extension is the format itself, except ocr-pdf (pdf) and ocr-ofd (ofd).\n"
          },
          "image_jpeg_quality": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100,
            "description": "A JPEG quality from 0 (smallest) to 100 (best).",
            "examples": [
              80
            ]
          },
          "image_tiff_compression": {
            "type": "string",
            "enum": [
              "none",
              "lzw",
              "jpeg"
            ],
            "description": "Compression of TIFF images (image_format tif)."
          },
          "image_tiff_jpeg_quality": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100,
            "description": "A JPEG quality from 0 (smallest) to 100 (best).",
            "examples": [
              80
            ]
          },
          "is_cover": {
            "type": "boolean",
            "description": "The override flag (see GlobalConfig.is_cover)."
          }
        },
        "examples": [
          {
            "image_format": "jpg",
            "image_jpeg_quality": 80,
            "file_name_mode": "date_time"
          }
        ]
      }
    }
  },
  "SetGlobalConfigReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "set_global_config"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "GetDeviceParamCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_device_param"
      }
    }
  },
  "GetDeviceParamReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_device_param"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "device_param": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "group_name",
            "group_param"
          ],
          "description": "A named group of device parameters (one tab of the parameter dialog).",
          "properties": {
            "group_name": {
              "type": "string",
              "minLength": 1,
              "description": "The group's name, shown as the tab title."
            },
            "group_param": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name",
                  "value",
                  "value_type",
                  "range_type"
                ],
                "description": "One device parameter. A `list` range offers `value_list`; a `min_max` range allows `value_min` to `value_max`\n(the portal rounds double values to 2 decimals, step 0.01).\n",
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The parameter's name, unique within the device; set_device_param addresses it by this name."
                  },
                  "value": {
                    "type": [
                      "boolean",
                      "string",
                      "number"
                    ],
                    "description": "A parameter value; its JSON type follows the parameter's value_type (bool, string, int, double).",
                    "examples": [
                      true,
                      "Black and white",
                      200,
                      1.5
                    ]
                  },
                  "value_type": {
                    "type": "string",
                    "enum": [
                      "bool",
                      "string",
                      "int",
                      "double"
                    ],
                    "description": "JSON type of `value` and of the `value_list` entries (int is an integer number)."
                  },
                  "range_type": {
                    "type": "string",
                    "enum": [
                      "list",
                      "min_max"
                    ],
                    "description": "Whether the allowed values are a list or a numeric range."
                  },
                  "value_list": {
                    "type": "array",
                    "items": {
                      "type": [
                        "boolean",
                        "string",
                        "number"
                      ],
                      "description": "A parameter value; its JSON type follows the parameter's value_type (bool, string, int, double).",
                      "examples": [
                        true,
                        "Black and white",
                        200,
                        1.5
                      ]
                    },
                    "description": "Allowed values, present when range_type is list."
                  },
                  "value_min": {
                    "type": "number",
                    "description": "Smallest allowed value, present when range_type is min_max."
                  },
                  "value_max": {
                    "type": "number",
                    "description": "Largest allowed value, present when range_type is min_max."
                  }
                },
                "allOf": [
                  {
                    "if": {
                      "properties": {
                        "range_type": {
                          "const": "list"
                        }
                      },
                      "required": [
                        "range_type"
                      ]
                    },
                    "then": {
                      "required": [
                        "value_list"
                      ]
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "range_type": {
                          "const": "min_max"
                        }
                      },
                      "required": [
                        "range_type"
                      ]
                    },
                    "then": {
                      "required": [
                        "value_min",
                        "value_max"
                      ]
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "value_type": {
                          "const": "bool"
                        }
                      },
                      "required": [
                        "value_type"
                      ]
                    },
                    "then": {
                      "properties": {
                        "value": {
                          "type": "boolean"
                        },
                        "value_list": {
                          "items": {
                            "type": "boolean"
                          }
                        }
                      }
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "value_type": {
                          "const": "string"
                        }
                      },
                      "required": [
                        "value_type"
                      ]
                    },
                    "then": {
                      "properties": {
                        "value": {
                          "type": "string"
                        },
                        "value_list": {
                          "items": {
                            "type": "string"
                          }
                        }
                      }
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "value_type": {
                          "const": "int"
                        }
                      },
                      "required": [
                        "value_type"
                      ]
                    },
                    "then": {
                      "properties": {
                        "value": {
                          "type": "integer"
                        },
                        "value_list": {
                          "items": {
                            "type": "integer"
                          }
                        }
                      }
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "value_type": {
                          "const": "double"
                        }
                      },
                      "required": [
                        "value_type"
                      ]
                    },
                    "then": {
                      "properties": {
                        "value": {
                          "type": "number"
                        },
                        "value_list": {
                          "items": {
                            "type": "number"
                          }
                        }
                      }
                    }
                  }
                ],
                "examples": [
                  {
                    "name": "Resolution",
                    "value": 200,
                    "value_type": "int",
                    "range_type": "list",
                    "value_list": [
                      100,
                      150,
                      200
                    ]
                  },
                  {
                    "name": "Gamma",
                    "value": 1,
                    "value_type": "double",
                    "range_type": "min_max",
                    "value_min": 0.1,
                    "value_max": 5
                  }
                ]
              },
              "description": "The group's parameters."
            }
          },
          "examples": [
            {
              "group_name": "Basic",
              "group_param": [
                {
                  "name": "Color mode",
                  "value": "Black and white",
                  "value_type": "string",
                  "range_type": "list",
                  "value_list": [
                    "Black and white",
                    "Grayscale",
                    "Color"
                  ]
                },
                {
                  "name": "Resolution",
                  "value": 200,
                  "value_type": "int",
                  "range_type": "list",
                  "value_list": [
                    100,
                    150,
                    200
                  ]
                },
                {
                  "name": "Paper size",
                  "value": "Match original size",
                  "value_type": "string",
                  "range_type": "list",
                  "value_list": [
                    "A4",
                    "A3",
                    "Match original size"
                  ]
                },
                {
                  "name": "Rotation",
                  "value": -90,
                  "value_type": "int",
                  "range_type": "list",
                  "value_list": [
                    0,
                    90,
                    -90,
                    180
                  ]
                }
              ]
            }
          ]
        },
        "description": "The open device's parameter groups (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "device_param"
      ]
    }
  },
  "SetDeviceParamCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "device_param"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "set_device_param"
      },
      "device_param": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "name",
            "value"
          ],
          "description": "A new value for the parameter with this name.",
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "description": "The parameter's name (DeviceParam.name)."
            },
            "value": {
              "type": [
                "boolean",
                "string",
                "number"
              ],
              "description": "A parameter value; its JSON type follows the parameter's value_type (bool, string, int, double).",
              "examples": [
                true,
                "Black and white",
                200,
                1.5
              ]
            }
          },
          "examples": [
            {
              "name": "Resolution",
              "value": 200
            }
          ]
        },
        "description": "The parameters to change, by name."
      }
    }
  },
  "SetDeviceParamReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "set_device_param"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "ResetDeviceParamCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "reset_device_param"
      }
    }
  },
  "ResetDeviceParamReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "reset_device_param"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "OpenDeviceCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "device_name"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "open_device"
      },
      "device_name": {
        "type": "string",
        "minLength": 1,
        "description": "A scanner's name as the driver reports it.",
        "examples": [
          "Kodak i2900",
          "Fujitsu fi-7160"
        ]
      }
    }
  },
  "OpenDeviceReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "description": "`ret` 0, or err_info 'already opened device', means the device is open; err_info 'device not found' means it is\nnot.\n",
    "properties": {
      "func": {
        "type": "string",
        "const": "open_device"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "StartScanCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "start_scan"
      },
      "blank_check": {
        "type": "boolean",
        "default": false,
        "description": "Let the driver detect and drop blank pages."
      },
      "local_save": {
        "type": "boolean",
        "default": true,
        "description": "Save each scanned image under file_save_path (scan_image then carries its path)."
      },
      "get_base64": {
        "type": "boolean",
        "default": true,
        "description": "Include each image as base64 in its scan_image event."
      }
    }
  },
  "StartScanReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "start_scan"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "StopScanCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "stop_scan"
      }
    }
  },
  "StopScanReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "stop_scan"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "LoadImageCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "image_path"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "load_image"
      },
      "image_path": {
        "type": "string",
        "minLength": 1,
        "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
        "examples": [
          "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
        ]
      }
    }
  },
  "LoadImageReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "load_image"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "image_base64": {
        "allOf": [
          {
            "type": "string",
            "pattern": "^[A-Za-z0-9+/]*={0,2}$",
            "contentEncoding": "base64",
            "description": "Image bytes in plain base64 (no `data:` prefix), in the configured image format.",
            "examples": [
              "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
            ]
          }
        ],
        "description": "The image's bytes (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "image_base64"
      ]
    }
  },
  "GetImageThumbnailListCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "image_path_list"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_image_thumbnail_list"
      },
      "image_path_list": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "string",
          "minLength": 1,
          "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
          "examples": [
            "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
          ]
        },
        "description": "The images whose thumbnails are wanted."
      }
    }
  },
  "GetImageThumbnailListReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_image_thumbnail_list"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "image_thumbnail_list": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "image_path",
            "image_base64"
          ],
          "description": "The thumbnail of one saved image.",
          "properties": {
            "image_path": {
              "type": "string",
              "minLength": 1,
              "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
              "examples": [
                "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
              ]
            },
            "image_base64": {
              "type": "string",
              "pattern": "^[A-Za-z0-9+/]*={0,2}$",
              "contentEncoding": "base64",
              "description": "Image bytes in plain base64 (no `data:` prefix), in the configured image format.",
              "examples": [
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
              ]
            }
          }
        },
        "description": "One thumbnail per requested path, in request order (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "image_thumbnail_list"
      ]
    }
  },
  "GetSavedImageListCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_saved_image_list"
      },
      "after_image_path": {
        "allOf": [
          {
            "type": "string",
            "minLength": 1,
            "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
            "examples": [
              "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
            ]
          }
        ],
        "description": "List only the images saved after this one; left out, every image of the list. An unknown path is refused (ret ≠ 0)."
      }
    }
  },
  "GetSavedImageListReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "get_saved_image_list"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      },
      "scanning": {
        "type": "boolean",
        "description": "Whether a scan is running now (present when ret is 0)."
      },
      "image_list": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "image_path",
            "order"
          ],
          "description": "One image the driver saved.",
          "properties": {
            "image_path": {
              "type": "string",
              "minLength": 1,
              "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
              "examples": [
                "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
              ]
            },
            "order": {
              "type": "integer",
              "minimum": 0,
              "description": "Its place in the driver's image list since the last clear_image_list (0 first)."
            },
            "scan_index": {
              "type": "integer",
              "minimum": 0,
              "description": "Its place within its own scan (0 first), when the driver knows it."
            },
            "side": {
              "type": "string",
              "enum": [
                "front",
                "back"
              ],
              "description": "Which side of the sheet the image shows (as fed; a sheet fed face down shows its back first)."
            },
            "sheet_serial": {
              "type": "string",
              "minLength": 1,
              "description": "The identity of the sheet the image belongs to (its printed serial / page marker); both sides of one sheet carry the same value."
            }
          }
        },
        "description": "The images, oldest first (present when ret is 0)."
      }
    },
    "if": {
      "properties": {
        "ret": {
          "const": 0
        }
      },
      "required": [
        "ret"
      ]
    },
    "then": {
      "required": [
        "scanning",
        "image_list"
      ]
    }
  },
  "ClearImageListCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "clear_image_list"
      }
    }
  },
  "ClearImageListReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "clear_image_list"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "ClearGlobalFileSavePathCommand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "clear_global_file_save_path"
      }
    }
  },
  "ClearGlobalFileSavePathReply": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "ret",
      "err_info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "clear_global_file_save_path"
      },
      "ret": {
        "type": "integer",
        "description": "Result code of a command; 0 is success, any other value is a failure described by `err_info`.",
        "examples": [
          0,
          -1
        ]
      },
      "err_info": {
        "type": "string",
        "description": "The driver's failure text; empty (or ignorable) when `ret` is 0.",
        "examples": [
          "",
          "device not found",
          "already opened device"
        ]
      }
    }
  },
  "ScanBeginEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "scan_begin"
      }
    }
  },
  "ScanEndEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "scan_end"
      },
      "sheet_count": {
        "type": "integer",
        "minimum": 0,
        "description": "The sheets the scanner fed in this scan (a sheet counts once whether one or both sides were saved), so the portal can tell whether it received every sheet."
      }
    }
  },
  "ScanInfoEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "is_error",
      "info"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "scan_info"
      },
      "is_error": {
        "type": "boolean",
        "description": "True for an error (a paper jam, an empty feeder); the scan then ends abnormally."
      },
      "info": {
        "type": "string",
        "description": "The driver's text."
      }
    }
  },
  "ScanImageEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "image_path",
      "image_base64"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "scan_image"
      },
      "image_path": {
        "type": "string",
        "minLength": 1,
        "description": "Absolute path of a saved image on the user's machine. Its file name is `<file_name_prefix>`, an optional `-`, a\n17-digit timestamp `yyyyMMddHHmmssSSS` and `.<extension of image_format>`.\n",
        "examples": [
          "D:\\scan\\EXAMSCAN-20261105083015123.jpg"
        ]
      },
      "image_base64": {
        "allOf": [
          {
            "type": "string",
            "pattern": "^[A-Za-z0-9+/]*={0,2}$",
            "contentEncoding": "base64",
            "description": "Image bytes in plain base64 (no `data:` prefix), in the configured image format.",
            "examples": [
              "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
            ]
          }
        ],
        "description": "The image's bytes; empty when the scan was started with get_base64 false."
      },
      "side": {
        "type": "string",
        "enum": [
          "front",
          "back"
        ],
        "description": "Which side of the sheet the image shows (as fed; a sheet fed face down shows its back first)."
      },
      "sheet_serial": {
        "type": "string",
        "minLength": 1,
        "description": "The identity of the sheet the image belongs to (its printed serial / page marker); both sides of one sheet carry the same value."
      }
    }
  },
  "DeviceArriveEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "device_name"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "device_arrive"
      },
      "device_name": {
        "type": "string",
        "minLength": 1,
        "description": "A scanner's name as the driver reports it.",
        "examples": [
          "Kodak i2900",
          "Fujitsu fi-7160"
        ]
      }
    }
  },
  "DeviceRemoveEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "func",
      "device_name"
    ],
    "properties": {
      "func": {
        "type": "string",
        "const": "device_remove"
      },
      "device_name": {
        "type": "string",
        "minLength": 1,
        "description": "A scanner's name as the driver reports it.",
        "examples": [
          "Kodak i2900",
          "Fujitsu fi-7160"
        ]
      }
    }
  }
};
