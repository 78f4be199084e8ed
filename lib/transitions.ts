/**
 * One row of a state machine's table (docs/architecture.md, "Feature areas"):
 * who may take the action, and from each state it may start in, the state it
 * leads to. An action that keeps the state maps each state to itself.
 */
export type Rule<
  From extends string,
  To extends string,
  Actor extends string,
> = {
  readonly by: readonly Actor[];
  readonly moves: Readonly<Partial<Record<From, To>>>;
};

/**
 * The state `action` leads to from `status` when `actor` takes it, or
 * undefined when the table refuses it: the one move function of every area.
 * `holds` adds a condition a row carries beyond the table (a booking's start
 * having come).
 */
export function transition<
  R extends Rule<string, string, string>,
  Action extends string,
>(
  table: Readonly<Record<Action, R>>,
  status: keyof R["moves"],
  action: Action,
  actor: R["by"][number],
  holds: (rule: R) => boolean = () => true,
): NonNullable<R["moves"][keyof R["moves"]]> | undefined {
  const rule = table[action];
  const to = rule.moves[status as string];
  return to !== undefined && rule.by.includes(actor) && holds(rule)
    ? (to as NonNullable<R["moves"][keyof R["moves"]]>)
    : undefined;
}
