// The site page's Content-Security-Policy, declared once: the build puts it in index.html's <meta> and the
// server sends it as a header (adding frame-ancestors, which browsers ignore in a <meta>). No inline script
// or style anywhere: the widgets adopt constructed style sheets, and 'self' covers the same-origin websocket.
export const SITE_CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

export const SITE_CSP = SITE_CSP_DIRECTIVES.join('; ')
