import { describe, expect, it } from 'vitest'
import { OptionsError, parseOptions } from './options'

describe('parseOptions', () => {
  it('uses the defaults', () => {
    expect(parseOptions([], {})).toEqual({
      port: 8999,
      host: '127.0.0.1',
      dataDir: './data',
      seed: undefined,
      blockIntervalS: 600,
      txRatePerS: 7,
      networks: ['mainnet', 'testnet', 'signet'],
      frameAncestors: "'self'",
      wsPerIp: 100,
      httpRatePerIp: 1200,
      requestTimeoutS: 30,
    })
  })

  it('takes --frame-ancestors as CSP sources and refuses anything that could add a directive', () => {
    expect(
      parseOptions(['--frame-ancestors', "'self' https://blog.example"], {}).frameAncestors,
    ).toBe("'self' https://blog.example")
    expect(parseOptions([], { FRAME_ANCESTORS: "'none'" }).frameAncestors).toBe("'none'")
    expect(() => parseOptions(['--frame-ancestors', "'self'; script-src *"], {})).toThrow(
      OptionsError,
    )
  })

  it('reads flags in both forms, and flags win over the environment', () => {
    const o = parseOptions(['--port=9000', '--seed', '7', '--networks', 'signet,mainnet'], {
      PORT: '1234',
      TX_RATE: '0.5',
    })
    expect(o).toMatchObject({
      port: 9000,
      seed: 7,
      txRatePerS: 0.5,
      networks: ['signet', 'mainnet'],
    })
  })

  it.each([
    [['--port', '70000']],
    [['--port', '1.5']],
    [['--block-interval', '0']],
    [['--networks', 'liquid']],
    [['--networks', ',']],
    [['--seed', '-1']],
    [['--port']],
    [['--bogus', '1']],
    [['--host', '--port', '9000']],
    [['--data-dir', '--seed', '1']],
    [['--host=']],
  ])('rejects %j', (argv) => {
    expect(() => parseOptions(argv, {})).toThrow(OptionsError)
  })

  it('reads the abuse limits from flags and the environment; 0 lifts a per-address limit', () => {
    const o = parseOptions(['--ws-per-ip', '0', '--request-timeout=5'], { HTTP_RATE_PER_IP: '60' })
    expect(o).toMatchObject({ wsPerIp: 0, httpRatePerIp: 60, requestTimeoutS: 5 })
    expect(() => parseOptions(['--ws-per-ip', '-1'], {})).toThrow(OptionsError)
    expect(() => parseOptions(['--request-timeout', '0'], {})).toThrow(OptionsError)
  })

  it('rejects empty values from the environment', () => {
    expect(() => parseOptions([], { HOST: '' })).toThrow(OptionsError)
    expect(() => parseOptions([], { DATA_DIR: ' ' })).toThrow(OptionsError)
  })
})
