// @vitest-environment happy-dom
import { atom, onMount } from 'nanostores'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { useStore } from './use-store'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Show({ store }: { store: ReturnType<typeof atom<number>> }) {
  return <span>{useStore(store)}</span>
}

describe('useStore', () => {
  it('renders the value, follows changes, and keeps the store mounted until unmount', async () => {
    const $count = atom(1)
    const mounts: string[] = []
    onMount($count, () => {
      mounts.push('mount')
      return () => mounts.push('stop')
    })
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(async () => root.render(<Show store={$count} />))
    expect(container.textContent).toBe('1')
    await act(async () => $count.set(5))
    expect(container.textContent).toBe('5')
    expect(mounts).toContain('mount')
    await act(async () => root.unmount())
    $count.set(6)
    expect(container.textContent).toBe('')
  })
})
