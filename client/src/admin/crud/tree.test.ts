import { describe, expect, it } from 'vitest';
import { flattenTree, INDENT, pathTo } from './tree';
import type { TreeNode } from './types';

const node = (id: string, name: string, children?: TreeNode[]): TreeNode => ({ id, name, children });
const TREE = [node('1', 'A', [node('2', 'A1', [node('3', 'A1a')]), node('5', 'A2')]), node('4', 'B')];

describe('tree helpers', () => {
  it('flattens a tree into indented options in display order, leaving out a subtree when asked', () => {
    expect(flattenTree(TREE).map((o) => [o.value, o.label])).toEqual([
      ['1', 'A'],
      ['2', `${INDENT}└ A1`],
      ['3', `${INDENT}${INDENT}└ A1a`],
      ['5', `${INDENT}└ A2`],
      ['4', 'B'],
    ]);
    expect(flattenTree(TREE, '2').map((o) => o.value)).toEqual(['1', '5', '4']);
    expect(flattenTree([])).toEqual([]);
  });

  it('finds the path from a root to a node', () => {
    expect(pathTo(TREE, '3').map((n) => n.id)).toEqual(['1', '2', '3']);
    expect(pathTo(TREE, '4').map((n) => n.id)).toEqual(['4']);
    expect(pathTo(TREE, '99')).toEqual([]);
  });
});
