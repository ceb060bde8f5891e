// The dictionary of search terms as a radix tree, for the two ways a query word reaches other
// terms: as a prefix of longer ones, and within a few typos. Both walks count their steps against
// a budget the caller gives, so a query never walks a whole dictionary of a large workspace.

/**
 * A node: the edge label that leads to it, its first child and next sibling, the value of the
 * term ending here. A node with many children also finds them by the first code unit of their
 * label, when it is ASCII (`wide`).
 */
interface TreeNode<T> {
  label: string
  first: TreeNode<T> | undefined
  next: TreeNode<T> | undefined
  value: T | undefined
  children: number
  wide: Array<TreeNode<T> | undefined> | undefined
}

/** Children past which a node indexes them by first letter. */
const WIDE = 6

export interface TermTree<T> {
  root: TreeNode<T>
}

/** What a walk may still spend: one unit per node visited (prefix) or letter compared (typos). */
export interface TreeBudget {
  steps: number
}

export interface TermMatch<T> {
  key: string
  value: T
  /** Edit distance to the query word (typo matches); 0 for prefix matches. */
  distance: number
}

const leaf = <T>(label: string, value: T | undefined): TreeNode<T> => ({
  label,
  first: undefined,
  next: undefined,
  value,
  children: 0,
  wide: undefined,
})

export const createTermTree = <T>(): TermTree<T> => ({ root: leaf<T>('', undefined) })

/** The child of `node` whose label starts with the code unit `code`. */
function childAt<T>(node: TreeNode<T>, code: number): TreeNode<T> | undefined {
  if (node.wide !== undefined && code < 128) return node.wide[code]
  let child = node.first
  while (child !== undefined && child.label.charCodeAt(0) !== code) child = child.next
  return child
}

function addChild<T>(node: TreeNode<T>, child: TreeNode<T>): void {
  child.next = node.first
  node.first = child
  node.children++
  if (node.wide === undefined && node.children > WIDE) {
    node.wide = new Array<TreeNode<T> | undefined>(128).fill(undefined)
    for (let other: TreeNode<T> | undefined = node.first; other !== undefined; other = other.next) {
      const code = other.label.charCodeAt(0)
      if (code < 128) node.wide[code] = other
    }
  } else if (node.wide !== undefined) {
    const code = child.label.charCodeAt(0)
    if (code < 128) node.wide[code] = child
  }
}

/** How many code units of `label` match `key` from `at` on (the first is known to). */
function matching(label: string, key: string, at: number): number {
  const end = Math.min(label.length, key.length - at)
  let i = 1
  while (i < end && label.charCodeAt(i) === key.charCodeAt(at + i)) i++
  return i
}

/**
 * Sets the value of a term, adding it if it is new.
 *
 * @example setTreeTerm(tree, 'lovelace', term)
 */
export function setTreeTerm<T>(tree: TermTree<T>, key: string, value: T): void {
  let node = tree.root
  let at = 0
  for (;;) {
    if (at === key.length) {
      node.value = value
      return
    }
    const child = childAt(node, key.charCodeAt(at))
    if (child === undefined) {
      addChild(node, leaf(at === 0 ? key : key.slice(at), value))
      return
    }
    const common = matching(child.label, key, at)
    if (common < child.label.length) {
      // Split the child's edge where the new term leaves it: the child keeps its place and becomes
      // the shared part; what it held moves to a new node below it.
      const lower: TreeNode<T> = {
        label: child.label.slice(common),
        first: child.first,
        next: undefined,
        value: child.value,
        children: child.children,
        wide: child.wide,
      }
      child.label = child.label.slice(0, common)
      child.first = lower
      child.value = undefined
      child.children = 1
      child.wide = undefined
    }
    at += common
    node = child
  }
}

/** Removes a term, merging the edge it leaves with a single child. */
export function deleteTreeTerm<T>(tree: TermTree<T>, key: string): void {
  let parent: TreeNode<T> | undefined
  let node = tree.root
  let at = 0
  while (at < key.length) {
    const child = childAt(node, key.charCodeAt(at))
    if (child === undefined || matching(child.label, key, at) < child.label.length) return
    at += child.label.length
    parent = node
    node = child
  }
  if (node.value === undefined) return
  node.value = undefined
  if (parent === undefined) return
  if (node.first === undefined) {
    unlink(parent, node)
    if (
      parent !== tree.root &&
      parent.value === undefined &&
      parent.first !== undefined &&
      parent.first.next === undefined
    )
      mergeWithOnlyChild(parent)
  } else if (node.first.next === undefined) mergeWithOnlyChild(node)
}

function unlink<T>(parent: TreeNode<T>, node: TreeNode<T>): void {
  parent.children--
  const code = node.label.charCodeAt(0)
  if (parent.wide !== undefined && code < 128) parent.wide[code] = undefined
  if (parent.first === node) {
    parent.first = node.next
    return
  }
  let child = parent.first!
  while (child.next !== node) child = child.next!
  child.next = node.next
}

function mergeWithOnlyChild<T>(node: TreeNode<T>): void {
  const child = node.first!
  node.label += child.label
  node.first = child.first
  node.value = child.value
  node.children = child.children
  node.wide = child.wide
}

