// The unit tree's pure model: the server's nested `subunit` tree as plain nodes, filtering, lookups and moves.
// Rendering (Mantine Tree) and calls live elsewhere; everything here is testable without a browser.
import type { Schemas } from '@exam/sdk';

type UnitFields = Omit<Schemas['UnitTreeNode'], 'subunit'>;

/** A unit of the tree with its sub-units; the server's fields, children normalised from `subunit`. */
export type UnitNode = UnitFields & { children: UnitNode[] };

/**
 * The contract spells the tree out to four levels (a fifth is only "objects of the same shape"), so the children
 * are read as the same node shape at any depth.
 */
export function toUnitNodes(tree: Schemas['UnitTree']): UnitNode[] {
  const convert = (raw: Schemas['UnitTreeNode']): UnitNode => {
    const { subunit, ...unit } = raw;
    const children = ((subunit ?? []) as Schemas['UnitTreeNode'][]).map(convert);
    return { ...unit, children };
  };
  return tree.map(convert);
}

/** Matching units and their ancestors (a unit whose name contains the text, case-insensitive, trimmed). */
export function filterUnits(nodes: readonly UnitNode[], text: string): UnitNode[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...nodes];
  const keep = (node: UnitNode): UnitNode | null => {
    const children = node.children.map(keep).filter((n): n is UnitNode => n !== null);
    if (children.length > 0 || node.unit_name.toLowerCase().includes(query)) return { ...node, children };
    return null;
  };
  return nodes.map(keep).filter((n): n is UnitNode => n !== null);
}

/** Every unit, depth first (parents before their children). */
export function flattenUnits(nodes: readonly UnitNode[]): UnitNode[] {
  return nodes.flatMap((n) => [n, ...flattenUnits(n.children)]);
}

export function findUnit(nodes: readonly UnitNode[], id: number): UnitNode | undefined {
  return flattenUnits(nodes).find((n) => n.unit_id === id);
}

/** The path of units from a root down to `id` (both included); empty when it is not in the tree. */
export function ancestorsOf(nodes: readonly UnitNode[], id: number): UnitNode[] {
  for (const node of nodes) {
    if (node.unit_id === id) return [node];
    const below = ancestorsOf(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Whether `candidate` is `unit` itself or one of its sub-units (a unit cannot move there). */
export function isSelfOrDescendant(nodes: readonly UnitNode[], unitId: number, candidateId: number): boolean {
  const unit = findUnit(nodes, unitId);
  return unit ? flattenUnits([unit]).some((n) => n.unit_id === candidateId) : false;
}

/** Whether dropping `unitId` inside `parentId` is a move at all (not onto itself, its sub-units or its own parent). */
export function canMoveInto(nodes: readonly UnitNode[], unitId: number, parentId: number): boolean {
  const unit = findUnit(nodes, unitId);
  if (!unit || !findUnit(nodes, parentId)) return false;
  if (unit.parent_id === parentId) return false;
  return !isSelfOrDescendant(nodes, unitId, parentId);
}

/** The tree after moving a unit inside another unit (appended last), as the screen shows it before the server answers. */
export function moveUnit(nodes: readonly UnitNode[], unitId: number, parentId: number): UnitNode[] {
  const unit = findUnit(nodes, unitId);
  if (!unit || !canMoveInto(nodes, unitId, parentId)) return [...nodes];
  const moved: UnitNode = { ...unit, parent_id: parentId };
  const rebuild = (list: readonly UnitNode[]): UnitNode[] =>
    list
      .filter((n) => n.unit_id !== unitId)
      .map((n) => {
        const children = rebuild(n.children);
        return n.unit_id === parentId ? { ...n, children: [...children, moved] } : { ...n, children };
      });
  return rebuild(nodes);
}

/** The wire shape again (the query cache holds what the server sends). */
export function toUnitTree(nodes: readonly UnitNode[]): Schemas['UnitTree'] {
  const convert = (node: UnitNode): Schemas['UnitTreeNode'] => {
    const { children, ...unit } = node;
    return children.length ? { ...unit, subunit: children.map(convert) as Schemas['UnitTreeNode']['subunit'] } : unit;
  };
  return nodes.map(convert);
}
