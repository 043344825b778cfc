// The widgets' tags in the site's JSX, derived from each element's API table (<name>.api.ts, collected in the
// global MempoolElementApis map by the element files): kebab-case attributes typed as markup writes them.
import 'react'
import type { ReactNode } from 'react'
import type { MarkupAttributes } from '../widgets/internal/element-api'

type WidgetTags = {
  [Tag in keyof MempoolElementApis]: MarkupAttributes<MempoolElementApis[Tag]> & {
    children?: ReactNode
  }
}

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the derived tags in
    interface IntrinsicElements extends WidgetTags {}
  }
}
