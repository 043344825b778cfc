// Finds out before the (slow) simulation starts whether the port can be bound, so a taken port fails fast.
import { createServer } from 'node:net'

export class PortError extends Error {}

export function describeListenError(err: unknown, host: string, port: number): string {
  const code = (err as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use; stop the other server or pass --port <n>`
  if (code === 'EACCES')
    return `no permission to listen on port ${port}; use a port above 1023 with --port <n>`
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `cannot listen on host ${host}; check --host`
  return `cannot listen on ${host}:${port} (${code ?? String(err)})`
}

/** Resolves when `host:port` can be bound (and releases it again); rejects with a PortError otherwise. */
export function probePort(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (err) => reject(new PortError(describeListenError(err, host, port))))
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
