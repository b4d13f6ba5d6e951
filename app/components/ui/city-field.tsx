import { useEffect, useRef, useState } from "react";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Field } from "./field";

/**
 * The city: a plain text field, with suggestions from the cities of the chosen country once JS
 * runs, named in the page's language (the server checks the city either way: 'City not found').
 */
export function CityField({
  country,
  defaultValue,
  error,
}: {
  /** The ISO-2 code of the country chosen in the same form (no suggestions without one). */
  country: string;
  defaultValue?: string;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [query, setQuery] = useState(defaultValue ?? "");
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!country || query.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const timer = window.setTimeout(() => {
      request.current?.abort();
      request.current = new AbortController();
      const params = new URLSearchParams({ country, q: query, lang: locale });
      fetch(`/api/cities?${params}`, {
        signal: request.current.signal,
      })
        .then((response) => (response.ok ? response.json() : []))
        .then((names: string[]) => setSuggestions(names))
        .catch(() => {});
    }, 200);
    return () => window.clearTimeout(timer);
  }, [country, query, locale]);

  return (
    <>
      <Field
        name="city"
        label={t("auth.fields.city")}
        autoComplete="address-level2"
        list="city-suggestions"
        defaultValue={defaultValue}
        onInput={(event) => setQuery(event.currentTarget.value)}
        error={error}
        required
      />
      <datalist id="city-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
