// Physical declarations the logical-CSS gate (css-logical.test.ts) accepts, each with why it must stay physical.
// An entry matches a file, the selector (or 'style object' etc. for .ts/.tsx) and a property; an entry that no
// longer matches anything fails the gate too, so this list stays true.

export interface CssLogicalException {
  readonly file: string
  readonly selector: string
  readonly property: string
  readonly reason: string
}

export const CSS_LOGICAL_EXCEPTIONS: readonly CssLogicalException[] = [
  {
    file: 'src/widgets/clock/centre/centre.css',
    selector: '.centre-sizer',
    property: 'left',
    reason:
      'The sizer is scaled down by a transform, and transform-origin has no logical keywords: its corner and ' +
      'its origin (0 0) must be the same physical corner, or in rtl the scaled square would leave the centre. ' +
      'The square is symmetric, so it looks the same in both directions.',
  },
]
