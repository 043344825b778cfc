import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../../core/wire'
import { OptionsError, USAGE, parseOptions } from './options'

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
      site: defaultSiteConfig('mempool'),
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

describe('site build and toggles', () => {
  it('defaults to the main build: historical price and mining dashboard on, the rest off', () => {
    expect(parseOptions([], {}).site).toEqual({
      build: 'mempool',
      hosted: false,
      siteName: 'mempool',
      product: 'bisq',
      toggles: {
        historicalPrice: true,
        miningDashboard: true,
        lightning: false,
        audit: false,
        accelerator: false,
        additionalCurrencies: false,
      },
      networks: ['mainnet', 'testnet', 'signet'],
    })
  })

  it('hands the site the networks it simulates', () => {
    expect(parseOptions(['--networks', 'signet,mainnet'], {}).site.networks).toEqual([
      'mainnet',
      'signet',
    ])
  })

  it('reads --build main|liquid|markets; the mining dashboard default follows the build', () => {
    expect(parseOptions(['--build', 'main'], {}).site.build).toBe('mempool')
    const liquid = parseOptions(['--build=liquid'], {}).site
    expect(liquid.build).toBe('liquid')
    expect(liquid.toggles.miningDashboard).toBe(false)
    expect(parseOptions([], { BUILD: 'markets' }).site.build).toBe('markets')
    expect(
      parseOptions(['--build', 'liquid', '--mining-dashboard'], {}).site.toggles,
    ).toMatchObject({ miningDashboard: true })
  })

  it('takes switches as --x, --no-x and --x=false, and env values true/false/1/0', () => {
    const on = parseOptions(
      ['--audit', '--hosted', '--lightning', '--accelerator', '--additional-currencies'],
      {},
    ).site
    expect(on.hosted).toBe(true)
    expect(on.toggles).toMatchObject({
      audit: true,
      lightning: true,
      accelerator: true,
      additionalCurrencies: true,
    })
    expect(parseOptions(['--no-historical-price'], {}).site.toggles.historicalPrice).toBe(false)
    expect(parseOptions(['--mining-dashboard=false'], {}).site.toggles.miningDashboard).toBe(false)
    const env = parseOptions([], { HISTORICAL_PRICE: 'false', AUDIT: '1', HOSTED: 'yes' }).site
    expect(env.toggles.historicalPrice).toBe(false)
    expect(env.toggles.audit).toBe(true)
    expect(env.hosted).toBe(true)
  })

  it('lets flags win over the environment', () => {
    const site = parseOptions(['--no-audit', '--site-name', 'flag'], {
      AUDIT: 'true',
      SITE_NAME: 'env',
    }).site
    expect(site.toggles.audit).toBe(false)
    expect(site.siteName).toBe('flag')
    expect(parseOptions(['--audit'], { AUDIT: 'false' }).site.toggles.audit).toBe(true)
  })

  it('reads the site name and product', () => {
    expect(parseOptions(['--site-name', ' My Explorer '], {}).site.siteName).toBe('My Explorer')
    expect(parseOptions([], { PRODUCT: 'acme' }).site.product).toBe('acme')
  })

  it.each([
    [['--build', 'lightning'], {}, '--build must be one of main, liquid, markets'],
    [[], { BUILD: '' }, '--build must be one of'],
    [[], { AUDIT: 'maybe' }, '--audit (AUDIT) must be true or false, got "maybe"'],
    [['--lightning=sometimes'], {}, '--lightning (LIGHTNING) must be true or false'],
    [['--site-name', 'x'.repeat(41)], {}, '--site-name must be 1 to 40 printable characters'],
    [[], { SITE_NAME: ' ' }, '--site-name must be 1 to 40'],
    [['--no-port'], {}, 'unknown option "--no-port"'],
    [['--site-name'], {}, 'option --site-name needs a value'],
  ] as const)('refuses %j %j with a clear message', (argv, env, message) => {
    expect(() => parseOptions(argv, env)).toThrow(OptionsError)
    expect(() => parseOptions(argv, env)).toThrow(message)
  })

  it('lists every site option in the usage text', () => {
    for (const flag of [
      '--build',
      '--[no-]hosted',
      '--site-name',
      '--[no-]audit',
      '--[no-]historical-price',
    ])
      expect(USAGE).toContain(flag)
  })
})
