// How much one client may take from the server: per-address limits (connections, request rate) and the
// timeouts and sizes that bound each HTTP connection. `npm start` sets them from its options (cli/options.ts).

export interface ServerLimits {
  /** Open websocket connections per remote address; 0 = unlimited. */
  wsPerIp: number
  /** HTTP requests per remote address per minute, in bursts of up to a sixth of it; 0 = unlimited. */
  httpPerIpPerMinute: number
  /** ms a client may take to send a request's headers. */
  headersTimeoutMs: number
  /** ms a client may take to send a whole request, headers and body. */
  requestTimeoutMs: number
  /** ms an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number
  /** ms without any traffic before an HTTP connection is closed (websockets are not affected). */
  idleTimeoutMs: number
  /** Largest request body, bytes (a standard tx as hex fits with room). */
  bodyLimitBytes: number
}

/** Timeouts and sizes every server gets; the per-address limits are off unless asked for. */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  wsPerIp: 0,
  httpPerIpPerMinute: 0,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  bodyLimitBytes: 1_048_576,
}

/** What `npm start` enforces per address unless told otherwise. */
export const DEFAULT_WS_PER_IP = 100
export const DEFAULT_HTTP_PER_IP_PER_MINUTE = 1200
