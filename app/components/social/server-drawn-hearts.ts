import { useEffect } from "react";
import type { SocialReply } from "./save-button";
import { cardError } from "./social.css";

/**
 * The hearts of a list the server drew and the browser keeps as HTML (decision 030: its cards are
 * not hydrated, so React holds no handler of theirs). One listener on the document posts such a
 * heart's form by `fetch` (`reply=data`) instead of a page load, turns the button at once and back
 * if refused, with the message under it. A heart React drew itself (after a client-side
 * navigation) is `SaveButton`'s fetcher's: React's own listener has already prevented the default.
 */
export function useServerDrawnHearts(listId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (!form.closest(`#${listId}`) || !form.action.endsWith("/save")) return;
      const button = form.querySelector<HTMLButtonElement>('button[name="intent"]');
      if (!button) return;
      event.preventDefault();
      const show = (saved: boolean) => {
        button.setAttribute("aria-pressed", String(saved));
        button.value = saved ? "unsave" : "save";
      };
      const asked = button.getAttribute("aria-pressed") !== "true";
      form.querySelector('[role="alert"]')?.remove();
      show(asked);
      const body = new FormData();
      body.set("intent", asked ? "save" : "unsave");
      body.set("reply", "data");
      fetch(form.action, { method: "POST", body })
        .then((response) => response.json() as Promise<SocialReply>)
        .then((reply) => {
          if ("active" in reply) return show(reply.active);
          show(!asked);
          const alert = document.createElement("p");
          alert.setAttribute("role", "alert");
          alert.className = cardError;
          alert.textContent = reply.error;
          form.append(alert);
        })
        .catch(() => show(!asked));
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, [listId, enabled]);
}
