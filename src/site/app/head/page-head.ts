// What the document head says for a page, pure (spec §2.4): the title (page name, base title, network suffix),
// the description of the network family, the canonical link on the build's public host, the share-preview
// image and the soft-404 marker. write-head.ts puts it into the document.
import { canonicalUrl, isLiquid, pageTitle, parseExplorerPath, pathBuild } from '../../../core'
import type { SiteConfig, SiteNetwork, Translator } from '../../../core'
import type { PageMetaInput } from '../page-meta'
import { messages } from './messages'

export interface PageHead {
  readonly title: string
  readonly description: string
  readonly canonical: string
  readonly image: { readonly url: string; readonly width: number; readonly height: number }
  readonly soft404: boolean
}

export interface HeadContext {
  readonly config: SiteConfig
  readonly network: SiteNetwork
  readonly translator: Translator
  /** The current location's pathname, language prefix included. */
  readonly pathname: string
  /** Where images are served from (the page's origin). */
  readonly origin: string
}

/** The markets product's public host (core's canonical hosts are the two explorer builds'). */
export const MARKETS_HOST = 'https://bisq.markets'
export const DEFAULT_PREVIEW_IMAGE = 'dashboard.png'
const RENDERED = { width: 1200, height: 600 }
const FIXED = { width: 1000, height: 500 }

function siteTitleOf({ config, network, translator }: HeadContext, page?: string): string {
  const site = config.siteName
  if (config.build !== 'markets') return pageTitle(page, network, translator.locale, site)
  const title = translator.t(messages.marketsTitle, { site, product: config.product })
  return page ? translator.t(messages.marketsPageTitle, { page, title }) : title
}

function descriptionOf({ config, network, translator }: HeadContext): string {
  if (config.build === 'markets') {
    return translator.t(messages.marketsDescription, { product: config.product })
  }
  return translator.t(isLiquid(network) ? messages.liquidDescription : messages.bitcoinDescription)
}

function canonicalOf({ config, pathname }: HeadContext): string {
  const url = canonicalUrl(pathname, pathBuild(config.build))
  return config.build === 'markets' ? MARKETS_HOST + new URL(url).pathname : url
}

/** `/render/{lang}/preview{url}`: the URL after its language prefix, rendered by the share-preview service. */
function imageOf(context: HeadContext, preview: PageMetaInput['preview']): PageHead['image'] {
  if (preview === 'render') {
    const { lang } = parseExplorerPath(context.pathname, pathBuild(context.config.build))
    const rest = lang ? context.pathname.slice(lang.length + 1) || '/' : context.pathname
    const url = `${context.origin}/render/${context.translator.locale}/preview${rest}`
    return { url, ...RENDERED }
  }
  const file = encodeURIComponent(preview?.image ?? DEFAULT_PREVIEW_IMAGE)
  return { url: `${context.origin}/resources/previews/${file}`, ...FIXED }
}

export function pageHead(context: HeadContext, input: PageMetaInput = {}): PageHead {
  return {
    title: siteTitleOf(context, input.title),
    description: input.description ?? descriptionOf(context),
    canonical: canonicalOf(context),
    image: imageOf(context, input.preview),
    soft404: input.soft404 === true,
  }
}
