// Builds the stores over a fake socket and a scripted REST client, for the tests in this folder.
import type { RestClient, RestRequest } from '../client/contracts'
import * as extras from './extras'
import type { FakeSocket } from './fake-socket'
import { createFakeSocket } from './fake-socket'
import { createStores } from './index'
import type { StoresOptions } from './platform'

export interface FakeRest extends RestClient {
  readonly requests: RestRequest[]
}

/** `answer` gives each request's result (a rejected promise to fail it); default: resolves {}. */
export function createFakeRest(
  answer: (req: RestRequest) => Promise<unknown> = () => Promise.resolve({}),
): FakeRest {
  const requests: RestRequest[] = []
  return {
    requests,
    request<T>(req: RestRequest): Promise<T> {
      requests.push(req)
      return answer(req) as Promise<T>
    },
  }
}

export function setup(options: Partial<Omit<StoresOptions, 'socket'>> = {}): {
  socket: FakeSocket
  rest: FakeRest
  stores: ReturnType<typeof createStores>
} {
  const socket = createFakeSocket()
  const rest = (options.rest as FakeRest | undefined) ?? createFakeRest()
  // The extra families built at once, so tests read them synchronously (index.test.ts covers the lazy path).
  const stores = createStores({ network: 'mainnet', extras, ...options, socket, rest })
  return { socket, rest, stores }
}

/** Lets the microtasks queued while a frame was delivered run (frame-level decisions are taken there). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await Promise.resolve()
}
