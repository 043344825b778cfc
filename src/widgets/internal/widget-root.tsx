// The root every widget renders: shadow-DOM styles, locale and direction, the client, and the host
// that events are dispatched from. Inside a custom element r2wc hands us its shadow root; in a React
// app the root makes its own host element with a shadow root, so the same :host styles apply in both.
import { useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createTranslator } from '../../core'
import { adoptStyles } from './adopt-styles'
import { resolveClient } from './client-source'
import { useDomLocale } from './dom-locale'
import type { ThemeName } from './theme-styles'
import { themeStyles } from './theme-styles'
import { ClientContext, WidgetEnvironmentContext } from './widget-context'
import type { WidgetEnvironment } from './widget-context'

/** Attributes every widget accepts (the r2wc `props` of each element list them). */
export interface WidgetProps {
  /** Base URL of a mempool-compatible API; default: a <mempool-provider> ancestor, then the page's origin. */
  api?: string
  network?: string
  theme?: ThemeName
  /** Set by r2wc: the element's shadow root. Absent when the component is used from React directly. */
  container?: HTMLElement
}

export interface WidgetRootProps extends WidgetProps {
  /** The widget's own CSS, adopted after the theme tokens. */
  styles: readonly string[]
  className: string
  children: ReactNode
}

const providerTag = 'mempool-provider'

export function WidgetRoot(props: WidgetRootProps) {
  const container = props.container as Node | undefined
  if (container instanceof ShadowRoot)
    return <InShadow {...props} root={container} host={container.host as HTMLElement} />
  return <OwnShadow {...props} />
}

function OwnShadow(props: WidgetRootProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const attach = (element: HTMLDivElement | null): void => {
    if (element && !root) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
  }
  // `theme` is set as an attribute (not a React prop) so the shared :host([theme=…]) rules match.
  const theme = props.theme ?? 'dark'
  useLayoutEffect(() => root?.host.setAttribute('theme', theme), [root, theme])
  return (
    <div ref={attach}>
      {root &&
        createPortal(<InShadow {...props} root={root} host={root.host as HTMLElement} />, root)}
    </div>
  )
}

function hasUndefinedProvider(host: Element): boolean {
  if (typeof customElements === 'undefined' || customElements.get(providerTag)) return false
  for (let node: Element | null = host; node;) {
    if (node.localName === providerTag) return true
    const root = node.getRootNode()
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
  }
  return false
}

function InShadow(props: WidgetRootProps & { root: ShadowRoot; host: HTMLElement }) {
  const { root, host, styles, api, network } = props
  useLayoutEffect(() => adoptStyles(root, [...themeStyles, ...styles]), [root, styles])

  const { lang, dir: explicitDir } = useDomLocale(host)
  const intl = useMemo(() => createTranslator(lang), [lang])
  const dir = explicitDir ?? intl.dir

  // A <mempool-provider> whose script loads after the widget answers only once it is defined: ask again then.
  const [providerDefined, setProviderDefined] = useState(0)
  const reactClient = useContext(ClientContext)
  useEffect(() => {
    if (reactClient || api || !hasUndefinedProvider(host)) return
    let live = true
    void customElements
      .whenDefined(providerTag)
      .then(() => live && setProviderDefined((n) => n + 1))
    return () => {
      live = false
    }
  }, [reactClient, api, host])
  const client = useMemo(() => {
    void providerDefined // a provider defined since the last render can answer the request now
    return reactClient ?? resolveClient(host, api, network)
  }, [reactClient, host, api, network, providerDefined])

  const env = useMemo<WidgetEnvironment>(
    () => ({ host, client, intl, dir }),
    [host, client, intl, dir],
  )
  return (
    <WidgetEnvironmentContext.Provider value={env}>
      <div part="base" className={props.className} lang={intl.locale} dir={dir}>
        {props.children}
      </div>
    </WidgetEnvironmentContext.Provider>
  )
}
