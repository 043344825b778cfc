// An answer the API gives on purpose (400 bad input, 404 unknown id, 503 not ready). Route code throws
// these; the error handler turns them into a text/plain body, as the reference server does.

export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 405 | 413 | 415 | 429 | 503,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message)
export const notFound = (message: string): HttpError => new HttpError(404, message)
