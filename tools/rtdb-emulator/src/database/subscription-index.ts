import type { Path } from '../tree/path.js';
import type { Subscriber } from './subscriber.js';

interface TrieNode {
  readonly subscribers: Set<Subscriber>;
  readonly children: Map<string, TrieNode>;
}

const newNode = (): TrieNode => ({ subscribers: new Set(), children: new Map() });

/**
 * Subscribers indexed by path, so a write finds the ones it touches (those at or above the
 * written path, and everything below it) without scanning every client.
 */
export class SubscriptionIndex {
  private readonly root = newNode();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(subscriber: Subscriber): void {
    let node = this.root;
    for (const key of subscriber.path) {
      let child = node.children.get(key);
      if (!child) {
        child = newNode();
        node.children.set(key, child);
      }
      node = child;
    }
    if (!node.subscribers.has(subscriber)) this.count++;
    node.subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    const trail: TrieNode[] = [this.root];
    for (const key of subscriber.path) {
      const child = trail[trail.length - 1]?.children.get(key);
      if (!child) return;
      trail.push(child);
    }
    const target = trail[trail.length - 1] as TrieNode;
    if (target.subscribers.delete(subscriber)) this.count--;
    // Prune empty branches so long-running emulators do not accumulate dead paths.
    for (let depth = subscriber.path.length; depth > 0; depth--) {
      const node = trail[depth] as TrieNode;
      if (node.subscribers.size > 0 || node.children.size > 0) break;
      trail[depth - 1]?.children.delete(subscriber.path[depth - 1] as string);
    }
  }

  /** Subscribers whose location overlaps any of `paths`, in a stable order. */
  affectedBy(paths: readonly Path[]): Set<Subscriber> {
    const found = new Set<Subscriber>();
    for (const path of paths) {
      let node: TrieNode | undefined = this.root;
      for (const key of path) {
        node.subscribers.forEach((subscriber) => found.add(subscriber));
        node = node.children.get(key);
        if (!node) break;
      }
      if (node) collect(node, found);
    }
    return found;
  }

  all(): Subscriber[] {
    const found = new Set<Subscriber>();
    collect(this.root, found);
    return [...found];
  }
}

function collect(node: TrieNode, into: Set<Subscriber>): void {
  node.subscribers.forEach((subscriber) => into.add(subscriber));
  node.children.forEach((child) => collect(child, into));
}
