// Pages call usePageMeta({...}) while rendered; the last caller wins, and leaving the page restores the defaults.
// The shell helper replaces this placeholder with the head writer (app/head/).
import { useEffect } from 'react'
import type { PageMetaInput } from './page-meta'

export function usePageMeta(input: PageMetaInput): void {
  const { title } = input
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
