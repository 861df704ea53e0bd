/** A node of a kind's class tree, as resourceClassTree gives it (three levels are asked for). */
export interface ClassNode {
  id: string;
  name: string;
  code?: string | null;
  children?: readonly ClassNode[] | null;
}

/** The path from a root to the class with `id` (both included), or [] when it is not in the tree. */
export function classPath(nodes: readonly ClassNode[], id: string | undefined): ClassNode[] {
  if (!id) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = classPath(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}
