// view/block/{id}: a bare page of the registry (app/pages.ts) drawing one view.
import { ViewPage } from './view-page'

export default function BlockViewPage() {
  return <ViewPage view="block" />
}
