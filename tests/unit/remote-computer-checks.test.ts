import * as v from "valibot";
import { computerSchema } from "@/lib/remote/computer-checks";
import { fieldErrors } from "@/lib/requests/schema";

/** Each field's first sentence, as the Server Action returns them. */
function said(input: Record<string, unknown>, lang?: string) {
  const parsed = v.safeParse(
    computerSchema,
    { name: "Office PC", os: "windows-11", note: "", ...input },
    { lang },
  );
  return parsed.success ? {} : fieldErrors(parsed.issues);
}

describe("a computer's checks (lib/remote/computer-checks.ts)", () => {
  it("say each check in English, with the limit", () => {
    expect(said({ name: " ", os: "beos", note: "x".repeat(301) })).toEqual({
      name: "Please give the computer a name, such as “Office PC”.",
      os: "Please choose the operating system from the list.",
      note: "The note can be at most 300 characters.",
    });
    expect(said({ name: "x".repeat(61), note: "a\u0007" }, "en")).toEqual({
      name: "The name can be at most 60 characters.",
      note: "The note cannot hold control characters.",
    });
    expect(said({ name: "a\u0001", note: 7 }, "fr")).toEqual({
      name: "The name cannot hold control characters.",
      note: "Invalid type: Expected string but received 7",
    });
  });

  it("say one sentence a field in Spanish, whatever the check", () => {
    const name =
      "Póngale un nombre a la computadora, por ejemplo, “PC de la oficina”.";
    const note =
      "La nota es demasiado larga o tiene caracteres que no podemos mostrar.";
    expect(said({ name: "", os: 3, note: "x".repeat(301) }, "es")).toEqual({
      name,
      os: "Elija el sistema operativo de la lista.",
      note,
    });
    expect(said({ name: "x".repeat(61), note: "a\u0007" }, "es")).toEqual({
      name,
      note,
    });
    expect(said({ name: 5, note: null }, "es")).toEqual({ name, note });
  });
});
