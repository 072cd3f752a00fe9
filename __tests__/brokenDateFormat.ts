/** The date format the modules under test were loaded with: jest's fake timers put their own Intl in its place. */
const RealDateTimeFormat = Intl.DateTimeFormat;

/**
 * Makes every date format throw, as a browser without the São Paulo time zone does (a RangeError
 * from `Intl.DateTimeFormat`). Returns the function that puts the real one back.
 */
export function breakDateFormat(): () => void {
  const { prototype } = RealDateTimeFormat;
  const real = Object.getOwnPropertyDescriptor(prototype, 'format');
  Object.defineProperty(prototype, 'format', {
    configurable: true,
    get: () => () => {
      throw new RangeError('Unsupported time zone specified America/Sao_Paulo');
    },
  });
  return () => {
    if (real) Object.defineProperty(prototype, 'format', real);
  };
}
