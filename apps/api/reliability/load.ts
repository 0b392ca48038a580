/**
 * Customers hitting the API while something breaks: each client asks one thing after another and
 * every answer is kept with when it was asked and how long it took. A request not answered within
 * the hang limit is recorded as hung (the test then fails: nothing may hang).
 */
export type Sample = { what: string; startedAt: number; ms: number; status: number; body: string };

export const HUNG = -1;

export async function runLoad(options: {
  clients: number;
  /** One customer's next step: its answer's status and body. */
  step(client: number, round: number): Promise<{ what: string; status: number; body: string }>;
  until(): boolean;
}): Promise<Sample[]> {
  const samples: Sample[] = [];
  const client = async (id: number) => {
    for (let round = 0; !options.until(); round += 1) {
      const startedAt = Date.now();
      try {
        const answer = await options.step(id, round);
        samples.push({ ...answer, startedAt, ms: Date.now() - startedAt });
      } catch (error) {
        // A timeout or a refused connection: the API did not answer at all.
        const body = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        samples.push({ what: 'no answer', startedAt, ms: Date.now() - startedAt, status: HUNG, body });
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, id) => client(id)));
  return samples;
}

/** A failure: a 5xx or no answer. 4xx answers (a full slot, say) are the store working. */
export const failed = (sample: Sample) => sample.status >= 500 || sample.status === HUNG;
