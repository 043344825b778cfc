// The interface languages (spec §9 "Languages", in its order), with each language's own name, and their writing
// direction (§1: right-to-left for Arabic, Persian and Hebrew).

export interface Language {
  /** BCP 47 language code, also the URL prefix (`/de/...`). */
  readonly code: string
  /** The language's name in itself. */
  readonly name: string
}

export const LANGUAGES: readonly Language[] = [
  { code: 'ar', name: 'العربية' },
  { code: 'cs', name: 'Čeština' },
  { code: 'da', name: 'Dansk' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fa', name: 'فارسی' },
  { code: 'fr', name: 'Français' },
  { code: 'ko', name: '한국어' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'ne', name: 'नेपाली' },
  { code: 'it', name: 'Italiano' },
  { code: 'he', name: 'עברית' },
  { code: 'ka', name: 'ქართული' },
  { code: 'lt', name: 'Lietuvių' },
  { code: 'hu', name: 'Magyar' },
  { code: 'mk', name: 'Македонски' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'ja', name: '日本語' },
  { code: 'nb', name: 'Norsk' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'ro', name: 'Română' },
  { code: 'ru', name: 'Русский' },
  { code: 'sl', name: 'Slovenščina' },
  { code: 'fi', name: 'Suomi' },
  { code: 'sv', name: 'Svenska' },
  { code: 'th', name: 'ไทย' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'uk', name: 'Українська' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh', name: '中文' },
]

export const DEFAULT_LANGUAGE = 'en'

/**
 * The codes of LANGUAGES, kept apart so that widgets, which only check codes, do not ship the native names
 * (about 0.5 kB gzip); i18n.test.ts checks that both lists hold the same codes.
 */
export const LANGUAGE_CODES: ReadonlySet<string> = new Set(
  'ar cs da de en es fa fr ko hi ne it he ka lt hu mk nl ja nb pl pt ro ru sl fi sv th tr uk vi zh'.split(
    ' ',
  ),
)
const CODES = LANGUAGE_CODES
const RTL = new Set(['ar', 'fa', 'he'])

// 'pt-BR' → 'pt'; codes compare case-insensitively on the language part.
function baseCode(code: string): string {
  return (code.split('-')[0] ?? '').toLowerCase()
}

/** True when `code` (or its base language, for 'xx-YY') is a shipped language. */
export function isSupportedLanguage(code: string): boolean {
  return CODES.has(code) || CODES.has(baseCode(code))
}

/** Right-to-left scripts: Arabic, Persian, Hebrew. */
export function isRtl(code: string): boolean {
  return RTL.has(baseCode(code))
}

export function textDirection(code: string): 'rtl' | 'ltr' {
  return isRtl(code) ? 'rtl' : 'ltr'
}

/** The language's own name, or undefined when it is not shipped. */
export function languageName(code: string): string | undefined {
  const exact = LANGUAGES.find((language) => language.code === code)
  return (exact ?? LANGUAGES.find((language) => language.code === baseCode(code)))?.name
}
