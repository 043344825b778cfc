import { describe, expect, it } from 'vitest'
import { $pageMeta, holdPageMeta, nextMetaRank } from './meta-registry'

describe('page meta registry', () => {
  it('lets the latest-ranked caller win, keeps ranks on update and restores the defaults when all leave', () => {
    const page = nextMetaRank()
    const error = nextMetaRank()
    // the child's effect runs first, but the parent rendered (ranked) first
    const leaveError = holdPageMeta(error, { title: 'Not found', soft404: true })
    const leavePage = holdPageMeta(page, { title: 'Block' })
    expect($pageMeta.get()).toEqual({ title: 'Not found', soft404: true })
    holdPageMeta(page, { title: 'Block 2' })
    expect($pageMeta.get()?.title).toBe('Not found')
    leaveError()
    expect($pageMeta.get()).toEqual({ title: 'Block 2' })
    leavePage()
    expect($pageMeta.get()).toBeUndefined()
  })
})
