// SLOT for <mempool-blockchain> (written by the blockchain widget's helper). It renders the element once
// the tag is registered, and nothing before: add `import '../widgets/blockchain/blockchain.element'` to
// src/site/main.tsx and the strip appears here. Nothing else in the site needs to change.
import { createElement, useEffect, useState } from 'react'

const tag = 'mempool-blockchain'

export function BlockchainSlot({ network }: { network: string }) {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined)
  useEffect(() => {
    if (defined) return
    let live = true
    void customElements.whenDefined(tag).then(() => live && setDefined(true))
    return () => {
      live = false
    }
  }, [defined])
  return defined ? createElement(tag, { network }) : null
}
