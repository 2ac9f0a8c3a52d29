import { expect } from '@jest/globals';
import { type Decider, type DomainEvent, fold } from '../decider.js';
import { DomainError } from '../../errors/domain-errors.js';

/** Given past events, when a command, then these events, or this error (by code, with both languages). */
export function specFor<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return (events: E[]) => {
    const state = fold(decider, events);
    return {
      when: (command: C) => ({
        then: (expected: E[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenError: (code: string, field?: string): DomainError => {
          let caught: unknown;
          try {
            decider.decide(command, state);
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          const error = caught as DomainError;
          expect(error.code).toBe(code);
          expect(error.message).not.toBe('');
          expect(error.messageAr).toMatch(/[\u0600-\u06FF]/);
          if (field) expect(error.details.map((d) => d.field)).toContain(field);
          return error;
        },
      }),
    };
  };
}
