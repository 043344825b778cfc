// Each language's messages as a chunk of its own, fetched the first time a page or widget asks for that
// language (issue 12: a page never downloads all 31). The import calls are literal so that rollup and Vite each
// emit one chunk per catalog; catalog-loader.test.ts checks that the table covers exactly the non-English codes.
import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { registerCatalog } from './index'
import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages'

/** A catalog module: ids → ICU text (precompiled ASTs in the browser builds, which FormatJS accepts too). */
type CatalogModule = { default: Readonly<Record<string, unknown>> }

const LOADERS: Readonly<Record<string, () => Promise<CatalogModule>>> = {
  ar: () => import('./catalog/ar.json'),
  cs: () => import('./catalog/cs.json'),
  da: () => import('./catalog/da.json'),
  de: () => import('./catalog/de.json'),
  es: () => import('./catalog/es.json'),
  fa: () => import('./catalog/fa.json'),
  fr: () => import('./catalog/fr.json'),
  ko: () => import('./catalog/ko.json'),
  hi: () => import('./catalog/hi.json'),
  ne: () => import('./catalog/ne.json'),
  it: () => import('./catalog/it.json'),
  he: () => import('./catalog/he.json'),
  ka: () => import('./catalog/ka.json'),
  lt: () => import('./catalog/lt.json'),
  hu: () => import('./catalog/hu.json'),
  mk: () => import('./catalog/mk.json'),
  nl: () => import('./catalog/nl.json'),
  ja: () => import('./catalog/ja.json'),
  nb: () => import('./catalog/nb.json'),
  pl: () => import('./catalog/pl.json'),
  pt: () => import('./catalog/pt.json'),
  ro: () => import('./catalog/ro.json'),
  ru: () => import('./catalog/ru.json'),
  sl: () => import('./catalog/sl.json'),
  fi: () => import('./catalog/fi.json'),
  sv: () => import('./catalog/sv.json'),
  th: () => import('./catalog/th.json'),
  tr: () => import('./catalog/tr.json'),
  uk: () => import('./catalog/uk.json'),
  vi: () => import('./catalog/vi.json'),
  zh: () => import('./catalog/zh.json'),
}

/** The languages with a lazily loaded catalog (every shipped language but English, which is built in). */
export const LAZY_CATALOG_CODES: readonly string[] = Object.keys(LOADERS)

/** 'pt-BR' → 'pt', 'DE' → 'de': the catalog a locale uses. */
export function catalogCode(locale: string): string {
  const base = (locale.split('-')[0] ?? '').toLowerCase()
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE
}

const $ready = atom<ReadonlySet<string>>(new Set([DEFAULT_LANGUAGE]))
/** The catalog codes registered so far; a component re-renders its texts when its language joins. */
export const $loadedCatalogs: ReadableAtom<ReadonlySet<string>> = $ready

const pending = new Map<string, Promise<boolean>>()

/** True when `locale`'s messages are registered (English and unknown languages always are: they use English). */
export function isCatalogLoaded(locale: string): boolean {
  return $ready.get().has(catalogCode(locale))
}

/**
 * Fetches and registers `locale`'s catalog once; resolves true when it is ready. A failed download resolves
 * false (the texts stay English, the reader still gets a working page) and the next call tries again.
 */
export function loadCatalog(locale: string): Promise<boolean> {
  const code = catalogCode(locale)
  const load = LOADERS[code]
  if (!load || $ready.get().has(code)) return Promise.resolve(true)
  const running = pending.get(code)
  if (running) return running
  const task = load().then(
    (module) => {
      registerCatalog(code, module.default as Readonly<Record<string, string>>)
      $ready.set(new Set([...$ready.get(), code]))
      return true
    },
    (error: unknown) => {
      console.warn(`mempool-widgets: the ${code} messages did not load; showing English`, error)
      return false
    },
  )
  pending.set(code, task)
  void task.finally(() => pending.delete(code))
  return task
}
