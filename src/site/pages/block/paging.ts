// Page numbers of the paged transaction lists (block and address pages): 1-based, kept in the `page` query.

/** Transactions per page of /api/block/{hash}/txs/{start} (the server's esplora page size). */
export const BLOCK_TXS_PER_PAGE = 25

/** Pages needed for `total` items, at least one (an empty list still has its first page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)))
}

/** The `page` query value as a page number: a whole number from 1 to `pages`; anything else is page 1. */
export function pageFromQuery(value: string | null, pages: number): number {
  if (value === null || !/^\d+$/.test(value)) return 1
  return Math.min(Math.max(1, Number(value)), Math.max(1, pages))
}

/** Index of the first item of `page`. */
export function pageStart(page: number, perPage: number): number {
  return (page - 1) * perPage
}
