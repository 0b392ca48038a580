import type { dateSurges } from '../schema';
import type { Kind } from './catalogue';
import type { ExperienceSpec } from './experiences/spec';
import { addDays } from './random';
import { SLOT_DAYS } from './slots';

type SurgeRow = typeof dateSurges.$inferInsert;

// Days when demand, and so the price, goes up: [MM-DD, task %, customization %, reason].
const FESTIVE: [string, number, number, string][] = [
  ['12-24', 25, 10, 'Christmas Eve'],
  ['12-25', 20, 10, 'Christmas'],
  ['12-31', 40, 15, "New Year's Eve"],
  ['01-01', 15, 5, "New Year's Day"],
  ['02-14', 50, 20, "Valentine's Day"],
];
const WEEKEND = { task: 10, customization: 0, reason: 'Weekend' };
// Kinds whose demand rises at weekends and festivals; gifts and planning keep one price.
const SURGING: Kind[] = ['dinner', 'decor', 'surprise', 'party', 'stay'];

/** The price calendar of the seed: weekend and festival surges for SLOT_DAYS days from `today`. */
export function dateSurgeRows(experiences: ExperienceSpec[], today: string): SurgeRow[] {
  const rows: SurgeRow[] = [];
  for (const e of experiences) {
    if (!SURGING.includes(e.kind)) continue;
    for (let day = 0; day < SLOT_DAYS; day++) {
      const date = addDays(today, day);
      const festive = FESTIVE.find(([monthDay]) => date.endsWith(monthDay));
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (festive) {
        const [, task, customization, reason] = festive;
        rows.push({
          experienceId: e.id,
          date,
          taskPercent: task,
          customizationPercent: customization,
          reason,
        });
      } else if (weekday === 5 || weekday === 6) {
        rows.push({
          experienceId: e.id,
          date,
          taskPercent: WEEKEND.task,
          customizationPercent: WEEKEND.customization,
          reason: WEEKEND.reason,
        });
      }
    }
  }
  return rows;
}
