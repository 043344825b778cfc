// The site's entry: reads the deployment's config once, registers the footer (on every non-bare page; each page
// registers the widgets it shows in its own chunk), picks the page language (URL prefix > `lang` cookie >
// browser languages > English), loads that language's messages, then mounts the router and schedules the
// preload of pages. Waiting for the catalog avoids a first render in English that then switches.
import '../widgets/footer/footer.element'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import { loadCatalog, textDirection } from '../core'
import { schedulePreload } from './app/lazy-page'
import { pageLanguage } from './app/page-language'
import { readSiteConfig } from './app/read-site-config'
import { siteRoutes } from './app/router'
import { readerSources } from './app/use-page-translator'
import './site.css'

// Declarative mode: the site has no loaders or actions, and the data router's code is ~9 kB gzip more.
const language = pageLanguage(location.pathname, readerSources())
const routes = siteRoutes(readSiteConfig(), language.prefix)
function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

// Set before the widgets' first render too: they follow the document's language.
document.documentElement.lang = language.locale
document.documentElement.dir = textDirection(language.locale)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
const mount = root
// A failed download resolves too: the page then shows English rather than nothing.
void loadCatalog(language.locale).then(() => {
  createRoot(mount).render(
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes routes={routes} />
      </BrowserRouter>
    </StrictMode>,
  )
  schedulePreload()
})
