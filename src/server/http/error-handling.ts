// Turns every failure into a short text/plain answer. Deliberate errors (HttpError) and the framework's own
// client errors (bad JSON body, unsupported media type, body too large) keep their 4xx status; anything else
// is a bug: it is logged and answered 500 — no input should ever get there.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './http-error'

const TEXT = 'text/plain; charset=utf-8'

export function isApiPath(url: string): boolean {
  return /^(\/(testnet|signet))?\/api(\/|$)/.test(url)
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).type(TEXT).send(err.message)
    const status = (err as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).type(TEXT).send(err.message)
    }
    req.log.error({ err, url: req.url }, 'unexpected error')
    return reply.code(500).type(TEXT).send('Internal Server Error')
  })
}

/**
 * Fastify option `frameworkErrors`: what the router rejects before any route runs (a malformed percent-escape
 * such as `/api/tx/%`, a bad Content-Type) also gets a plain-text 400 instead of Fastify's JSON error object.
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
  void reply
    .code(status)
    .type(TEXT)
    .send(err.code === 'FST_ERR_BAD_URL' ? 'Invalid URL' : err.message)
}

/** Not-found answer for API paths (and for everything when no site is served). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type(TEXT).send('Not Found')
}
