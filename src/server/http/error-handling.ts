// Turns every failure into a short text/plain answer. Deliberate errors (HttpError) keep their message; the
// framework's own client errors (bad JSON body, body too large, a malformed URL) get a fixed sentence of ours,
// never the exception's text (which may quote the input or name a library); anything else is a bug: it is
// logged with its detail and answered with a generic 500 — no input should ever get there.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './http-error'

const TEXT = 'text/plain; charset=utf-8'

/** Our sentence for each framework error a client can cause; others get the status's standard phrase. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'Invalid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI Too Long',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
}

/** The short text for a client error the framework raised (a JSON syntax error carries no code). */
function clientErrorText(err: FastifyError, status: number): string {
  const known = err.code === undefined ? undefined : FRAMEWORK_MESSAGES[err.code]
  if (known !== undefined) return known
  if (err instanceof SyntaxError) return 'Invalid JSON body'
  return STATUS_CODES[status] ?? 'Bad Request'
}

export function isApiPath(url: string): boolean {
  return /^(\/(testnet|signet))?\/api(\/|$)/.test(url)
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).type(TEXT).send(err.message)
    const status = (err as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply
        .code(status)
        .type(TEXT)
        .send(clientErrorText(err as FastifyError, status))
    }
    req.log.error({ err, url: req.url }, 'unexpected error')
    return reply.code(500).type(TEXT).send('Internal Server Error')
  })
  // Node drops a CONNECT request's socket unless someone listens: this server is no proxy, say so.
  app.server.on('connect', (_req: unknown, socket: Socket) => {
    writeRawAnswer(socket, 501, 'CONNECT is not supported')
  })
}

/**
 * Fastify option `frameworkErrors`: what the router rejects before any route runs (a malformed percent-escape
 * such as `/api/tx/%`, a parameter longer than the router takes) also gets a plain-text 4xx.
 */
export function plainFrameworkError(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
      ? err.statusCode
      : 400
  void reply.code(status).type(TEXT).send(clientErrorText(err, status))
}

/** Status for what Node's HTTP parser refuses before Fastify sees a request. */
function parserErrorStatus(code: string | undefined): number {
  if (code === 'HPE_INVALID_METHOD') return 501
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/**
 * Fastify option `clientErrorHandler`: a request Node's parser refuses (a made-up method, a broken header or
 * chunk size, a timeout) is answered in plain text like everything else, then the socket is closed.
 */
export function plainClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const status = parserErrorStatus(err.code)
  writeRawAnswer(socket, status, STATUS_CODES[status] ?? 'Bad Request')
}

/** A complete HTTP/1.1 answer written straight to a socket that has no request object, then closed. */
function writeRawAnswer(socket: Socket, status: number, text: string): void {
  if (!socket.writable) return void socket.destroy()
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: ${TEXT}\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  )
}

/** Not-found answer for API paths (and for everything when no site is served). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type(TEXT).send('Not Found')
}
