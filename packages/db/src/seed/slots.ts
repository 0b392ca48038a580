import type { slotCapacities, slots } from '../schema';
import type { Kind } from './catalogue';
import type { ExperienceSpec } from './experiences/spec';
import { addDays, hash, rng } from './random';

type SlotRow = typeof slots.$inferInsert;
type CapacityRow = Required<Omit<typeof slotCapacities.$inferInsert, 'id'>>;

export const SLOT_DAYS = 30;

// Daily time windows offered per kind; each experience takes 2 to 5 of them.
const WINDOWS: Record<Kind, [string, string][]> = {
  dinner: [
    ['12:30', '15:00'],
    ['19:00', '21:30'],
    ['20:00', '22:30'],
    ['21:00', '23:30'],
  ],
  decor: [
    ['10:00', '13:00'],
    ['13:00', '16:00'],
    ['16:00', '19:00'],
    ['19:00', '22:00'],
    ['22:00', '23:59'],
  ],
  surprise: [
    ['10:00', '13:00'],
    ['13:00', '16:00'],
    ['16:00', '19:00'],
    ['19:00', '22:00'],
    ['23:00', '23:59'],
  ],
  party: [
    ['11:00', '14:00'],
    ['13:00', '16:00'],
    ['16:00', '19:00'],
    ['19:00', '22:00'],
  ],
  gift: [
    ['09:00', '13:00'],
    ['13:00', '17:00'],
    ['17:00', '21:00'],
    ['23:00', '23:59'],
  ],
  photo: [
    ['07:00', '09:00'],
    ['10:00', '12:00'],
    ['16:00', '18:00'],
    ['17:00', '19:00'],
  ],
  stay: [
    ['12:00', '14:00'],
    ['14:00', '16:00'],
    ['16:00', '18:00'],
  ],
  planning: [
    ['10:00', '12:00'],
    ['15:00', '17:00'],
    ['18:00', '20:00'],
  ],
};

const CAPACITY: Record<Kind, [number, number]> = {
  dinner: [2, 4],
  decor: [5, 10],
  surprise: [3, 8],
  party: [2, 6],
  gift: [6, 10],
  photo: [2, 5],
  stay: [2, 4],
  planning: [2, 3],
};

/** A slot's id is experienceId * 10 + its position, so ids stay fixed whatever else changes. */
export function experienceSlots(e: ExperienceSpec): SlotRow[] {
  const windows = WINDOWS[e.kind];
  const r = rng(hash(`slots:${e.id}`));
  const count = r.int(2, Math.min(5, windows.length));
  return r
    .sample(windows, count)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([start, end], i) => ({
      id: e.id * 10 + i + 1,
      experienceId: e.id,
      startTime: `${start}:00`,
      endTime: `${end}:00`,
    }));
}

/** Demonstrably sold-out days: [experience id, city id, day offset from today]. */
export const SOLD_OUT_DAYS: [number, number, number][] = [
  [1, 1, 2],
  [14, 1, 1],
  [38, 1, 0],
];

/**
 * One row per experience x city x date x slot for SLOT_DAYS days from `today`: mostly free,
 * some partly booked, a few full (more likely on weekends and in the coming week).
 */
export function slotCapacityRows(experiences: ExperienceSpec[], today: string): CapacityRow[] {
  const rows: CapacityRow[] = [];
  for (const e of experiences) {
    const daySlots = experienceSlots(e);
    const [low, high] = CAPACITY[e.kind];
    for (const link of e.cities) {
      const r = rng(hash(`capacity:${e.id}:${link.cityId}`));
      for (let day = 0; day < SLOT_DAYS; day++) {
        const date = addDays(today, day);
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const weekend = weekday === 0 || weekday === 5 || weekday === 6;
        const soldOut = SOLD_OUT_DAYS.some(([x, c, d]) => x === e.id && c === link.cityId && d === day);
        const pFull = 0.03 + (weekend ? 0.04 : 0) + (day < 7 ? 0.03 : 0);
        for (const slot of daySlots) {
          const capacity = r.int(low, high);
          const roll = r.next();
          const booked =
            soldOut || roll < pFull
              ? capacity
              : roll < pFull + 0.16
                ? r.int(1, Math.max(1, capacity - 1))
                : 0;
          rows.push({
            experienceId: e.id,
            cityId: link.cityId,
            slotId: slot.id as number,
            date,
            capacity,
            booked: Math.min(booked, capacity),
            note: null,
          });
        }
      }
    }
  }
  return rows;
}
