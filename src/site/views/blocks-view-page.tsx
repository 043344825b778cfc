// view/blocks: a bare page of the registry (app/pages.ts) drawing one view.
import { ViewPage } from './view-page'

export default function BlocksViewPage() {
  return <ViewPage view="blocks" />
}
