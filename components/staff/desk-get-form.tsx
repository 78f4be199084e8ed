"use client";

import { useEffect, useState, type ComponentProps } from "react";
import { useDeskSession } from "./desk-session";

/**
 * A GET form of the desk (the search, docs/product.md §15.13). Sent in the
 * moment between the desk opening and the server setting the desk's cookie,
 * it would reach a page that does not yet know the staff member and asks
 * them to sign in; so with JavaScript it is held until that answer, then
 * sent as it was. Without JavaScript it goes at once, as any form.
 */
export function DeskGetForm(props: Omit<ComponentProps<"form">, "method">) {
  const { deskCookie } = useDeskSession();
  const [held, setHeld] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (held && deskCookie !== "waiting") held.submit();
  }, [held, deskCookie]);
  return (
    <form
      {...props}
      method="get"
      aria-busy={held ? true : undefined}
      onSubmit={(event) => {
        if (deskCookie !== "waiting") return;
        event.preventDefault();
        setHeld(event.currentTarget);
      }}
    />
  );
}
