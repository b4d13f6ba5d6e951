/*
 * Intl formatters, made once per locale and options and reused: constructing one costs far more
 * than formatting with it (a catalog page formats ~60 numbers), on the server and in the browser.
 */
function madeOnce<Options, Formatter>(
  make: (locale: string, options: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale, options = {} as Options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
