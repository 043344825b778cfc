// Keeps the URL's language prefix on links the site does not build itself: the widgets' own links (a cube of
// the strip → /block/…) are plain same-origin hrefs without the prefix, which on /de/… would leave the reader's
// chosen language for the cookie's or browser's. A plain click on one is routed under the prefix instead.
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { pathLang } from './site-routes'

/** The page a plain click on a widget's link would open, if it is on this site. */
function clickedLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement)
  // only a widget's (in a shadow root): the site's own links are built with the prefix, or deliberately
  // without one (the language menu's English)
  if (!anchor?.href || !(anchor.getRootNode() instanceof ShadowRoot)) return undefined
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined
  const url = new URL(anchor.href)
  return url.origin === location.origin ? url : undefined
}

// API answers, bundles and resources are files, not pages
const FILE_PATH = /^(\/(testnet|signet))?\/(api|dist|assets|resources)(\/|$)/

/** Routes unprefixed internal links under `langPrefix` (nothing to do without a prefix). */
export function usePrefixedLinks(langPrefix: string | null): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (langPrefix === null) return
    const onClick = (event: MouseEvent): void => {
      const url = clickedLink(event)
      if (!url || pathLang(url.pathname) !== null || FILE_PATH.test(url.pathname)) return
      event.preventDefault()
      navigate(`/${langPrefix}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [langPrefix, navigate])
}
