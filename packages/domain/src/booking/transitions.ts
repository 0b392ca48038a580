/**
 * A flow declared as data, in the manner of Vendure's order process: for each state, the events it
 * accepts and the state each one leads to. An event a state does not list is refused.
 */
export type TransitionTable<State extends string, Event extends string> = {
  readonly [S in State]: { readonly [E in Event]?: State };
};

/** Where `event` leads from `state`, or undefined when the table refuses it. */
export function transitionTarget<State extends string, Event extends string>(
  table: TransitionTable<State, Event>,
  state: State,
  event: Event,
): State | undefined {
  return table[state][event];
}

/**
 * Every state reachable from `start` (itself included): tables are tested for dead ends with it.
 * @internal for tests: no production code walks a table.
 */
export function reachableStates<State extends string, Event extends string>(
  table: TransitionTable<State, Event>,
  start: State,
): Set<State> {
  const seen = new Set<State>([start]);
  const queue: State[] = [start];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of Object.values<State | undefined>(table[state])) {
      if (next !== undefined && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
