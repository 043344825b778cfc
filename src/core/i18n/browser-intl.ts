/*
 * The browser build's stand-in for '@formatjs/intl' (rollup.config.ts aliases it there; tests, Storybook and
 * the npm build keep the real package): the same createIntl surface, about 3.5 kB gzip smaller, for messages
 * that ship precompiled (the browser build has no ICU parser). Messages are formatted by intl-messageformat's
 * own formatToParts and every other method by the matching Intl constructor, so the output is the same;
 * browser-intl.test.ts checks that against @formatjs/intl on every catalog message.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { IntlConfig, IntlShape, MessageDescriptor } from '@formatjs/intl'
import { formatToParts } from 'intl-messageformat'
import type { Formats } from 'intl-messageformat'

export const IntlErrorCode = {
  FORMAT_ERROR: 'FORMAT_ERROR',
  UNSUPPORTED_FORMATTER: 'UNSUPPORTED_FORMATTER',
  INVALID_CONFIG: 'INVALID_CONFIG',
  MISSING_DATA: 'MISSING_DATA',
  MISSING_TRANSLATION: 'MISSING_TRANSLATION',
} as const

export class IntlError extends Error {
  constructor(
    readonly code: keyof typeof IntlErrorCode,
    message: string,
    readonly exception?: unknown,
  ) {
    super(`[@formatjs/intl Error ${code}] ${message}`)
  }
}

export const defineMessages = <T>(messages: T): T => messages
export const defineMessage = <T>(message: T): T => message

/** Intl formatter instances by constructor, locale and options; one cache may serve many intls. */
export type BrowserIntlCache = Map<string, unknown>
export const createIntlCache = (): BrowserIntlCache => new Map()

// ICU's named styles (`{n, number, percent}`, `{d, date, short}`), as intl-messageformat defines them.
const DEFAULT_FORMATS: Formats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
}

type Message = string | MessageFormatElement[]
type Values = Record<string, unknown>
type Options = Record<string, unknown> & { format?: string }

const hasOwn = (object: object | undefined, key: string): boolean =>
  object !== undefined && Object.prototype.hasOwnProperty.call(object, key)

/** Defaults merged under the config's named formats, each date/time one in the config's time zone. */
function mergeFormats(custom: Partial<Formats> | undefined, timeZone: string | undefined): Formats {
  const merged = { ...DEFAULT_FORMATS }
  for (const kind of ['number', 'date', 'time'] as const) {
    const named = { ...DEFAULT_FORMATS[kind], ...custom?.[kind] } as Record<string, object>
    if (timeZone && kind !== 'number')
      for (const name of Object.keys(named)) named[name] = { timeZone, ...named[name] }
    ;(merged as Record<string, unknown>)[kind] = named
  }
  return merged
}

