// Pages call usePageMeta({...}) while rendered (spec §2.4); the last caller wins (see head/meta-registry.ts),
// and leaving the page restores the defaults. The shell's HeadWriter writes the head.
import { useEffect, useState } from 'react'
import { holdPageMeta, nextMetaRank } from './head/meta-registry'
import type { PageMetaInput } from './page-meta'

export function usePageMeta(input: PageMetaInput): void {
  const [rank] = useState(nextMetaRank)
  const { title, description, soft404 } = input
  const image = input.preview === 'render' ? 'render' : input.preview?.image
  useEffect(() => {
    const preview: PageMetaInput =
      image === undefined ? {} : { preview: image === 'render' ? 'render' : { image } }
    return holdPageMeta(rank, {
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
      ...(soft404 === undefined ? {} : { soft404 }),
      ...preview,
    })
  }, [rank, title, description, soft404, image])
}
