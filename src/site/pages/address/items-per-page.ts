// Transactions per page of the address page follow the window height (spec §9 "Address page"): one row of
// 30 px per item below 150 px of page chrome, at least one.
export function itemsPerPage(windowHeightPx: number): number {
  return Math.max(1, Math.floor((windowHeightPx - 150) / 30))
}
