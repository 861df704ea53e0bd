import 'reflect-metadata';
import { getMetadataStorage, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { validateArgument } from '../graphql/argument-validation.js';
import { memoiseValidationRules } from './validation-rules-memo.js';

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

class OuterSearch {
  @ValidateNested()
  inner?: Search;
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

  it('looks a class’s rules up once, a nested object’s too (looked up with its parent as the schema)', async () => {
    const nested = () => Object.assign(new OuterSearch(), { inner: Object.assign(new Search(), { page: 0 }) });
    expect(await rejected(nested())).toEqual(['inner']);
    // class-validator reads its map of rules by class at each lookup it makes itself.
    const byClass = (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas;
    const reads = vi.spyOn(byClass, 'get');
    try {
      for (let i = 0; i < 3; i++) expect(await rejected(nested())).toEqual(['inner']);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('honours a rule declared after the class was first validated', async () => {
    const late = Object.assign(new LateRules(), { n: 1 });
    expect(await rejected(late)).toBeUndefined();
    Min(5)(LateRules.prototype, 'n');
    expect(await rejected(late)).toEqual(['n']);
  });
});
