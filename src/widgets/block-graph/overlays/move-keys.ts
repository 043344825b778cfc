// The keys that move the keyboard focus (keyboard-moves.ts says where to). Apart from the moves so the grid
// can claim the key (no page scroll) before the moves have loaded.
const MOVE_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
])

export const isMoveKey = (key: string): boolean => MOVE_KEYS.has(key)
