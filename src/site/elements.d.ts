// The widgets' tags in the site's JSX (attributes as documented in custom-elements.json).
import 'react'

interface WidgetAttributes {
  api?: string
  network?: string
  theme?: 'dark' | 'light' | 'auto'
  lang?: string
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'mempool-footer': WidgetAttributes & { layout?: 'inline' | 'fixed'; unit?: 'vB' | 'WU' }
      'mempool-blockchain': WidgetAttributes
      'mempool-provider': WidgetAttributes & { children?: React.ReactNode }
    }
  }
}
