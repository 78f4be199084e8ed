"use server";

import "server-only";
import * as v from "valibot";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import type { SessionView } from "@/lib/remote/record";
import { computerSchema } from "@/lib/remote/computer-checks";
import type { Computer } from "@/lib/remote/rules";
import { fieldErrors } from "@/lib/requests/schema";
import { database } from "@/lib/server/db/client";
import {
  addComputer,
  computersOf,
  removeComputer,
  renameComputer,
} from "@/lib/server/remote/computers";
import { verifiedUser } from "@/lib/server/identity";
import {
  decideSession,
  endByCustomer,
  sessionsOfAccount,
} from "@/lib/server/remote/customer";

/** The refusals in the language the page sent (a Server Action's argument may be anything). */
function wordsIn(locale: unknown) {
  const t = translator(readLocale(locale), "remoteRefusals");
  return {
    signInAgain: t("signInAgain"),
    unavailable: t("unavailable", { phone: company.phone.display }),
    checkFields: t("checkFields"),
    notYours: t("notYours"),
    limit: t("limit"),
    inSession: t("inSession"),
    notOpen: t("notOpen"),
    staleSignIn: t("staleSignIn"),
  };
}

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

export type RemoteAnswer<T> =
  | ({ readonly ok: true } & T)
  | {
      readonly ok: false;
      readonly message: string;
      readonly errors?: Record<string, string>;
      /** The sign-in is too old for this step: sign in again first. */
      readonly reauthenticate?: boolean;
    };

/** A whole number id as posted, or undefined. */
function idOf(value: unknown): number | undefined {
  return typeof value === "number" &&
    Number.isSafeInteger(value) &&
    value > 0 &&
    value < 2 ** 31
    ? value
    : undefined;
}

/** "Your computers" and "Remote sessions" on /user: what the account holds now. */
export async function remoteAccount(
  idToken: string,
  locale: Locale = "en",
): Promise<RemoteAnswer<{ computers: Computer[]; sessions: SessionView[] }>> {
  const { signInAgain, unavailable } = wordsIn(locale);
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false, message: signInAgain };
    const db = await database();
    const sessions = await sessionsOfAccount(
      db,
      user.uid,
      new Date(),
      readLocale(locale),
    );
    return { ok: true, computers: await computersOf(db, user.uid), sessions };
  } catch (error) {
    log("Reading an account's computers failed", error);
    return { ok: false, message: unavailable };
  }
}

/** Adds a computer, or renames one of the account's own when `id` is given. */
export async function saveComputer(
  idToken: string,
  input: { id?: unknown; name: unknown; os: unknown; note: unknown },
  locale: Locale = "en",
): Promise<RemoteAnswer<object>> {
  const said = wordsIn(locale);
  const { signInAgain, unavailable, notYours } = said;
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false, message: signInAgain };
    const parsed = v.safeParse(
      computerSchema,
      { name: input.name, os: input.os, note: input.note ?? "" },
      { lang: readLocale(locale) },
    );
    if (!parsed.success) {
      return {
        ok: false,
        message: said.checkFields,
        errors: fieldErrors(parsed.issues),
      };
    }
    const db = await database();
    const now = new Date();
    const id = input.id === undefined ? undefined : idOf(input.id);
    if (input.id !== undefined && id === undefined) {
      return { ok: false, message: notYours };
    }
    const result =
      id === undefined
        ? await addComputer(db, user.uid, parsed.output, now)
        : await renameComputer(db, user.uid, id, parsed.output, now);
    return result.ok
      ? { ok: true }
      : { ok: false, message: messages(said)[result.reason] };
  } catch (error) {
    log("Saving a computer failed", error);
    return { ok: false, message: unavailable };
  }
}

const messages = (said: ReturnType<typeof wordsIn>) =>
  ({
    limit: said.limit,
    "not-found": said.notYours,
    "in-session": said.inSession,
  }) as const;

export async function removeComputerAction(
  idToken: string,
  id: unknown,
  locale: Locale = "en",
): Promise<RemoteAnswer<object>> {
  const said = wordsIn(locale);
  const { signInAgain, unavailable, notYours } = said;
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false, message: signInAgain };
    const computer = idOf(id);
    if (computer === undefined) return { ok: false, message: notYours };
    const result = await removeComputer(
      await database(),
      user.uid,
      computer,
      new Date(),
    );
    return result.ok
      ? { ok: true }
      : { ok: false, message: messages(said)[result.reason] };
  } catch (error) {
    log("Removing a computer failed", error);
    return { ok: false, message: unavailable };
  }
}

/**
 * The customer's answer to a request (docs/product.md §19.3). The sign-in's
 * age is read from the verified ID token's `auth_time` on the server; the
 * code is returned once, here, and never again.
 */
export async function answerRemoteSession(
  idToken: string,
  id: unknown,
  decision: unknown,
  locale: Locale = "en",
): Promise<RemoteAnswer<{ code?: string }>> {
  const { signInAgain, unavailable, notOpen, staleSignIn } = wordsIn(locale);
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false, message: signInAgain };
    const session = idOf(id);
    if (
      session === undefined ||
      (decision !== "approve" && decision !== "deny")
    ) {
      return { ok: false, message: notOpen };
    }
    const result = await decideSession(await database(), {
      id: session,
      uid: user.uid,
      decision,
      authTime: user.authTime,
      now: new Date(),
    });
    if (result.ok) return { ok: true, code: result.code };
    if (result.reason === "stale-sign-in") {
      return {
        ok: false,
        reauthenticate: true,
        message: staleSignIn,
      };
    }
    return { ok: false, message: notOpen };
  } catch (error) {
    log("Answering a remote-session request failed", error);
    return { ok: false, message: unavailable };
  }
}

/** "End session": the customer closes a request or a session at any time. */
export async function endRemoteSession(
  idToken: string,
  id: unknown,
  locale: Locale = "en",
): Promise<RemoteAnswer<object>> {
  const { signInAgain, unavailable, notOpen } = wordsIn(locale);
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false, message: signInAgain };
    const session = idOf(id);
    if (session === undefined) return { ok: false, message: notOpen };
    const result = await endByCustomer(await database(), {
      id: session,
      uid: user.uid,
      now: new Date(),
    });
    return result.ok ? { ok: true } : { ok: false, message: notOpen };
  } catch (error) {
    log("Ending a remote session failed", error);
    return { ok: false, message: unavailable };
  }
}
