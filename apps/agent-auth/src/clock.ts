/** Milliseconds since the epoch. Every expiry check reads time through one, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const seconds = (clock: Clock) => Math.floor(clock() / 1000);
