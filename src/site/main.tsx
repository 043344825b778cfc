// The site's entry: registers the widgets it shows (public per-widget entries) and mounts the router.
import '../widgets/footer/footer.element'
import '../widgets/blockchain/blockchain.element'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { NotFound, Page } from './layout'
import { routePatterns } from './routes'
import { viewRoutes } from './views/view-routes'
import { clockRoutes } from './clock/clock-routes'
import './site.css'

const router = createBrowserRouter([
  ...routePatterns().map(({ path, network }) => ({ path, element: <Page network={network} /> })),
  ...viewRoutes(),
  ...clockRoutes(),
  { path: '*', element: <NotFound /> },
])

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
