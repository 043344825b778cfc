// The clock routes for react-router (spec §2.2): clock, clock/:mode and clock/:mode/:index below every
// network and language prefix of routes.ts. The page itself decides which of them redirect.
import type { RouteObject } from 'react-router'
import { routePatterns } from '../routes'
import { ClockPage } from './clock-page'

const TAILS = ['clock', 'clock/:mode', 'clock/:mode/:index'] as const

export function clockRoutes(): RouteObject[] {
  return routePatterns().flatMap(({ path, network }) =>
    TAILS.map((tail) => ({
      path: path === '/' ? `/${tail}` : `${path}/${tail}`,
      element: <ClockPage network={network} />,
    })),
  )
}
