/** Anything that decides takes the time from here, so tests can fix it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