/** The node whose path starts with `prefix`, and that path. */
function locate<T>(tree: TermTree<T>, prefix: string): { node: TreeNode<T>; key: string } | undefined {
  let node = tree.root
  let key = ''
  let at = 0
  while (at < prefix.length) {
    const child = childAt(node, prefix.charCodeAt(at))
    if (child === undefined) return undefined
    const common = matching(child.label, prefix, at)
    if (at + common < prefix.length && common < child.label.length) return undefined
    key += child.label
    at += common
    node = child
  }
  return { node, key }
}

interface Pending<T> {
  key: string
  node: TreeNode<T>
}

// Shorter first, then in code unit order: the order in which prefix matches weigh most.
const before = (a: Pending<unknown>, b: Pending<unknown>): boolean =>
  a.key.length < b.key.length || (a.key.length === b.key.length && a.key < b.key)

/**
 * The terms that start with `prefix`, the term itself left out: the `limit` shortest (ties in
 * code unit order), found shortest first, so a one-letter prefix in a large dictionary visits
 * about as many nodes as it answers. Each node visited costs a step; with no steps left it answers
 * what it found.
 *
 * @example prefixTerms(tree, 'ada', 50, { steps: 1000 }) // [{ key: 'adam', value, distance: 0 }, ...]
 */
export function prefixTerms<T>(
  tree: TermTree<T>,
  prefix: string,
  limit: number,
  budget: TreeBudget,
): Array<TermMatch<T>> {
  const found: Array<TermMatch<T>> = []
  const start = locate(tree, prefix)
  if (!start) return found
  // A binary heap of the nodes to visit, by their path.
  const heap: Array<Pending<T>> = [start]
  while (heap.length > 0 && found.length < limit && budget.steps > 0) {
    const { key, node } = heap[0]!
    const last = heap.pop()!
    if (heap.length > 0) siftDown(heap, last)
    budget.steps--
    if (node.value !== undefined && key !== prefix) found.push({ key, value: node.value, distance: 0 })
    for (let child = node.first; child !== undefined; child = child.next)
      siftUp(heap, { key: key + child.label, node: child })
  }
  return found
}

function siftUp<T>(heap: Array<Pending<T>>, item: Pending<T>): void {
  let i = heap.length
  heap.push(item)
  while (i > 0) {
    const parent = (i - 1) >> 1
    if (!before(item, heap[parent]!)) break
    heap[i] = heap[parent]!
    i = parent
  }
  heap[i] = item
}

/** Puts `item` at the root of a heap whose root was taken, and moves it down to its place. */
function siftDown<T>(heap: Array<Pending<T>>, item: Pending<T>): void {
  let i = 0
  for (;;) {
    const left = 2 * i + 1
    if (left >= heap.length) break
    const right = left + 1
    const child = right < heap.length && before(heap[right]!, heap[left]!) ? right : left
    if (!before(heap[child]!, item)) break
    heap[i] = heap[child]!
    i = child
  }
  heap[i] = item
}

/**
 * The terms within `maxDistance` edits (insertions, deletions, substitutions) of `word`, the
 * word itself left out, with their distance: a walk of the tree that leaves a branch as soon as
 * every alignment of it is too far, over a band of 2 * maxDistance + 1 cells per letter. Each
 * letter compared costs a step; with no steps left it answers what it found.
 *
 * @example typoTerms(tree, 'lovelase', 1, { steps: 10_000 }) // [{ key: 'lovelace', value, distance: 1 }]
 */
export function typoTerms<T>(
  tree: TermTree<T>,
  word: string,
  maxDistance: number,
  budget: TreeBudget,
): Array<TermMatch<T>> {
  const found: Array<TermMatch<T>> = []
  const m = word.length
  const d = maxDistance
  const width = 2 * d + 1
  const far = d + 1
  const deepest = m + d
  // rows[depth * width + k] is the distance between the path's first `depth` letters and the
  // word's first `depth + k - d`: only the band |depth - j| <= d can stay within d.
  const rows = new Int32Array((deepest + 1) * width)
  for (let k = 0; k < width; k++) {
    const j = k - d
    rows[k] = j < 0 || j > m ? far : j
  }

  const visit = (node: TreeNode<T>, depth: number, key: string): void => {
    const label = node.label
    let at = depth
    for (let c = 0; c < label.length; c++) {
      if (at >= deepest || budget.steps <= 0) return
      budget.steps--
      const letter = label.charCodeAt(c)
      const previous = at * width
      const next = previous + width
      let best = far
      for (let k = 0; k < width; k++) {
        const j = at + 1 + k - d
        let value: number
        if (j < 0 || j > m) value = far
        else if (j === 0) value = Math.min(at + 1, far)
        else {
          value = rows[previous + k]! + (word.charCodeAt(j - 1) === letter ? 0 : 1)
          if (k + 1 < width) value = Math.min(value, rows[previous + k + 1]! + 1)
          if (k > 0) value = Math.min(value, rows[next + k - 1]! + 1)
          if (value > far) value = far
        }
        rows[next + k] = value
        if (value < best) best = value
      }
      at++
      if (best > d) return
    }
    if (node.value !== undefined && Math.abs(at - m) <= d) {
      const distance = rows[at * width + m - at + d]!
      if (distance > 0 && distance <= d) found.push({ key, value: node.value, distance })
    }
    for (let child = node.first; child !== undefined; child = child.next) visit(child, at, key + child.label)
  }
  visit(tree.root, 0, '')
  return found
}
