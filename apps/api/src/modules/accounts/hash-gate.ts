import { DomainError } from '@store/domain';

/**
 * A counting semaphore with a bounded queue: at most `limit` tasks run, up to `queue` wait, and
 * beyond that a caller is told at once that the server is busy (503) rather than piling up memory.
 * Small enough that a library (p-limit has no bounded queue) would not save code.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queue) throw new DomainError('BUSY');
      // The slot is handed over by the task that finishes, so `running` never drops in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
