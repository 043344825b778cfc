import { describe, expect, it } from 'vitest'
import { t } from '../i18n/index'
import { ACCELERATOR_ERROR_CODES, acceleratorError, acceleratorErrorStyle } from './errors'

describe('accelerator errors (spec §8)', () => {
  it('knows the 19 codes of the catalogue', () => {
    expect(ACCELERATOR_ERROR_CODES).toHaveLength(19)
    expect(ACCELERATOR_ERROR_CODES).toContain('not_whitelisted_by_any_pool')
  })

  it('turns a code into its message, also quoted or padded as a service may send it', () => {
    const error = acceleratorError(' "txid_not_in_mempool"\n')
    expect(error.kind).toBe('known')
    if (error.kind !== 'known') return
    expect(t(error.message)).toBe('This transaction is not in the mempool.')
  })

  it('shows an unknown text as received', () => {
    expect(acceleratorError('rate limited, retry in 5 s')).toEqual({
      kind: 'unknown',
      text: 'rate limited, retry in 5 s',
    })
    expect(acceleratorError('toString').kind).toBe('unknown')
  })

  it('the deposit message links to the overview through a tag', () => {
    const error = acceleratorError('not_enough_balance')
    if (error.kind !== 'known') throw new Error('not known')
    expect(t(error.message, { link: (chunks: unknown) => `[${String(chunks)}]` } as never)).toBe(
      'Your account balance is too low. Please [make a deposit].',
    )
  })

  it('informs about the wait list, warns about everything else', () => {
    expect(acceleratorErrorStyle(acceleratorError('waitlisted'))).toBe('info')
    expect(acceleratorErrorStyle(acceleratorError('not_verified'))).toBe('danger')
    expect(acceleratorErrorStyle(acceleratorError('something new'))).toBe('danger')
  })
})
