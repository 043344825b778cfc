// view/mempool-block/{index}: a bare page of the registry (app/pages.ts) drawing one view.
import { ViewPage } from './view-page'

export default function MempoolBlockViewPage() {
  return <ViewPage view="mempool-block" />
}
