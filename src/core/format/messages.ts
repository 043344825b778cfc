// Strings the formatters put around numbers.
import { defineMessages } from '@formatjs/intl'

export const formatMessages = defineMessages({
  justNow: {
    id: 'format.justNow',
    defaultMessage: 'Just now',
    description: 'time since, under a minute',
  },
  valueWithUnit: {
    id: 'format.valueWithUnit',
    defaultMessage: '{value} {unit}',
    description: 'a formatted number followed by its unit symbol (BTC, sat/vB, kB…)',
  },
  feeRate: {
    id: 'format.feeRate',
    defaultMessage: '{rate} sat/vB',
    description: 'fee rate in satoshis per vbyte',
  },
  feeRateWu: {
    id: 'format.feeRateWu',
    defaultMessage: '{rate} sat/WU',
    description: 'fee rate in satoshis per weight unit (a quarter of the rate per vbyte)',
  },
})
