// One replacement tree: the newest version, then every version it replaced, with the chain's badges
// (full RBF when a replaced version did not signal; mined once the replacement is in a block).
import { truncateMiddle } from '../../../core'
import type { RbfTree } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { messages } from './messages'
import { RbfStep } from './rbf-step'
import { replacementSteps } from './rbf-trees'

export function RbfChain({ tree, nowS }: { tree: RbfTree; nowS: number }) {
  const { t } = useSiteEnv()
  return (
    <li className="rbf-chain" data-txid={tree.tx.txid} data-full-rbf={tree.fullRbf}>
      <div className="rbf-chain-badges">
        {tree.fullRbf ? <span className="badge badge-full-rbf">{t(messages.fullRbf)}</span> : null}
        {tree.mined ? <span className="badge badge-mined">{t(messages.mined)}</span> : null}
      </div>
      <ol
        className="rbf-steps"
        aria-label={t(messages.chain, { txid: truncateMiddle(tree.tx.txid) })}
      >
        {replacementSteps(tree).map((step) => (
          <RbfStep key={`${step.tree.tx.txid}-${step.depth}`} step={step} nowS={nowS} />
        ))}
      </ol>
    </li>
  )
}
