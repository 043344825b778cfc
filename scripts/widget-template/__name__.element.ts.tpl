// Registers <mempool-__name__>. Importing this file defines the tag; importing __name__.tsx never does.
// Its attributes are declared in __name__.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { __camel__Api } from './__name__.api'
import { Mempool__Name__ } from './__name__'

/**
 * __title__.
 *
 * @tag mempool-__name__
 * @summary __title__.
 *
 * @cssprop --mp-__name__-bg - Panel background (default: the surface token).
 *
 * @csspart base - The widget's root.
 * @csspart panel - The panel holding the figures.
 */
export class Mempool__Name__Element extends reactElement(Mempool__Name__, __camel__Api) {}

define(__camel__Api.tag, Mempool__Name__Element)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-__name__': Mempool__Name__Element
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-__name__': typeof __camel__Api
  }
}
