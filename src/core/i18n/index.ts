/*
 * i18n for the core and the widgets, on FormatJS.
 *
 * Declaring messages (widget authors): put a `messages.ts` beside the widget and declare every user-visible string
 * there with `defineMessages` from '@formatjs/intl', ids namespaced `widget.key`:
 *
 *   export const messages = defineMessages({
 *     title: { id: 'fee-histogram.title', defaultMessage: 'Fee distribution', description: 'heading' },
 *     count: { id: 'fee-histogram.count', defaultMessage: '{count, plural, one {# transaction} other {# transactions}}' },
 *   })
 *
 * then render with `createTranslator(locale).t(messages.title)` (or `getIntl(locale).formatMessage(...)`).
 * Run `npm run i18n:extract` to regenerate catalog/en.json; `npm test` fails when code uses an id the English catalog
 * lacks or whose text differs. Numbers, dates and plural rules always come from Intl for the requested locale, so
 * every language formats correctly even before it has translations (untranslated ids fall back to English).
 */
import { createIntl, createIntlCache, IntlErrorCode } from '@formatjs/intl'
import type { IntlShape, MessageDescriptor } from '@formatjs/intl'
import en from './catalog/en.json'
import { DEFAULT_LANGUAGE, textDirection } from './languages'

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>

const englishCatalog: Readonly<Record<string, string>> = en
// Translations by language code; English is the source and the fallback for every missing id.
const catalogs = new Map<string, Readonly<Record<string, string>>>([
  [DEFAULT_LANGUAGE, englishCatalog],
])
const cache = createIntlCache()
const intls = new Map<string, IntlShape>()

/** Adds (or replaces) a translated catalog; later `getIntl` calls for that language use it. */
export function registerCatalog(code: string, messages: Readonly<Record<string, string>>): void {
  catalogs.set(code, messages)
  for (const key of [...intls.keys()])
    if (key === code || key.startsWith(`${code}-`)) intls.delete(key)
}

// An unparseable tag falls back to English rather than throwing inside a render.
function canonicalLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** The FormatJS IntlShape for a locale (cached), with the English catalog under any translation. */
export function getIntl(locale: string = DEFAULT_LANGUAGE): IntlShape {
  const tag = canonicalLocale(locale)
  const cached = intls.get(tag)
  if (cached) return cached
  const translated = catalogs.get(tag) ?? catalogs.get(tag.split('-')[0] ?? '') ?? {}
  const intl = createIntl(
    {
      locale: tag,
      // defaultMessage text is English, but plural rules and numbers must follow the requested locale.
      defaultLocale: tag,
      messages: { ...englishCatalog, ...translated },
      onError: (error) => {
        // Untranslated ids are expected while translations catch up; anything else is a real bug.
        if (error.code === IntlErrorCode.MISSING_TRANSLATION) return
        console.error(error)
      },
    },
    cache,
  )
  intls.set(tag, intl)
  return intl
}

export interface Translator {
  readonly locale: string
  readonly dir: 'rtl' | 'ltr'
  readonly intl: IntlShape
  t(descriptor: MessageDescriptor, values?: MessageValues): string
}

export function createTranslator(locale: string = DEFAULT_LANGUAGE): Translator {
  const intl = getIntl(locale)
  return {
    locale: intl.locale,
    dir: textDirection(intl.locale),
    intl,
    t: (descriptor, values) => String(intl.formatMessage(descriptor, values)),
  }
}

/** One-off formatting of a message in `locale` (English by default). */
export function t(
  descriptor: MessageDescriptor,
  values?: MessageValues,
  locale: string = DEFAULT_LANGUAGE,
): string {
  return String(getIntl(locale).formatMessage(descriptor, values))
}
