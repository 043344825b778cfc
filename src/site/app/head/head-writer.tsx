// The shell's one head owner: whenever the winning page meta, the location or the site env changes, the
// document head is rewritten for it.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useSiteEnv } from '../site-env'
import { useStore } from '../use-store'
import { $pageMeta } from './meta-registry'
import { pageHead } from './page-head'
import { writeHead } from './write-head'

export function HeadWriter() {
  const { config, network, translator } = useSiteEnv()
  const { pathname } = useLocation()
  const input = useStore($pageMeta)
  useEffect(() => {
    const context = { config, network, translator, pathname, origin: location.origin }
    writeHead(document, pageHead(context, input))
  }, [config, network, translator, pathname, input])
  return null
}
