import type { SafetyPoint } from "@/lib/content/stay-safe";
import { FactNote } from "./fact-note";

/** What we never do, or what to do next: a bold lead-in, our words, then the official fact. */
export function SafetyPoints({
  points,
  ordered = false,
}: {
  points: readonly SafetyPoint[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      className={`stack-5 mt-4 pl-6 ${ordered ? "list-decimal" : "list-disc"}`}
    >
      {points.map((point) => (
        <li key={point.title} className="pl-1">
          <p>
            <strong className="text-slate-900">{point.title}</strong>{" "}
            {point.text}
          </p>
          {point.links && (
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {point.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {point.fact && <FactNote fact={point.fact} />}
        </li>
      ))}
    </List>
  );
}
