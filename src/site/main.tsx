// The site's entry: reads the deployment's config once, registers the footer (on every non-bare page; each page
// registers the widgets it shows in its own chunk), mounts the router and schedules the preload of pages.
import '../widgets/footer/footer.element'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import { schedulePreload } from './app/lazy-page'
import { readSiteConfig } from './app/read-site-config'
import { siteRoutes } from './app/router'
import { pathLang } from './app/site-routes'
import './site.css'

// Declarative mode: the site has no loaders or actions, and the data router's code is ~9 kB gzip more.
const routes = siteRoutes(readSiteConfig(), pathLang(location.pathname))
function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes routes={routes} />
    </BrowserRouter>
  </StrictMode>,
)
schedulePreload()
