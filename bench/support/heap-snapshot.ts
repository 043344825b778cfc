// A V8 heap snapshot taken through CDP, summed by kind: compiled code apart (V8 keeps compiling and optimising
// for hours, which is not the page holding on to data), everything else by node type and constructor name.
// Comparing two summaries says what grew: the clock's own objects, or only code and Chrome's capped buffers.
import type { CDPSession } from '@playwright/test'

export interface HeapSummary {
  /** Self sizes of every node, bytes. */
  total: number
  /** Compiled code and its metadata (type "code"), bytes. */
  code: number
  /** Bytes by kind, e.g. "object:Array", "native:LayoutShift", "string". */
  byKind: Map<string, number>
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string', 'number'])

export async function heapSummary(session: CDPSession): Promise<HeapSummary> {
  const chunks: string[] = []
  const collect = (event: { chunk: string }) => chunks.push(event.chunk)
  session.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  session.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const snapshot = JSON.parse(chunks.join('')) as Snapshot
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const summary: HeapSummary = { total: 0, code: 0, byKind: new Map() }
  const { nodes, strings } = snapshot
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + (typeAt ?? 0)] ?? 0] ?? '?'
    const size = nodes[i + (sizeAt ?? 0)] ?? 0
    summary.total += size
    if (type === 'code') summary.code += size
    const kind = STRING_TYPES.has(type)
      ? type
      : `${type}:${(strings[nodes[i + (nameAt ?? 0)] ?? 0] ?? '').slice(0, 40)}`
    summary.byKind.set(kind, (summary.byKind.get(kind) ?? 0) + size)
  }
  return summary
}

/** The kinds that grew most from `before` to `after`, bytes, largest first. */
export function grownKinds(before: HeapSummary, after: HeapSummary, count: number) {
  return [...after.byKind]
    .map(([kind, bytes]) => ({ kind, bytes: bytes - (before.byKind.get(kind) ?? 0) }))
    .filter((row) => row.bytes > 0 && !row.kind.startsWith('code'))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
}
