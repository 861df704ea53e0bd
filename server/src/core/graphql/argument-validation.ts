import { validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

const VALIDATION: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: false },
};

/**
 * type-graphql's own argument validation with the same options, but class-validator imported once:
 * type-graphql 2 runs `await import('class-validator')` for every object argument of every call,
 * which was the largest single cost of an uncached public list (issue 12's profile).
 */
export async function validateArgument(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object') return;
  try {
    if (Array.isArray(value)) {
      await Promise.all(
        value.filter((item) => item !== null && typeof item === 'object').map((item) => validateOrReject(item as object, VALIDATION)),
      );
    } else await validateOrReject(value, VALIDATION);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ConstructorParameters<typeof ArgumentValidationError>[0]);
  }
}
