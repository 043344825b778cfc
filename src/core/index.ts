export type { ConnectionState, LiveSocket, RestClient, RestError, RestRequest, ServerMessageKey, TrackingKey } from './client/contracts'
