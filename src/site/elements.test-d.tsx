// Type test (checked by `npm run typecheck`, never run): the site's JSX tags take exactly the attributes of
// the widgets' API tables, as elements.d.ts derives them.
export const accepted = [
  <mempool-blockchain show-pools show-mining-info="false" static-count={5} theme="light" />,
  <mempool-blockchain spotlight="-2" selected-height={840_000} lang="de" />,
  <mempool-footer unit="WU" layout="fixed" network="signet" />,
  <mempool-provider api="https://mempool.example">
    <mempool-footer />
  </mempool-provider>,
]

export const refused = [
  // @ts-expect-error -- not one of the unit enum's values
  <mempool-footer unit="kB" />,
  // @ts-expect-error -- not one of the theme enum's values
  <mempool-blockchain theme="blue" />,
  // @ts-expect-error -- a number attribute takes numbers
  <mempool-blockchain static-count="many" />,
  // @ts-expect-error -- no such attribute in the footer's table
  <mempool-footer minimal />,
]
