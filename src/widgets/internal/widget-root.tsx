// The root every widget renders: shadow-DOM styles, locale and direction, the client, and the host
// that events are dispatched from. Inside a custom element (react-element.ts) we get its shadow root; in a React
// app the root makes its own host element with a shadow root, so the same :host styles apply in both.
import { useLayoutEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from './adopt-styles'
import { ApiNotice } from './api-notice'
import { useDomLocale } from './dom-locale'
import type { AttributeProps, widgetAttributes } from './element-api'
import { themeStyles } from './theme-styles'
import { useTranslator } from './use-translator'
import { useWidgetClient, WidgetEnvironmentContext } from './widget-context'
import type { WidgetEnvironment } from './widget-context'

/** Attributes every widget accepts (element-api.ts's widgetAttributes), plus the element's shadow root. */
export type WidgetProps = AttributeProps<typeof widgetAttributes> & {
  /** Set by the element (react-element.ts): its shadow root. Absent when the component is used from React. */
  container?: HTMLElement
}

export interface WidgetRootProps extends WidgetProps {
  /** The widget's own CSS, adopted after the theme tokens. */
  styles: readonly string[]
  className: string
  children: ReactNode
}

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

function InShadow(props: WidgetRootProps & { root: ShadowRoot; host: HTMLElement }) {
  const { root, host, styles, api, network } = props
  useLayoutEffect(() => adoptStyles(root, [...themeStyles, ...styles]), [root, styles])

  const { lang, dir: explicitDir } = useDomLocale(host)
  const intl = useTranslator(lang)
  const client = useWidgetClient(host, api, network)
  // The host's box stays as styled while the language's messages download (a few kB, once per page).
  if (!intl) return <div part="base" className={props.className} aria-busy="true" />
  return <Ready {...props} host={host} client={client} intl={intl} dir={explicitDir ?? intl.dir} />
}

function Ready(props: WidgetRootProps & WidgetEnvironment) {
  const { host, client, intl, dir } = props
  const env = useMemo<WidgetEnvironment>(
    () => ({ host, client, intl, dir }),
    [host, client, intl, dir],
  )
  return (
    <WidgetEnvironmentContext.Provider value={env}>
      <div part="base" className={props.className} lang={intl.locale} dir={dir}>
        <ApiNotice />
        {props.children}
      </div>
    </WidgetEnvironmentContext.Provider>
  )
}
