/** Errors the services raise on purpose; the HTTP layer maps `code` to a status in one table. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'rate_limited';

export const STATUS_BY_CODE: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const badRequest = (message: string) => new AppError('bad_request', message);

/**
 * True for an AppError from any copy of this module: page actions run in React Router's server bundle, which
 * has its own copy of this class, so `instanceof` alone would miss errors the services threw.
 */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      error.name === 'AppError' &&
      typeof (error as AppError).code === 'string' &&
      (error as AppError).code in STATUS_BY_CODE)
  );
}
