// Every string of the header's settings menu.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  button: { id: 'site.settings.button', defaultMessage: 'Settings' },
  panel: { id: 'site.settings.panel', defaultMessage: 'Display settings' },
  rateUnit: { id: 'site.settings.rate-unit', defaultMessage: 'Fee rate unit' },
  vbyte: { id: 'site.settings.vbyte', defaultMessage: 'sat/vB (virtual bytes)' },
  weight: { id: 'site.settings.weight', defaultMessage: 'sat/WU (weight units)' },
  currency: { id: 'site.settings.currency', defaultMessage: 'Currency' },
  currencyOption: {
    id: 'site.settings.currency-option',
    defaultMessage: '{code} – {name}',
    description: 'a currency in the list, e.g. "EUR – Euro"',
  },
  timeDirection: { id: 'site.settings.time-direction', defaultMessage: 'Direction of time' },
  rightToLeft: {
    id: 'site.settings.right-to-left',
    defaultMessage: 'New blocks on the left',
    description: 'time runs right to left (default): the mempool on the left of the divider',
  },
  leftToRight: {
    id: 'site.settings.left-to-right',
    defaultMessage: 'New blocks on the right',
    description: 'time runs left to right',
  },
  flow: { id: 'site.settings.flow', defaultMessage: 'Transaction flow diagram' },
  audit: { id: 'site.settings.audit', defaultMessage: 'Block audit' },
  show: { id: 'site.settings.show', defaultMessage: 'Show' },
  hide: { id: 'site.settings.hide', defaultMessage: 'Hide' },
  graphWindow: { id: 'site.settings.graph-window', defaultMessage: 'Graph time span' },
  miningWindow: { id: 'site.settings.mining-window', defaultMessage: 'Mining time span' },
  window: {
    id: 'site.settings.window',
    defaultMessage:
      '{unit, select, h {{count, plural, one {# hour} other {# hours}}} d {{count, plural, one {# day} other {# days}}} w {{count, plural, one {# week} other {# weeks}}} m {{count, plural, one {# month} other {# months}}} y {{count, plural, one {# year} other {# years}}} other {All time}}',
    description: 'a chart time span, e.g. "2 hours", "1 week", "All time"',
  },
})
