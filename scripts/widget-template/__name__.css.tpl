/*
 * <mempool-__name__>. Component properties (each falls back to a theme token): --mp-__name__-bg.
 * Logical properties only, so rtl mirrors the widget.
 */
:host {
  display: block;
}

.__name__ {
  background: var(--mp-__name__-bg, var(--_mp-surface));
  color: var(--_mp-text);
}

.panel {
  padding-block: 0.75rem;
  padding-inline: 1rem;
}

.__name__--compact .panel {
  padding-block: 0.25rem;
  padding-inline: 0.5rem;
}
