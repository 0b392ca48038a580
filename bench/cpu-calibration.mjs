// Lighthouse's mobile preset simulates a mid-tier phone by counting the host's CPU work 4 times
// over, a factor meant for a host of about a high-end desktop's speed (a benchmarkIndex near
// 1,500). On a slower host the same factor simulates a slower phone than the preset means to, and
// Lighthouse warns so below 1,000. Its documentation (docs/throttling.md, "Calibrating the CPU
// slowdown") gives the factor for a host from its benchmarkIndex: the table below, from the
// Lighthouse team's CPU throttling calculator.

/** The CPU slowdown that makes this host simulate the preset's phone, or undefined if it is too slow to. */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233; // 1,533: 4x
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500; // 1,300: 3x
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650; // 800: 2x
  return undefined;
}
