'use client';

import { useEffect, useState } from 'react';
import type { Answers } from './BookingQuestions';

/** Spec section 3, stored values: booking_questions, so answers survive a reload or a sign-in. */
const ANSWERS_KEY = 'booking_questions';

type Stored = Record<string, Record<string, string>>;

function readAll(): Stored {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

export function clearStoredAnswers(experienceId: number): void {
  const all = readAll();
  delete all[String(experienceId)];
  localStorage.setItem(ANSWERS_KEY, JSON.stringify(all));
}

/** The checkout's answers, kept per experience in browser storage. */
export function useStoredAnswers(
  experienceId: number,
): [Answers, (questionId: number, value: string) => void] {
  const [answers, setAnswers] = useState<Answers>({});
  useEffect(() => {
    const saved = readAll()[String(experienceId)] ?? {};
    setAnswers(Object.fromEntries(Object.entries(saved).map(([id, value]) => [Number(id), value])));
  }, [experienceId]);
  function answer(questionId: number, value: string) {
    setAnswers((current) => {
      const next = { ...current, [questionId]: value };
      const all = readAll();
      all[String(experienceId)] = Object.fromEntries(Object.entries(next).map(([id, v]) => [id, v]));
      localStorage.setItem(ANSWERS_KEY, JSON.stringify(all));
      return next;
    });
  }
  return [answers, answer];
}
