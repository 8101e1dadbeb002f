// @exam/sdk: the typed client of the exam platform's HTTP contract. Browser-safe: no Node modules, no bundle JSON.
import type { components } from './generated/api';

export type { paths, components, operations } from './generated/api';
/** Every named shape of the contract, e.g. `Schemas['UserInfo']`. */
export type Schemas = components['schemas'];

export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  TIMEOUT_HEADER,
  uploadTimeoutMs,
  withTimeout,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  ApiError,
  BufferClearedError,
  isAbortError,
  LoginExpiredError,
  NetworkError,
  RequestTimeoutError,
  ResponseParseError,
  resultText,
  BUFFER_CLEARED_TEXT,
  LOGIN_EXPIRED_TEXT,
} from './errors';
export {
  download,
  sessionFailure,
  unwrap,
  unwrapEnvelope,
  type DownloadedFile,
  type ResultOf,
  type SuccessEnvelopeOf,
} from './envelope';
export { fileNameFromContentDisposition } from './content-disposition';
export { formDataBody, multipartSerializer, type FormFields, type FormFieldValue } from './multipart';
export {
  createScannerServiceClient,
  SCANNER_SERVICE_ORIGIN,
  type ScannerServiceClient,
  type ScannerServicePaths,
} from './scanner-service';
export { ACCESS, ACCESS_REFUSALS, type Access, type AccessOperationId, type AccessScope, type PageAccess, type SessionAccess } from './generated/access';
