import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CRUD_DOCUMENTS } from '../gql/crud-documents';
import { crudDocuments } from './crud-documents';

const operationName = (document: Parameters<typeof getOperationAST>[0]) => getOperationAST(document)?.name?.value;

describe('crudDocuments', () => {
  it('gives an entity its generated create, update and every action the server generates', () => {
    const news = crudDocuments('News');
    expect(operationName(news.create)).toBe('CreateNews');
    expect(operationName(news.update)).toBe('UpdateNews');
    expect(Object.keys(news.actions).sort()).toEqual([
      'batchDisable',
      'batchEnable',
      'batchRecommend',
      'batchRemove',
      'batchUnrecommend',
      'disable',
      'enable',
      'recommend',
      'remove',
      'unrecommend',
    ]);
    expect(Object.values(news.actions).map(operationName)).toContain('BatchUnrecommendNews');
    // A resource kind also has the shelf pair and its setter (授权) as set / batchSet.
    const book = crudDocuments('Book');
    expect(operationName(book.actions.set!)).toBe('SetPermissionBook');
    expect(operationName(book.actions.batchSet!)).toBe('BatchSetPermissionBook');
    expect(operationName(book.actions.batchUnshelve!)).toBe('BatchUnshelveBook');
  });

  it('leaves out the families a screen does not offer, single and batch', () => {
    const classes = crudDocuments('ResourceClass', { without: ['recommend'] });
    expect(Object.keys(classes.actions).sort()).toEqual(['batchDisable', 'batchEnable', 'batchRemove', 'disable', 'enable', 'remove']);
    const words = crudDocuments('SearchWord', { without: ['enable'] });
    expect(Object.keys(words.actions).sort()).toEqual(['batchRemove', 'batchSet', 'remove', 'set']);
    // The generated map itself is left as it was.
    expect(CRUD_DOCUMENTS.ResourceClass.actions.recommend).toBeDefined();
  });

  it('selects back what an action changes, so the row updates in the cache', () => {
    const print = (document: Parameters<typeof getOperationAST>[0]) => JSON.stringify(getOperationAST(document)?.selectionSet);
    const book = crudDocuments('Book').actions;
    expect(print(book.shelve!)).toMatch(/"value":"id".*"value":"onShelf"/);
    expect(print(book.set!)).toMatch(/"value":"id".*"value":"permission"/);
    expect(print(book.batchEnable!)).toMatch(/"value":"count"/);
  });
});
