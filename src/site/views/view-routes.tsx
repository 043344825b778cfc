// The view routes for react-router: view/block/:id, view/mempool-block/:index and view/blocks below every
// network and language prefix of routes.ts.
import type { RouteObject } from 'react-router'
import { routePatterns } from '../routes'
import { ViewPage } from './view-page'
import type { ViewName } from './view-page'

const VIEWS: readonly (readonly [path: string, view: ViewName])[] = [
  ['view/block/:id', 'block'],
  ['view/mempool-block/:index', 'mempool-block'],
  ['view/blocks', 'blocks'],
]

export function viewRoutes(): RouteObject[] {
  return routePatterns().flatMap(({ path, network }) =>
    VIEWS.map(([tail, view]) => ({
      path: path === '/' ? `/${tail}` : `${path}/${tail}`,
      element: <ViewPage network={network} view={view} />,
    })),
  )
}
