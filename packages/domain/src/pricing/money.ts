import { validationError } from '../errors/domain-error';

export type Rupees = number;

export function assertWholeNumber(value: unknown, field: string, min = 0): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw validationError({ [field]: `must be a whole number of at least ${min}` });
  }
}

export function assertSafeTotal(value: number, field: string): number {
  if (!Number.isSafeInteger(value)) {
    throw validationError({ [field]: 'is too large' });
  }
  return value;
}
