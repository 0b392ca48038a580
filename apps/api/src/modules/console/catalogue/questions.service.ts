import type {
  ConsoleQuestion,
  questionCreateBody,
  questionOrderBody,
  questionUpdateBody,
} from '@store/contract/console';
import type { Db } from '@store/db';
import { DomainError, questionProblems, validationError } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import {
  experienceExists,
  insertQuestion,
  lockExperience,
  markQuestionRemoved,
  type QuestionRow,
  questionsOf,
  setQuestionPositions,
  updateQuestion,
} from './extras.repository';

// An experience's booking questions, edited by admins: the checkout and the tracking page ask them
// at once (they read the questions on every request). A removed question is only marked removed:
// the orders that answered it point at its row, and keep its words next to their answer.

const toQuestion = (q: QuestionRow): ConsoleQuestion => ({
  id: q.id,
  experience_id: q.experienceId ?? 0,
  question: q.question,
  kind: q.kind,
  choices: q.choices,
  mandatory: q.mandatory,
  limit: q.answerLimit,
  position: q.position,
});

const notFound = (id: number) => new DomainError('NOT_FOUND', `Experience ${id} was not found`);

/** GET …/experiences/{id}/questions: its own questions still asked, in order. */
export async function listQuestions(db: Db, experienceId: number) {
  if (!(await experienceExists(db, experienceId))) throw notFound(experienceId);
  return { items: (await questionsOf(db, experienceId)).map(toQuestion) };
}

/** Under the experience's lock, its questions; a 404 when either is missing. */
async function lockedQuestions(tx: Db, experienceId: number, questionId?: number) {
  if (!(await lockExperience(tx, experienceId))) throw notFound(experienceId);
  const questions = await questionsOf(tx, experienceId);
  const question = questions.find((q) => q.id === questionId);
  if (questionId !== undefined && !question)
    throw new DomainError('NOT_FOUND', `Question ${questionId} is not asked for experience ${experienceId}`);
  return { questions, question };
}

function assertSound(draft: { kind: QuestionRow['kind']; choices: string[]; limit: number | null }) {
  const problems = questionProblems(draft);
  const [first] = Object.values(problems);
  if (first) throw validationError(problems, first);
}

const action = (admin: Operator, now: Date) => ({ userId: admin.userId, now });

export function addQuestion(
  db: Db,
  admin: Operator,
  experienceId: number,
  body: z.output<typeof questionCreateBody>,
  now: Date,
): Promise<ConsoleQuestion> {
  assertSound(body);
  return audited(db, action(admin, now), async (tx) => {
    await lockedQuestions(tx, experienceId);
    const id = await insertQuestion(tx, experienceId, {
      question: body.question,
      kind: body.kind,
      choices: body.choices,
      mandatory: body.mandatory,
      answerLimit: body.limit,
    });
    const { question } = await lockedQuestions(tx, experienceId, id);
    const added = toQuestion(question as QuestionRow);
    return {
      result: added,
      audit: {
        action: 'question.create',
        subject: { type: 'experience', id: experienceId },
        summary: `Asks "${added.question}" (${added.kind}${added.mandatory ? ', mandatory' : ''})`,
        after: { ...added },
      },
    };
  });
}

export function changeQuestion(
  db: Db,
  admin: Operator,
  experienceId: number,
  questionId: number,
  body: z.output<typeof questionUpdateBody>,
  now: Date,
): Promise<ConsoleQuestion> {
  return audited(db, action(admin, now), async (tx) => {
    const { question } = await lockedQuestions(tx, experienceId, questionId);
    const before = toQuestion(question as QuestionRow);
    assertSound({
      kind: body.kind ?? before.kind,
      choices: body.choices ?? before.choices,
      limit: body.limit === undefined ? before.limit : body.limit,
    });
    await updateQuestion(
      tx,
      questionId,
      Object.fromEntries(
        Object.entries({
          question: body.question,
          kind: body.kind,
          choices: body.choices,
          mandatory: body.mandatory,
          answerLimit: body.limit,
        }).filter(([, v]) => v !== undefined),
      ),
    );
    const after = toQuestion((await lockedQuestions(tx, experienceId, questionId)).question as QuestionRow);
    const fields = Object.keys(body) as (keyof ConsoleQuestion)[];
    const pick = (q: ConsoleQuestion) => Object.fromEntries(fields.map((f) => [f, q[f]]));
    return {
      result: after,
      audit: {
        action: 'question.update',
        subject: { type: 'experience', id: experienceId },
        summary: `Question ${questionId}: changed ${fields.join(', ')}`,
        before: pick(before),
        after: pick(after),
      },
    };
  });
}

export function removeQuestion(db: Db, admin: Operator, experienceId: number, questionId: number, now: Date) {
  return audited(db, action(admin, now), async (tx) => {
    const { question } = await lockedQuestions(tx, experienceId, questionId);
    await markQuestionRemoved(tx, questionId, now);
    const removed = toQuestion(question as QuestionRow);
    return {
      result: { items: (await questionsOf(tx, experienceId)).map(toQuestion) },
      audit: {
        action: 'question.remove',
        subject: { type: 'experience', id: experienceId },
        summary: `No longer asks "${removed.question}"`,
        before: { ...removed },
      },
    };
  });
}

export function reorderQuestions(
  db: Db,
  admin: Operator,
  experienceId: number,
  body: z.output<typeof questionOrderBody>,
  now: Date,
) {
  return audited(db, action(admin, now), async (tx) => {
    const { questions } = await lockedQuestions(tx, experienceId);
    const asked = questions.map((q) => q.id);
    const given = body.question_ids;
    // The whole list, each once: a list read before another admin's change is refused, not half-applied.
    if (
      given.length !== asked.length ||
      new Set(given).size !== given.length ||
      given.some((id) => !asked.includes(id))
    )
      throw validationError(
        { question_ids: `question_ids must list each of the questions ${asked.join(', ')} once` },
        'The questions changed meanwhile: reload them and order them again.',
      );
    await setQuestionPositions(tx, given);
    return {
      result: { items: (await questionsOf(tx, experienceId)).map(toQuestion) },
      audit: {
        action: 'question.reorder',
        subject: { type: 'experience', id: experienceId },
        summary: `Questions asked in the order ${given.join(', ')}`,
        before: { question_ids: asked },
        after: { question_ids: given },
      },
    };
  });
}
