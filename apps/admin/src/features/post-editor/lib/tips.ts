/** A new tip id: short, URL-safe, unique within the post (the contract's tipIdSchema). */
export function newTipId(taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `tip-${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

/** The list with the item at `from` moved to `to` (indices clamped); the same list if no move. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list as T[];
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
