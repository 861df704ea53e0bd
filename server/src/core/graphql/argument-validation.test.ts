import 'reflect-metadata';
import { MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { memoiseValidationRules, validateArgument } from './argument-validation.js';

class Paging {
  @Min(1)
  page = 1;
}

class Search extends Paging {
  @MaxLength(5)
  q = '';
}

class Outer {
  @ValidateNested()
  inner?: Paging;
}

class LateRules {
  n = 0;
}

const rejected = async (value: object) => {
  const error = await validateArgument(value).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error instanceof ArgumentValidationError ? error.extensions.validationErrors.map((e) => e.property).sort() : error;
};

describe('argument validation with the rules kept per class', () => {
  memoiseValidationRules();

  it('applies a class’s own, inherited and nested rules, the same at every call', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await rejected(Object.assign(new Paging(), { page: 0 }))).toEqual(['page']);
      expect(await rejected(Object.assign(new Search(), { page: 0, q: '太长的一个查询词' }))).toEqual(['page', 'q']);
      expect(await rejected(Object.assign(new Search(), { page: 2, q: '三国' }))).toBeUndefined();
      expect(await rejected(Object.assign(new Outer(), { inner: Object.assign(new Paging(), { page: -1 }) }))).toEqual(['inner']);
      expect(await rejected([Object.assign(new Paging(), { page: 0 }), 'not an object'])).toEqual(['page']);
    }
  });

  it('honours a rule declared after the class was first validated', async () => {
    const late = Object.assign(new LateRules(), { n: 1 });
    expect(await rejected(late)).toBeUndefined();
    Min(5)(LateRules.prototype, 'n');
    expect(await rejected(late)).toEqual(['n']);
  });
});
