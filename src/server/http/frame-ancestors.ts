// Who may put a page in a frame, per page kind (core's sitePageFraming): private pages nobody ('none' / DENY),
// embeddable views anybody — no frame-ancestors at all, since `*` leaves out file:, data: and sandboxed
// (opaque-origin) embedders — and every other page what the server is configured for, 'self' by default.
import type { PageFraming } from '../../core/wire'

export const DEFAULT_FRAME_ANCESTORS = "'self'"

export interface FrameHeaders {
  /** CSP frame-ancestors sources; undefined = no restriction. */
  frameAncestors: string | undefined
  /** X-Frame-Options for older browsers where it can say the same thing (DENY, SAMEORIGIN). */
  xFrameOptions: 'DENY' | 'SAMEORIGIN' | undefined
}

export function frameHeaders(framing: PageFraming, ordinary: string): FrameHeaders {
  if (framing === 'embeddable') return { frameAncestors: undefined, xFrameOptions: undefined }
  const sources = framing === 'private' ? "'none'" : ordinary
  const xFrameOptions =
    sources === "'none'" ? 'DENY' : sources === "'self'" ? 'SAMEORIGIN' : undefined
  return { frameAncestors: sources, xFrameOptions }
}

// A source is a keyword or a scheme/host source: nothing that could end the directive or start another.
const SOURCE =
  /^('self'|'none'|\*|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?[a-z0-9*.-]+(:(\d+|\*))?)$/i

/** Checks a --frame-ancestors value (space-separated sources); throws with the offending source. */
export function parseFrameAncestors(raw: string): string {
  const sources = raw.trim().split(/\s+/)
  const bad = sources.find((s) => !SOURCE.test(s))
  if (raw.trim() === '' || bad !== undefined)
    throw new Error(
      `--frame-ancestors takes CSP sources such as 'self', 'none' or https://example.com, got ${JSON.stringify(bad ?? raw)}`,
    )
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error("--frame-ancestors: 'none' cannot be combined with other sources")
  return sources.join(' ')
}
