// Simulated mining pools: names, slugs, unique ids, coinbase tags and hashrate shares (our own list).
export interface PoolDef {
  uniqueId: number
  name: string
  slug: string
  link: string
  /** ASCII tag written into the coinbase scriptSig. */
  tag: string
  /** Relative hashrate share. */
  share: number
  /** Probability that a block from this pool deviates from the template (audit data). */
  deviation: number
}

export const POOLS: readonly PoolDef[] = [
  {
    uniqueId: 111,
    name: 'Foundry USA',
    slug: 'foundryusa',
    link: 'https://foundrydigital.com',
    tag: '/Foundry USA Pool #dropgold/',
    share: 30,
    deviation: 0.2,
  },
  {
    uniqueId: 44,
    name: 'AntPool',
    slug: 'antpool',
    link: 'https://www.antpool.com',
    tag: 'Mined by AntPool',
    share: 18,
    deviation: 0.3,
  },
  {
    uniqueId: 73,
    name: 'ViaBTC',
    slug: 'viabtc',
    link: 'https://viabtc.com',
    tag: '/ViaBTC/Mined by sim/',
    share: 11,
    deviation: 0.3,
  },
  {
    uniqueId: 36,
    name: 'F2Pool',
    slug: 'f2pool',
    link: 'https://www.f2pool.com',
    tag: '/F2Pool/',
    share: 10,
    deviation: 0.4,
  },
  {
    uniqueId: 142,
    name: 'SpiderPool',
    slug: 'spiderpool',
    link: 'https://www.spiderpool.com',
    tag: '/SpiderPool/',
    share: 7,
    deviation: 0.3,
  },
  {
    uniqueId: 140,
    name: 'MARA Pool',
    slug: 'marapool',
    link: 'https://marapool.com',
    tag: 'MARA Pool',
    share: 5,
    deviation: 0.5,
  },
  {
    uniqueId: 4,
    name: 'Luxor',
    slug: 'luxor',
    link: 'https://mining.luxor.tech',
    tag: '/LUXOR/',
    share: 4,
    deviation: 0.2,
  },
  {
    uniqueId: 105,
    name: 'Binance Pool',
    slug: 'binancepool',
    link: 'https://pool.binance.com',
    tag: '/Binance/',
    share: 3,
    deviation: 0.2,
  },
  {
    uniqueId: 43,
    name: 'Braiins Pool',
    slug: 'braiinspool',
    link: 'https://braiins.com',
    tag: '/slush/',
    share: 3,
    deviation: 0.2,
  },
  {
    uniqueId: 141,
    name: 'SECPOOL',
    slug: 'secpool',
    link: 'https://www.secpool.com',
    tag: '/SecPool/',
    share: 3,
    deviation: 0.3,
  },
  {
    uniqueId: 137,
    name: 'OCEAN',
    slug: 'ocean',
    link: 'https://ocean.xyz',
    tag: '/ocean.xyz/',
    share: 2,
    deviation: 0.6,
  },
  {
    uniqueId: 56,
    name: 'SBI Crypto',
    slug: 'sbicrypto',
    link: 'https://www.sbicrypto.com',
    tag: 'SBICrypto',
    share: 2,
    deviation: 0.2,
  },
  { uniqueId: 0, name: 'Unknown', slug: 'unknown', link: '', tag: '', share: 2, deviation: 0.2 },
]

export function poolByUniqueId(id: number): PoolDef {
  return POOLS.find((p) => p.uniqueId === id) ?? (POOLS[POOLS.length - 1] as PoolDef)
}

export function poolBySlug(slug: string): PoolDef | undefined {
  return POOLS.find((p) => p.slug === slug)
}
