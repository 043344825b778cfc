// One timed run: wall time and CPU time (user + system, V8's compiler threads included), in ms.
export interface Sample {
  wall: number
  cpu: number
}

export function measure(run: () => void): Sample {
  const cpuStart = process.cpuUsage()
  const start = performance.now()
  run()
  const wall = performance.now() - start
  const cpu = process.cpuUsage(cpuStart)
  return { wall, cpu: (cpu.user + cpu.system) / 1000 }
}
