import type { bookingQuestions } from '../schema';
import type { ExperienceSpec } from './experiences/spec';

type QuestionRow = typeof bookingQuestions.$inferInsert;

/**
 * The one experience whose occasion must be answered before booking: Birthday Balloon Decoration at
 * Home (a decoration with a pincode and cash on delivery, like 14). Elsewhere the occasion is
 * optional, so the orders the other tests place (experience 14 and others) need no answers.
 */
export const MANDATORY_OCCASION_EXPERIENCE = 15;

const OCCASIONS = ['Birthday', 'Anniversary', 'Proposal', 'Other'];
const COLOURS = ['Red', 'Pink', 'Gold', 'Silver', 'White', 'Blue'];

/**
 * Checkout questions: one for every experience, the occasion and special instructions for
 * candlelight dinners and decorations, preferred colours for decorations, and a delivery address
 * for couriered gifts. Ids are fixed so tests can name them.
 */
export function bookingQuestionRows(experiences: readonly ExperienceSpec[]): QuestionRow[] {
  const rows: Omit<QuestionRow, 'id'>[] = [
    {
      experienceId: null,
      question: 'Name to write on the decoration',
      kind: 'text',
      answerLimit: 30,
      position: 40,
    },
  ];
  for (const e of experiences) {
    if (e.kind === 'dinner' || e.kind === 'decor') {
      rows.push({
        experienceId: e.id,
        question: 'What is the occasion?',
        kind: 'single_select',
        choices: OCCASIONS,
        mandatory: e.id === MANDATORY_OCCASION_EXPERIENCE,
        position: 10,
      });
      rows.push({
        experienceId: e.id,
        question: 'Any special instructions for the team?',
        kind: 'text',
        answerLimit: 500,
        position: 30,
      });
    }
    if (e.kind === 'decor') {
      rows.push({
        experienceId: e.id,
        question: 'Preferred colours',
        kind: 'multi_select',
        choices: COLOURS,
        answerLimit: 2,
        position: 20,
      });
    }
    if (e.courier) {
      rows.push({
        experienceId: e.id,
        question: 'Delivery address for the gift',
        kind: 'address',
        answerLimit: 250,
        position: 50,
      });
    }
  }
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}
