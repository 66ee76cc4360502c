export { http, createRequest, type RequestClient, type RequestOptions, type UploadInput, type Params } from './request.ts';
export { ApiError, isApiError, isCancelled, type ApiErrorKind } from './errors.ts';
export type { Envelope } from './envelope.ts';
export type { ContentType } from './encode.ts';
export { http as default } from './request.ts';
