// What a live card shows until its first figures arrive over the socket.
import { useSiteEnv } from '../../app/site-env'
import { messages } from './messages'

export function Waiting() {
  const { t } = useSiteEnv()
  return (
    <p className="dashboard-waiting" role="status" aria-busy="true">
      {t(messages.waiting)}
    </p>
  )
}
