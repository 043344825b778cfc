// How an accelerator error reaches the reader (spec §8): a known code becomes its translated message, anything
// else is shown as received; being on the wait list is information, every other error a danger alert.
import type { MessageDescriptor } from '@formatjs/intl'
import { acceleratorErrorMessages } from './error-messages'

export type AcceleratorErrorCode = keyof typeof acceleratorErrorMessages

export const ACCELERATOR_ERROR_CODES = Object.keys(
  acceleratorErrorMessages,
) as readonly AcceleratorErrorCode[]

export type AcceleratorError =
  | {
      readonly kind: 'known'
      readonly code: AcceleratorErrorCode
      readonly message: MessageDescriptor
    }
  | { readonly kind: 'unknown'; readonly text: string }

const isKnown = (text: string): text is AcceleratorErrorCode =>
  Object.prototype.hasOwnProperty.call(acceleratorErrorMessages, text)

/** The service's error text (a code, possibly in quotes or padded) as what to show. */
export function acceleratorError(text: string): AcceleratorError {
  const code = text.trim().replace(/^"(.*)"$/, '$1')
  return isKnown(code)
    ? { kind: 'known', code, message: acceleratorErrorMessages[code] }
    : { kind: 'unknown', text }
}

/** The alert style of an error: the wait list informs, everything else warns. */
export function acceleratorErrorStyle(error: AcceleratorError): 'info' | 'danger' {
  return error.kind === 'known' && error.code === 'waitlisted' ? 'info' : 'danger'
}
