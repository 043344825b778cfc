// <mempool-__name__>: __title__. All the widget's logic lives here; the element file only registers it.
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { useStore } from '../internal/use-store'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { __camel__Api } from './__name__.api'
import styles from './__name__.css?inline'
import { messages } from './messages'

/** The component's props: the attributes of __name__.api.ts, camelCased (see the table for each). */
export type Mempool__Name__Props = WidgetProps & AttributeProps<typeof __camel__Api.attributes>

const __camel__Styles = [styles]

export function Mempool__Name__(given: Mempool__Name__Props) {
  const props = withDefaults(__camel__Api.attributes, given)
  const className = props.compact ? '__name__ __name__--compact' : '__name__'
  return (
    <WidgetRoot {...props} styles={__camel__Styles} className={className}>
      <TipHeight />
    </WidgetRoot>
  )
}

/** A first live figure to replace: the height of the newest block. */
function TipHeight() {
  const { client, intl } = useWidget()
  const tip = useStore(client.stores.$tip)
  return (
    <section className="panel" aria-label={intl.t(messages.region)} part="panel">
      <span className="value" data-figure="tip">
        {tip ? intl.t(messages.tip, { height: tip.height }) : intl.t(messages.loading)}
      </span>
    </section>
  )
}
