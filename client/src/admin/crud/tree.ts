import type { Option, OptionsSource, TreeNode, TreeSource } from './types';

/** Indentation per level in a select's option text (native options cannot be padded). */
export const INDENT = '\u3000';

/**
 * The nodes in display order as select options, each indented by its depth. `exclude` leaves out
 * one node and everything under it (a class cannot move under itself or its own subclasses).
 */
export function flattenTree(nodes: readonly TreeNode[], exclude?: string, depth = 0): Option[] {
  return nodes.flatMap((node) =>
    node.id === exclude
      ? []
      : [
          { value: node.id, label: `${INDENT.repeat(depth)}${depth ? '└ ' : ''}${node.name}` },
          ...flattenTree(node.children ?? [], exclude, depth + 1),
        ],
  );
}

/** The nodes from a root down to the node with this id ([] when it is not in the tree). */
export function pathTo(nodes: readonly TreeNode[], id: string): TreeNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * A select's options from a tree query. In a form of the tree's own items (a class's parent), the
 * item being edited and its subtree are left out; `ownItems: false` for a form of other things
 * (a resource's class).
 */
export function treeOptions(tree: TreeSource, { ownItems = true } = {}): OptionsSource {
  return { query: tree.query, variables: tree.variables, toOptions: (data, { id }) => flattenTree(tree.nodes(data), ownItems ? id : undefined) };
}
