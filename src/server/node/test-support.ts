// Shared by the node's tests: a small simulated mainnet in a temp dir, and hand-built transactions.
import * as bitcoin from 'bitcoinjs-lib'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromDisplayHex } from '../chain/hash'
import { addressScript } from '../tx/script'
import { createSimNode } from './index'
import type { SimNetwork, SimNode, SimNodeOptions } from './types'

export const FIXED_NOW_MS = 1_780_000_000_000
/** Default history of a test node: ~100 coinbase-only blocks until the first coinbase matures, then ~30 with txs. */
export const TEST_HISTORY_BLOCKS = 130

export interface TestNode {
  node: SimNode
  net: SimNetwork
  dir: string
  cleanup(): void
}

export async function startTestNode(options: Partial<SimNodeOptions> = {}): Promise<TestNode> {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mpw-sim-'))
  const node = await createSimNode({
    dataDir: dir,
    seed: 'test-seed',
    networks: ['mainnet'],
    historyBlocks: TEST_HISTORY_BLOCKS,
    warmupBlocks: 2,
    txRate: 2,
    autoRun: false,
    now: () => FIXED_NOW_MS,
    // spendTx's placeholder signatures: these nodes test mempool rules, signatures have their own tests
    skipSignatureChecks: true,
    ...options,
  })
  const net = node.networks.get('mainnet') as SimNetwork
  return {
    node,
    net,
    dir,
    cleanup: () => {
      node.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface SpendInput {
  txid: string
  vout: number
  sequence?: number
}

/** A tx spending the inputs to one output script (placeholder witness, real serialization). */
export function spendTx(
  inputs: SpendInput[],
  outScript: Uint8Array,
  outValue: number,
  version = 2,
): bitcoin.Transaction {
  const tx = new bitcoin.Transaction()
  tx.version = version
  inputs.forEach((input, i) => {
    tx.addInput(fromDisplayHex(input.txid), input.vout, input.sequence ?? 0xfffffffd)
    tx.setWitness(i, [new Uint8Array(72).fill(0x30), new Uint8Array(33).fill(0x02)])
  })
  tx.addOutput(outScript, BigInt(outValue))
  return tx
}

/** A confirmed output of a recent block that nothing spends yet (not even a mempool tx), with its script. */
export function confirmedUtxo(
  net: SimNetwork,
  minValue = 20_000,
): { txid: string; vout: number; value: number; script: Uint8Array } {
  for (const block of net.blocks(undefined, 10)) {
    for (const txid of net.blockTxids(block.id) ?? []) {
      const tx = net.tx(txid)
      // coinbase outputs of recent blocks are immature (unspendable for 100 blocks)
      if (tx?.vin[0]?.is_coinbase) continue
      const spends = net.outspends(txid) ?? []
      for (const [vout, out] of (tx?.vout ?? []).entries()) {
        const free =
          spends[vout]?.spent === false &&
          out.value >= minValue &&
          out.scriptpubkey_address !== undefined
        if (free && !used.has(`${txid}:${vout}`)) {
          used.add(`${txid}:${vout}`)
          return {
            txid,
            vout,
            value: out.value,
            script: addressScript(out.scriptpubkey_address as string, 'mainnet') as Uint8Array,
          }
        }
      }
    }
  }
  throw new Error('no unspent confirmed output')
}

/** Outputs already handed out, so two tests never build on the same one. */
const used = new Set<string>()
