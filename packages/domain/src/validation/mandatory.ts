import { type Answer, type BookingQuestion, isBlank, sameQuestionId } from './answers';

// A given answer wins even when blank: clearing a prefilled answer must count as missing.
function effectiveValue(question: BookingQuestion, answers: readonly Answer[]): string | null | undefined {
  const answer = answers.find((candidate) => sameQuestionId(candidate.id, question.question_id));
  return answer ? answer.value : question.value;
}

/** Mandatory questions whose answer (or, without one, the server value) is empty after trimming. */
export function missingMandatoryQuestions<Q extends BookingQuestion>(
  questions: readonly Q[],
  answers: readonly Answer[],
): Q[] {
  return questions.filter(
    (question) => Boolean(question.mandatory) && isBlank(effectiveValue(question, answers)),
  );
}
