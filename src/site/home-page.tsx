// The home page: the widgets, composed through their public exports only.
import { BlockchainSlot } from './blockchain-slot'
import type { SiteRoute } from './routes'

export function HomePage({ route }: { route: SiteRoute }) {
  return (
    <main className="home">
      <h1 className="visually-hidden">Bitcoin {route.network} mempool</h1>
      <section aria-label="Blockchain" className="home-blockchain">
        <BlockchainSlot network={route.network} />
      </section>
    </main>
  )
}
