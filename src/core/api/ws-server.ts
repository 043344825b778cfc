// PLACEHOLDER — being replaced by the full wire types (reference §1.3). Keys are the server message types.
export interface ServerMessages {
  [key: string]: unknown
}
