// The script fields of one input or output as a description list (asm and hex wrap; witness one item a line).
import type { MessageDescriptor } from '@formatjs/intl'
import type { ScriptField } from './script-fields'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'

export function ScriptDetails<K extends string>({
  fields,
  labels,
}: {
  fields: readonly ScriptField<K>[]
  labels: Readonly<Record<K, MessageDescriptor>>
}) {
  const { t } = useSiteEnv()
  return (
    <dl className="tx-script">
      {fields.map((field) => (
        <div key={field.key} data-field={field.key}>
          <dt>{t(labels[field.key])}</dt>
          <dd>
            {typeof field.value === 'string' ? (
              // Scripts and hex read left to right on rtl pages too.
              <code dir="ltr">{field.value}</code>
            ) : (
              <ol className="tx-witness">
                {field.value.map((item, i) => (
                  <li key={i}>
                    {item.length > 0 ? (
                      <code dir="ltr">{item}</code>
                    ) : (
                      <code>{t(messages.emptyItem)}</code>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
