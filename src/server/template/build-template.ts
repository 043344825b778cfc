// One-shot template for the CLI and tests.
import { TemplateEngine } from './engine'
import type { BuildOptions, ProjectedBlock, TemplateTx } from './types'

export function buildTemplate(
  txs: readonly TemplateTx[],
  options: BuildOptions = {},
): ProjectedBlock[] {
  const engine = new TemplateEngine(options)
  engine.add(txs)
  return engine.build()
}
