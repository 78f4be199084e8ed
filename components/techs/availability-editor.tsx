"use client";

import { useTranslations } from "next-intl";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { Alert } from "@/components/forms/alert";
import { FormField } from "@/components/forms/form-field";
import {
  ErrorSummary,
  refusedFields,
  type Refusal,
} from "@/components/forms/error-summary";
import {
  availabilityLimits,
  type AvailabilityField,
  type AvailabilityView,
} from "@/lib/scheduling/availability";
import { ServicesField } from "./services-field";
import { TimeOffField, type Period } from "./time-off-field";
import { WeeklyHoursField, weekdays, type Week } from "./weekly-hours-field";

type Values = {
  week: Week;
  timeOff: Period[];
  zips: string;
  services: string[];
};

type Errors = Partial<Record<AvailabilityField, string>>;

const valuesOf = (view: AvailabilityView): Values => ({
  week: Object.fromEntries(
    weekdays.map((day) => [day, [...(view.weekly[day] ?? [])]]),
  ) as Week,
  timeOff: view.timeOff.map((period) => ({ ...period })),
  zips: view.zips,
  services: [...view.services],
});

/**
 * A Tech's hours, time off, ZIP codes and services (docs/product.md §23.2),
 * read from and saved to `path`: the Tech's own on /techs/edit, or one Tech's
 * on the desk. The ZIP codes are the Tech's one list, shown on the public
 * profile and read by bookings. The server checks everything; a refusal is
 * summed up at the top, which takes the focus, and each field says its own
 * sentence.
 */
export function AvailabilityEditor({
  token,
  path,
  idPrefix,
  level,
  own = false,
  onRefused,
  onSaved,
}: {
  token: GetToken;
  path: string;
  /** Keeps the fields' ids apart from the page's other forms. */
  idPrefix: string;
  /** The heading's level where the editor sits. */
  level: 2 | 4;
  /** The Tech's own editor, which tells them once that their two ZIP lists were merged. */
  own?: boolean;
  onRefused: (message: string) => void;
  onSaved?: () => void;
}) {
  const [view, setView] = useState<AvailabilityView | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);

  const show = useCallback((next: AvailabilityView) => {
    setView(next);
    setValues(valuesOf(next));
  }, []);

  const t = useTranslations("techWork.hours");
  const errorOf = useErrorOf();
  const loaded = useApiData<AvailabilityView>(token, path, { onRefused });
  const failure = loaded.view.kind === "failed" ? loaded.view.message : "";
  // Each read (the first, or "Load again") fills the form; a save fills it too.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (loaded.data) show(loaded.data);
  }, [loaded.data, show]);

  const ids: Record<AvailabilityField, { id: string; label: string }> = {
    weekly: { id: `${idPrefix}-weekly`, label: t("weekly") },
    timeOff: { id: `${idPrefix}-time-off`, label: t("timeOff") },
    zips: { id: `${idPrefix}-zips`, label: t("zips") },
    services: { id: `${idPrefix}-services`, label: t("services") },
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!view || !values) return;
    setSaved(undefined);
    setRefusal(null);
    setBusy(true);
    const reply = await callApi(token, path, {
      json: {
        version: view.version,
        weekly: values.week,
        timeOff: values.timeOff,
        zips: values.zips,
        services: values.services,
      },
    });
    setBusy(false);
    if (reply.status === 200) {
      const shown = reply.body as AvailabilityView;
      show(shown);
      setErrors({});
      setSaved({
        text: shown.bookable ? t("savedBookable") : t("saved"),
      });
      onSaved?.();
      return;
    }
    if (isRefusal(reply)) {
      onRefused(errorOf(reply));
      return;
    }
    const fieldErrors = (reply.body.errors as Errors | undefined) ?? {};
    const current = reply.body.current as AvailabilityView | undefined;
    if (current) show(current);
    setErrors(fieldErrors);
    setRefusal({
      text: errorOf(reply),
      fields: refusedFields(fieldErrors, ids),
    });
  }

  const Heading = level === 2 ? "h2" : "h4";
  const headingId = `${idPrefix}-heading`;
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((now) => now && { ...now, [name]: value });

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <Heading
        id={headingId}
        className={
          level === 2
            ? "text-2xl font-bold text-slate-900"
            : "font-bold text-slate-900"
        }
      >
        {t("title")}
      </Heading>
      <Alert>{failure}</Alert>
      {failure && (
        <div>
          <button
            type="button"
            className="btn-outline"
            onClick={() => void loaded.reload()}
          >
            {t("loadAgain")}
          </button>
        </div>
      )}
      {/* Not a live region: the desk's record has its own status line. */}
      {!values && !failure && <p>{t("loading")}</p>}
      {values && view && (
        <form onSubmit={save} noValidate className="grid min-w-0 gap-5">
          <ErrorSummary refusal={refusal} />
          <WeeklyHoursField
            id={ids.weekly.id}
            week={values.week}
            error={errors.weekly}
            onChange={(week) => set("week", week)}
          />
          <TimeOffField
            id={ids.timeOff.id}
            periods={values.timeOff}
            error={errors.timeOff}
            onChange={(timeOff) => set("timeOff", timeOff)}
          />
          {own && view.zipsMerged && (
            <p
              data-testid="zips-merged"
              className="rounded-lg bg-brand-50 px-3 py-2 text-slate-900"
            >
              {t.rich("zipsMerged", {
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
          )}
          <FormField
            id={ids.zips.id}
            label={ids.zips.label}
            name="zips"
            optional
            multiline
            rows={2}
            inputMode="numeric"
            maxLength={availabilityLimits.zipsText}
            value={values.zips}
            onChange={(e) => set("zips", e.target.value)}
            hint={t("zipsHint", {
              limit: availabilityLimits.zips.toLocaleString("en-US"),
            })}
            error={errors.zips}
          />
          <ServicesField
            id={ids.services.id}
            skills={view.skills}
            chosen={values.services}
            error={errors.services}
            onChange={(services) => set("services", services)}
          />
          {saved && (
            <p
              ref={status}
              tabIndex={-1}
              role="status"
              className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900"
            >
              {saved.text}
            </p>
          )}
          <div>
            <button
              type="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              {t("save")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
