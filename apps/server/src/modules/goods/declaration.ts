import {
  type DeclarationProblem,
  declarationProblems,
  type FoodFields,
} from '@dahua/shared/food/declaration';
import { z } from 'zod';
import type { GoodsRow } from '../../db/schema/index.js';
import { RequestValidationError } from '../../http/validation.js';
import { messageKey } from '../../lib/validation-messages.js';

type Declared = Pick<FoodFields, 'ingredients' | 'allergens' | 'nutrition'>;

/** The declaration as an edit will store it: what the edit names over what the row holds. */
export function mergedDeclaration(current: GoodsRow, changes: Partial<Declared>): Declared {
  return {
    ingredients: changes.ingredients ?? current.ingredients,
    // null is a value here (not declared), so only an absent key keeps the stored one.
    allergens:
      changes.allergens !== undefined ? changes.allergens : (current.allergens as Declared['allergens']),
    nutrition: changes.nutrition !== undefined ? changes.nutrition : current.nutrition,
  };
}

/** A schema that fails with exactly these problems, so the refusal renders like a schema's. */
const failingWith = (problems: DeclarationProblem[]) =>
  z.unknown().superRefine((_value, ctx) => {
    for (const problem of problems)
      ctx.addIssue({
        code: 'custom',
        message: messageKey(problem.key),
        path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
  });

/**
 * Refuses a declaration breaking the rules across fields (energy against the macros, saturates,
 * sugars, allergens marked on ingredients but not declared): 400 naming each field, in the
 * caller's language, as a schema refusal reads.
 */
export function assertDeclaration(declared: Declared, input: unknown): void {
  const problems = declarationProblems(declared);
  if (problems.length > 0) throw new RequestValidationError(failingWith(problems), input, 'body');
}
