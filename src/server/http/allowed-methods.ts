// Which methods a concrete path answers, derived from the registered routes (never a list of our own), so a
// wrong method on a real route is a 405 with `Allow` rather than a 404. Wildcard routes (the static files)
// are left out: what the site serves is decided by its page list.

export interface MethodRoute {
  method: string
  url: string
}

export type AllowedMethods = (path: string) => string[]

function templatePattern(url: string): RegExp {
  const parts = url
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  // The router ignores a trailing slash, so does this.
  return new RegExp(`^${parts.join('/')}/?$`)
}

/** Compiles the routes once their list is complete (first call), then answers per path. */
export function allowedMethodsOf(routes: readonly MethodRoute[]): AllowedMethods {
  let compiled: { pattern: RegExp; methods: Set<string> }[] | undefined
  const compile = () => {
    const byUrl = new Map<string, Set<string>>()
    for (const r of routes) {
      if (r.url.includes('*')) continue
      const methods = byUrl.get(r.url) ?? new Set<string>()
      methods.add(r.method)
      byUrl.set(r.url, methods)
    }
    return [...byUrl].map(([url, methods]) => ({ pattern: templatePattern(url), methods }))
  }
  return (path) => {
    compiled ??= compile()
    const out = new Set<string>()
    for (const { pattern, methods } of compiled)
      if (pattern.test(path)) for (const m of methods) out.add(m)
    return [...out].sort()
  }
}
