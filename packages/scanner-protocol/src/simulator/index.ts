// @exam/scanner-protocol/simulator: a scanner driver simulator (a real websocket server) and synthetic answer sheets.
export { startDriverSimulator, formatTimestamp, FAULT_KINDS, SCAN_FAULT_KINDS, COMMAND_FAULT_KINDS } from './server.ts';
export type {
  ArmedFault,
  CommandFaultKind,
  DriverSimulator,
  DriverSimulatorOptions,
  FaultKind,
  FaultOptions,
  LoggedMessage,
  ScanFaultKind,
  ScannedImage,
  SheetSource,
  SheetsInput,
  SimulatorControl,
  SimulatorState,
} from './server.ts';
export {
  createSheetTemplate,
  defaultSheetTemplate,
  defaultSheets,
  drawSheet,
  expectedRecognition,
  generateSheets,
  readPageMarker,
  recognizeRaster,
  recognizeSheet,
  renderSheet,
  renderSheetPages,
  sheetProblems,
  SHEET_ORIENTATIONS,
} from './sheets.ts';
export type {
  Area,
  GenerateSheetsOptions,
  PageMarker,
  RecognizeOptions,
  RenderSheetOptions,
  RenderedPage,
  SheetOrientation,
  SheetRecognition,
  SheetSpec,
  SheetTemplate,
  SheetTemplateOptions,
  TemplateQuestion,
} from './sheets.ts';
export {
  DEFAULT_FILE_NAME_PREFIX,
  DEFAULT_FILE_SAVE_PATH,
  DEVICE_PARAM,
  FILE_NAME_MODES,
  IMAGE_EXTENSIONS,
  IMAGE_FORMATS,
  TIFF_COMPRESSIONS,
  defaultDeviceParamGroups,
  defaultGlobalConfig,
} from './config.ts';
export type { DeviceParam, DeviceParamGroup, DeviceParamValue, FileNameMode, GlobalConfig, ImageFormat, TiffCompression } from './config.ts';
export { DRIVER_COMMANDS, DRIVER_EVENTS, SIMULATOR_DEFAULT_PORT, SIM_ERR, SIM_INFO, SIM_RET } from './protocol.ts';
export type { DriverCommand, DriverEvent } from './protocol.ts';
export { decodeJpegToGrey, encodeGreyJpeg, jpegSize } from './jpeg.ts';
export { createRaster, drawText, fillRect, rotate180, strokeRect, textWidth } from './raster.ts';
export { decodeImageToGrey, encodeGreyGif, encodePng, imageDpi, imageKind, imageSize } from './image.ts';
export type { ImageKind, RgbImage } from './image.ts';
export { buildSheetTemplate, findOptionBoxes, looksLikeFront, markShare, pagePrint } from './omr.ts';
export type { ConfiguredQuestion, ConfiguredTemplate, OptionRecognition, Rect } from './omr.ts';
export type { GreyImage } from './jpeg.ts';
export { createConsoleLogger, silentLogger } from './logger.ts';
export type { Logger } from './logger.ts';
