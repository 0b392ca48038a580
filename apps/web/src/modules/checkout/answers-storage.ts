'use client';

import { useEffect, useState } from 'react';
import type { Answers } from './BookingQuestions';

/**
 * The stored value booking_questions (docs/product.md, "Sign-in and the signed-in state"), so
 * answers survive a reload or a sign-in.
 */
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

/**
 * Whose answers: an experience's id at checkout, `order-{id}` on an order's tracking page (a
 * locally saved answer overrides the server's until it is submitted: docs/product.md, "Order tracking").
 */
export type AnswersScope = number | `order-${number}`;

export function clearStoredAnswers(scope: AnswersScope): void {
  const all = readAll();
  delete all[String(scope)];
  localStorage.setItem(ANSWERS_KEY, JSON.stringify(all));
}

/** Answers being given, kept per experience (checkout) or order (tracking) in browser storage. */
export function useStoredAnswers(
  scope: AnswersScope,
): [Answers, (questionId: number, value: string) => void] {
  const [answers, setAnswers] = useState<Answers>({});
  useEffect(() => {
    const saved = readAll()[String(scope)] ?? {};
    setAnswers(Object.fromEntries(Object.entries(saved).map(([id, value]) => [Number(id), value])));
  }, [scope]);
  function answer(questionId: number, value: string) {
    setAnswers((current) => {
      const next = { ...current, [questionId]: value };
      const all = readAll();
      all[String(scope)] = Object.fromEntries(Object.entries(next).map(([id, v]) => [id, v]));
      localStorage.setItem(ANSWERS_KEY, JSON.stringify(all));
      return next;
    });
  }
  return [answers, answer];
}
