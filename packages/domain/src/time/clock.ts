import { validationError } from '../errors/domain-error';

export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM' or 'HH:MM:SS', 24-hour. */
export function parseClockTime(text: string): ClockTime {
  const match = CLOCK.exec(text);
  const time = match
    ? { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) }
    : undefined;
  if (!time || time.hour > 23 || time.minute > 59 || time.second > 59) {
    throw validationError({ time: 'must be a time in the form HH:MM or HH:MM:SS' });
  }
  return time;
}
