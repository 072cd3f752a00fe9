/** The services accordion: at most one card open. Clicking the open card closes it; another card switches. */
export function toggleOpen<T extends string>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
