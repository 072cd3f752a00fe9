/** The class attribute of several optional names: `classNames('a', flag && 'b', undefined)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
