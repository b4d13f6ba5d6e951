import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { filledButton } from "./button.css";

/** The form's filled button; busy (and not clickable twice) while its form is being sent. */
export function SubmitButton({
  children,
  name,
  value,
  className = filledButton,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={className}
      aria-disabled={busy || undefined}
      data-loading={busy || undefined}
      onClick={(event) => busy && event.preventDefault()}
    >
      {children}
    </button>
  );
}
