// Counts open websocket connections per remote address, across every network's hub, so one address cannot
// hold thousands of sockets (each costs memory and a share of every broadcast).

export class IpConnections {
  private readonly open = new Map<string, number>()

  /** `max` connections per address; 0 = unlimited. */
  constructor(private readonly max: number) {}

  /** Takes a slot for `ip`; false (nothing taken) when the address already has `max` open. */
  tryOpen(ip: string): boolean {
    const count = this.open.get(ip) ?? 0
    if (this.max > 0 && count >= this.max) return false
    this.open.set(ip, count + 1)
    return true
  }

  release(ip: string): void {
    const count = (this.open.get(ip) ?? 0) - 1
    if (count > 0) this.open.set(ip, count)
    else this.open.delete(ip)
  }
}
