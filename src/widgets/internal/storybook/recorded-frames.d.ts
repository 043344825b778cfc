// Provided by .storybook/recorded-frames.ts (Storybook only).
declare module 'virtual:recorded-frames' {
  import type { ServerFrame } from '../../../core'

  export type RecordedFrameName = 'mainnetInit' | 'blocks' | 'mempoolBlocks' | 'newBlock'

  const recorded:
    | { available: true; dir: string; frames: Record<RecordedFrameName, ServerFrame> }
    | { available: false; dir: string; frames: Record<string, never> }
  export default recorded
}
