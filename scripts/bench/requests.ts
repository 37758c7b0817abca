// Sequential timings of whole requests against the running Worker (what a person waits for).

export interface SequentialTiming {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  statuses: string;
}

export async function timeSequential(
  name: string,
  runs: number,
  send: () => Promise<Response>,
): Promise<SequentialTiming> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  await (await send()).arrayBuffer(); // warm-up
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await send();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    runs,
    p50: times[Math.floor(runs * 0.5)]!,
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
    statuses: [...statuses].map(([status, n]) => `${n}×${status}`).join(", "),
  };
}
