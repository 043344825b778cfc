// `npm start`: checks the options, data dir and port, builds the site if missing, starts the simulated
// networks and serves the site, bundles, REST API and websocket. Prints the URL and one line per block.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DataDirError, ensureWritableDataDir } from './cli/data-dir'
import { ensureSiteBuilt } from './cli/ensure-build'
import { OptionsError, USAGE, parseOptions, wantsHelp } from './cli/options'
import { PortError, describeListenError, probePort } from './cli/port-probe'
import { progressPrinter } from './cli/progress-lines'
import { simNodeOptions } from './cli/sim-options'
import { siteConfigLine } from './cli/site-options'
import { blockStatusLine } from './cli/status-line'
import { createServerApp } from './http/app'

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

function fail(message: string, code: number): never {
  console.error(`error: ${message}`)
  process.exit(code)
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (wantsHelp(argv)) {
    console.log(USAGE)
    return
  }
  const options = parseOptions(argv, process.env)
  const dataDir = ensureWritableDataDir(options.dataDir)
  await probePort(options.host, options.port)

  const siteDir = join(rootDir, 'dist/site')
  ensureSiteBuilt(rootDir, siteDir, (line) => console.log(line))

  // Loaded after the cheap checks so a bad option or taken port fails before the simulation starts.
  const { createSimNode } = await import('./node')
  const node = await createSimNode({
    ...simNodeOptions(options, dataDir),
    onProgress: progressPrinter((line) => console.log(line)),
  })
  const { app } = await createServerApp({
    networks: node.networks,
    siteDir,
    distDir: join(rootDir, 'dist'),
    frameAncestors: options.frameAncestors,
    siteConfig: options.site,
    limits: {
      wsPerIp: options.wsPerIp,
      httpPerIpPerMinute: options.httpRatePerIp,
      requestTimeoutMs: options.requestTimeoutS * 1000,
      headersTimeoutMs: Math.min(10, options.requestTimeoutS) * 1000,
    },
  })
  try {
    await app.listen({ host: options.host, port: options.port })
  } catch (err) {
    node.close()
    fail(describeListenError(err, options.host, options.port), 1)
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host
  console.log(
    `mempool-widgets listening on http://${shownHost}:${port}/ (networks: ${options.networks.join(', ')})`,
  )
  console.log(siteConfigLine(options.site))

  for (const net of node.networks.values())
    net.onBlock((event) => console.log(blockStatusLine(event)))
  node.start()

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    node.stop()
    void app.close().finally(() => {
      node.close()
      process.exit(0)
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((err: unknown) => {
  if (err instanceof OptionsError) fail(err.message, 2)
  if (err instanceof DataDirError || err instanceof PortError) fail(err.message, 1)
  console.error(err)
  process.exit(1)
})
