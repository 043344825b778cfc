// The document head of a page (spec §2.4): title (page name, base title, network suffix), description by network
// family, canonical link on the build's public host, share-preview tags and the soft-404 marker. Pages declare
// what they are; the shell's <PageMeta> owner writes the tags. Implementation: app/head/ (shell helper).
export interface PageMetaInput {
  /** The page's own name, already translated ("Block 840000"); none for the network root. */
  readonly title?: string
  /** A page-specific description; the network family's default otherwise. */
  readonly description?: string
  /**
   * 'render': the page has preview data → og:image /render/{lang}/preview{current url} (1200×600);
   * a file name under /resources/previews/ (1000×500); default 'mempool-space-preview.jpg'-like fixed image.
   */
  readonly preview?: 'render' | { readonly image: string }
  /** True on a "not found" page state (bad id, unknown block): sets the soft-404 marker. */
  readonly soft404?: boolean
}
