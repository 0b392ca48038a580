import { describe, expect, it } from 'vitest';
import { type QuestionDraft, questionProblems } from './question-rules';

const q = (kind: QuestionDraft['kind'], choices: string[], limit: number | null): QuestionDraft => ({
  kind,
  choices,
  limit,
});

describe('what is wrong with a booking question, by field', () => {
  it.each([
    ['a text question', q('text', [], null), []],
    ['a text question of at most 40 characters', q('text', [], 40), []],
    ['an address', q('address', [], null), []],
    ['a single choice', q('single_select', ['Red', 'Blue'], null), []],
    ['a multiple choice of at most 2', q('multi_select', ['Red', 'Blue', 'Gold'], 2), []],
    ['a limit of 0', q('text', [], 0), ['limit']],
    ['a negative limit', q('multi_select', ['Red', 'Blue'], -1), ['limit']],
    ['a text question with choices', q('text', ['Red'], null), ['choices']],
    ['a single choice with one option', q('single_select', ['Red'], null), ['choices']],
    ['a choice offered twice', q('multi_select', ['Red', 'red'], null), ['choices']],
    ['a choice with a comma', q('multi_select', ['Red, white', 'Blue'], null), ['choices']],
    ['a single choice with a limit of 2', q('single_select', ['Red', 'Blue'], 2), ['limit']],
    ['a multiple choice limited above its choices', q('multi_select', ['Red', 'Blue'], 3), ['limit']],
  ])('%s', (_name, draft, fields) => {
    expect(Object.keys(questionProblems(draft)).sort()).toEqual(fields);
  });
});
