import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";

/** The arguments and tags a message names, in order (not its plural branches' words). */
export function argumentNames(message: string): string[] {
  return namesOf(parse(message));
}

function namesOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const own = [element.value];
    if (element.type === TYPE.tag)
      return [...own, ...namesOf(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [
        ...own,
        ...Object.values(element.options).flatMap((o) => namesOf(o.value)),
      ];
    return own;
  });
}

type Tree = { readonly [key: string]: string | Tree };

/** Every message of a catalogue as "namespace.key" → message. */
export function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(name, value);
    else for (const [k, v] of leaves(value, name)) found.set(k, v);
  }
  return found;
}
