// Writes a PageHead into the document: title, description, canonical link, the share-preview tags (Open Graph
// and Twitter, kept equal to the title and description) and the soft-404 marker, which is removed again when
// the page is found. Elements are created once and then updated in place.
import type { PageHead } from './page-head'

type MetaKey = readonly ['name' | 'property', string]

function setMeta(doc: Document, [attribute, key]: MetaKey, content: string | null): void {
  const selector = `meta[${attribute}="${key}"]`
  let meta = doc.head.querySelector<HTMLMetaElement>(selector)
  if (content === null) {
    meta?.remove()
    return
  }
  if (!meta) {
    meta = doc.createElement('meta')
    meta.setAttribute(attribute, key)
    doc.head.append(meta)
  }
  meta.content = content
}

function setCanonical(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'canonical'
    doc.head.append(link)
  }
  link.href = href
}

export function writeHead(doc: Document, head: PageHead): void {
  doc.title = head.title
  setCanonical(doc, head.canonical)
  const { url, width, height } = head.image
  const tags: readonly (readonly [MetaKey, string | null])[] = [
    [['name', 'description'], head.description],
    [['property', 'og:title'], head.title],
    [['property', 'og:description'], head.description],
    [['property', 'og:url'], head.canonical],
    [['property', 'og:image'], url],
    [['property', 'og:image:width'], String(width)],
    [['property', 'og:image:height'], String(height)],
    [['name', 'twitter:card'], 'summary_large_image'],
    [['name', 'twitter:title'], head.title],
    [['name', 'twitter:description'], head.description],
    [['name', 'twitter:image'], url],
    [['name', 'robots'], head.soft404 ? 'noindex' : null],
    [['name', 'prerender-status-code'], head.soft404 ? '404' : null],
  ]
  for (const [key, content] of tags) setMeta(doc, key, content)
}