export function createIntl(
  config: IntlConfig,
  cache: BrowserIntlCache = createIntlCache(),
): IntlShape {
  const locale = config.locale || config.defaultLocale || 'en'
  const defaultLocale = config.defaultLocale ?? 'en'
  const onError = config.onError ?? ((error: unknown) => console.error(error))
  const messages = config.messages as Record<string, Message> | undefined
  const formats = mergeFormats(config.formats as Partial<Formats> | undefined, config.timeZone)
  const defaultFormats = mergeFormats(
    config.defaultFormats as Partial<Formats> | undefined,
    config.timeZone,
  )

  function cached<T>(kind: string, make: () => T, ...args: unknown[]): T {
    const key = `${kind}${JSON.stringify(args)}`
    if (!cache.has(key)) cache.set(key, make())
    return cache.get(key) as T
  }
  type Locales = string | string[]
  const formatters = {
    getNumberFormat: (l: Locales, o?: Intl.NumberFormatOptions) =>
      cached('n', () => new Intl.NumberFormat(l, o), l, o),
    getDateTimeFormat: (l: Locales, o?: Intl.DateTimeFormatOptions) =>
      cached('d', () => new Intl.DateTimeFormat(l, o), l, o),
    getPluralRules: (l: Locales, o?: Intl.PluralRulesOptions) =>
      cached('p', () => new Intl.PluralRules(l, o), l, o),
  }

  /** A precompiled message to a string, or to an array when rich-text tags return elements. */
  function formatAst(
    message: Message,
    messageLocale: string,
    named: Formats,
    values: Values,
  ): unknown {
    if (typeof message === 'string')
      throw new TypeError('this build formats precompiled messages only')
    const parts = formatToParts(
      message,
      messageLocale,
      formatters,
      named,
      values as never,
      undefined,
      undefined,
    )
    if (parts.length === 1) return parts[0]?.value
    const joined = parts.reduce<unknown[]>((all, part) => {
      const last = all.length - 1
      if (part.type === 0 && typeof all[last] === 'string') all[last] += part.value
      else all.push(part.value)
      return all
    }, [])
    return joined.length <= 1 ? (joined[0] ?? '') : joined
  }

  function formatMessage(descriptor: MessageDescriptor = { id: '' }, values?: Values): unknown {
    const { id, defaultMessage } = descriptor as { id?: string | number; defaultMessage?: Message }
    if (!id) throw new Error('[@formatjs/intl] An `id` must be provided to format a message.')
    const key = String(id)
    const message = hasOwn(messages, key) ? messages?.[key] : undefined
    if (Array.isArray(message) && message.length === 1 && message[0]?.type === 0)
      return message[0].value
    const all: Values = { ...config.defaultRichTextElements, ...values }
    const formatDefault = (): unknown =>
      formatAst(defaultMessage ?? [], defaultLocale, defaultFormats, all)
    if (!message) {
      if (!defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase())
        onError(
          new IntlError(
            'MISSING_TRANSLATION',
            `Missing message: "${key}" for locale "${locale}"`,
          ) as never,
        )
      if (!defaultMessage) return key
      try {
        return formatDefault()
      } catch (e) {
        onError(
          new IntlError(
            'FORMAT_ERROR',
            `Error formatting default message for "${key}"`,
            e,
          ) as never,
        )
        return typeof defaultMessage === 'string' ? defaultMessage : key
      }
    }
    try {
      return formatAst(message, locale, formats, all)
    } catch (e) {
      onError(new IntlError('FORMAT_ERROR', `Error formatting message "${key}"`, e) as never)
    }
    if (defaultMessage)
      try {
        return formatDefault()
      } catch (e) {
        onError(
          new IntlError(
            'FORMAT_ERROR',
            `Error formatting the default message for "${key}"`,
            e,
          ) as never,
        )
      }
    return typeof message === 'string'
      ? message
      : typeof defaultMessage === 'string'
        ? defaultMessage
        : key
  }

  /** Runs a formatter; a bad option or value reports FORMAT_ERROR and renders `fallback` instead of throwing. */
  function safely<T>(what: string, run: () => T, fallback: () => T): T {
    try {
      return run()
    } catch (e) {
      onError(new IntlError('FORMAT_ERROR', `Error formatting ${what}.`, e) as never)
      return fallback()
    }
  }
  // formatNumber/formatDate/… look `format` up among the config's own formats only (not ICU's named styles).
  const named = (kind: keyof Formats, options: Options = {}) => {
    const { format, ...rest } = options
    const zone = kind !== 'number' && config.timeZone ? { timeZone: config.timeZone } : {}
    const preset = format
      ? (config.formats as Partial<Formats> | undefined)?.[kind]?.[format]
      : undefined
    if (format && !preset)
      onError(new IntlError('UNSUPPORTED_FORMATTER', `No ${kind} format named: ${format}`) as never)
    return { ...zone, ...preset, ...rest }
  }
  const toDate = (value: unknown) =>
    typeof value === 'string' ? new Date(value || 0) : (value as Date | number)
  const timeOptions = (options?: Options) => {
    const o = named('time', options) as Intl.DateTimeFormatOptions
    return o.hour || o.minute || o.second || o.timeStyle || o.dateStyle
      ? o
      : { ...o, hour: 'numeric', minute: 'numeric' }
  }
  const number = (options?: Options) =>
    formatters.getNumberFormat(locale, named('number', options) as Intl.NumberFormatOptions)
  const date = (options?: Options) => formatters.getDateTimeFormat(locale, named('date', options))
  const time = (options?: Options) =>
    formatters.getDateTimeFormat(locale, timeOptions(options) as never)
  const list = (options?: Options) =>
    cached(
      'l',
      () => new Intl.ListFormat(locale, options as Intl.ListFormatOptions),
      locale,
      options,
    )

  // Intl.DurationFormat is newer than the lib typings (Chromium 129+, not in Node 20).
  type DurationFormat = { format(d: object): string; formatToParts(d: object): unknown[] }
  const durations = (options?: Options) =>
    cached(
      'du',
      () =>
        new (
          Intl as unknown as { DurationFormat: new (l: string, o?: object) => DurationFormat }
        ).DurationFormat(locale, options),
      locale,
      options,
    )

  /** List parts with each non-string item (a React element…) put back in place of a placeholder. */
  function listParts(items: readonly unknown[], options?: Options) {
    const marks = items.map((item, i) => (typeof item === 'string' ? item : `\u0000${i}\u0000`))
    return list(options)
      .formatToParts(marks)
      .map((part) => {
        const index = marks.indexOf(part.value)
        return index >= 0 && typeof items[index] !== 'string'
          ? { ...part, value: items[index] }
          : part
      })
  }

  const intl = {
    ...config,
    locale,
    defaultLocale,
    formats: config.formats ?? {},
    messages: messages ?? {},
    onError,
    formatters,
    formatMessage,
    $t: formatMessage,
    formatNumber: (value: number | bigint, o?: Options) =>
      safely(
        'number',
        () => number(o).format(value),
        () => String(value),
      ),
    formatNumberToParts: (value: number | bigint, o?: Options) =>
      safely(
        'number',
        () => number(o).formatToParts(value),
        () => [],
      ),
    formatDate: (value: unknown, o?: Options) =>
      safely(
        'date',
        () => date(o).format(toDate(value)),
        () => String(toDate(value)),
      ),
    formatDateToParts: (value: unknown, o?: Options) =>
      safely(
        'date',
        () => date(o).formatToParts(toDate(value)),
        () => [],
      ),
    formatTime: (value: unknown, o?: Options) =>
      safely(
        'time',
        () => time(o).format(toDate(value)),
        () => String(toDate(value)),
      ),
    formatTimeToParts: (value: unknown, o?: Options) =>
      safely(
        'time',
        () => time(o).formatToParts(toDate(value)),
        () => [],
      ),
    formatDateTimeRange: (from: unknown, to: unknown, o?: Options) =>
      safely(
        'date range',
        () => date(o).formatRange(toDate(from), toDate(to)),
        () => String(toDate(from)),
      ),
    formatRelativeTime: (
      value: number,
      unit: Intl.RelativeTimeFormatUnit = 'second',
      o?: Options,
    ) =>
      safely(
        'relative time',
        () =>
          cached(
            'r',
            () => new Intl.RelativeTimeFormat(locale, o as Intl.RelativeTimeFormatOptions),
            locale,
            o,
          ).format(value, unit),
        () => String(value),
      ),
    formatPlural: (value: number, o?: Options) =>
      safely(
        'plural',
        () => formatters.getPluralRules(locale, o as Intl.PluralRulesOptions).select(value),
        () => 'other',
      ),
    formatList: (items: readonly unknown[], o?: Options) =>
      safely(
        'list',
        () => {
          const parts = listParts(items, o).map((part) => part.value)
          return parts.every((part) => typeof part === 'string') ? parts.join('') : parts
        },
        () => [...items],
      ),
    formatListToParts: (items: readonly unknown[], o?: Options) =>
      safely(
        'list',
        () => listParts(items, o),
        () => [],
      ),
    formatDuration: (value: object, o?: Options) =>
      safely(
        'duration',
        () => durations(o).format(value),
        () => '',
      ),
    formatDurationToParts: (value: object, o?: Options) =>
      safely(
        'duration',
        () => durations(o).formatToParts(value),
        () => [],
      ),
    formatDisplayName: (value: string, o: Options) =>
      safely(
        'display name',
        () => cached('dn', () => new Intl.DisplayNames(locale, o as never), locale, o).of(value),
        () => undefined,
      ),
  }
  return intl as unknown as IntlShape
}
