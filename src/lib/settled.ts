/**
 * A promise React's `use()` reads without suspending: marked fulfilled the way React marks the
 * promises it tracks. A hook that suspended in `use()` must call `use()` again when it finishes
 * (React warns otherwise: "This library called use() to suspend in a previous render but did not
 * call use() when it finished", issue 39 item 20), so a value that is already in is handed to `use()`
 * in this form rather than read past it.
 */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
