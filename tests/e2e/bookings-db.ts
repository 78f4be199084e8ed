import pg from "pg";
import { services } from "@/data/services";

/**
 * The e2e server's PostgreSQL database (playwright.config.ts `postgresPort`),
 * opened by the tests to seed bookings and to set a confirmed time relative to
 * now, as staff would, and to read back what a visitor's action did.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set: run these tests with `node scripts/with-postgres.mjs npx playwright test` (npm run test:e2e does)",
    );
  }
  return url;
}

/** A query on the e2e servers' database, or on `database` when given. */
export async function sql<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  database: string = testDatabaseUrl(),
): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export function randomReference(): string {
  let body = "";
  for (let i = 0; i < 6; i++)
    body += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `BP-${body}`;
}

export type Seeded = { reference: string; email: string };

/** A Requested booking as the checkout stores it, with its first history entry. */
export async function seedBooking({
  services = [
    {
      slug: "printer-installation",
      title: "Printer Installation",
      price: 89,
      homeVisit: true,
    },
    {
      slug: "computer-tuneup",
      title: "Computer Tune-Up",
      price: 35,
      homeVisit: false,
    },
  ],
  accountUid = null,
}: {
  services?: {
    slug: string;
    title: string;
    price: number;
    homeVisit: boolean;
    minutes?: number;
  }[];
  accountUid?: string | null;
} = {}): Promise<Seeded> {
  const reference = randomReference();
  const email = `Grace.${reference.slice(3)}@Example.com`;
  const [row] = await sql<{ id: number }>(
    `insert into bookings (reference, services, total, home_visit, preferred_date, time_window,
       account_uid, first_name, last_name, phone, email)
     values ($1, $2, $3, $4, (now() + interval '7 days')::date, 'morning', $5, 'Grace', 'Hopper', '(212) 555-0100', $6)
     returning id`,
    [
      reference,
      JSON.stringify(services),
      services.reduce((sum, s) => sum + s.price, 0),
      services.some((s) => s.homeVisit),
      accountUid,
      email,
    ],
  );
  await sql(
    `insert into booking_events (booking_id, actor, action, to_status) values ($1, 'visitor', 'request', 'requested')`,
    [row!.id],
  );
  return { reference, email };
}

/** Staff confirm the booking for a start `msFromNow` away, as the desk's confirm does. */
export async function confirmIn(reference: string, msFromNow: number) {
  const [row] = await sql<{ id: number }>(
    `update bookings set status = 'confirmed', version = version + 1, updated_at = now(),
       starts_at = now() + ($2 || ' milliseconds')::interval
     where reference = $1 and status = 'requested' returning id`,
    [reference, String(msFromNow)],
  );
  await sql(
    `insert into booking_events (booking_id, actor, action, from_status, to_status)
     values ($1, 'staff desk@example.com', 'confirm', 'requested', 'confirmed')`,
    [row!.id],
  );
}

/** Moves a confirmed booking's start to `msFromNow` away (negative: it has started). */
export async function moveStart(reference: string, msFromNow: number) {
  await sql(
    `update bookings set starts_at = now() + ($2 || ' milliseconds')::interval
     where reference = $1 and status = 'confirmed'`,
    [reference, String(msFromNow)],
  );
}

export async function bookingRow(reference: string) {
  const [row] = await sql<{
    id: number;
    status: string;
    version: number;
    fees: number;
    account_uid: string | null;
    email: string | null;
    first_name: string | null;
    preferred_date: string;
    time_window: string;
    starts_at: Date | null;
  }>(
    `select id, status, version, fees, account_uid, email, first_name, preferred_date::text, time_window, starts_at
     from bookings where reference = $1`,
    [reference],
  );
  return row;
}

export async function historyActions(reference: string): Promise<string[]> {
  const rows = await sql<{ action: string }>(
    `select e.action from booking_events e join bookings b on b.id = e.booking_id
     where b.reference = $1 order by e.at, e.id`,
    [reference],
  );
  return rows.map((r) => r.action);
}

export async function notificationSubjects(reference: string) {
  const rows = await sql<{ subject: string }>(
    `select n.subject from notifications n join bookings b on b.id = n.booking_id
     where b.reference = $1 order by n.id`,
    [reference],
  );
  return rows.map((r) => r.subject);
}

/** A Tech as the booking specs publish one: a uid, handle and display name. */
export type SeededTech = { uid: string; handle: string; displayName: string };

/**
 * Publishes `tech` as staff would, working every hour of every day, visiting
 * ZIP 10001 only and taking every service, so the checkout offers its times.
 */
export async function publishAllDayTech(
  tech: SeededTech,
  words: { headline: string; about: string; languages: string[] },
) {
  const allDay = Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ from: "00:00", to: "24:00" }]]),
  );
  const slugs = services.map((service) => service.slug);
  const text = {
    handle: tech.handle,
    displayName: tech.displayName,
    ...words,
    skills: slugs,
    ownSkills: [],
    remote: true,
    years: 10,
  };
  await sql(
    `insert into tech_profiles (uid, handle, status, text, published, first_published_at, weekly_hours, zips, takes_services)
     values ($1, $2, 'published', $3, $3, now(), $4, '{10001}', $5)`,
    [
      tech.uid,
      tech.handle,
      JSON.stringify(text),
      JSON.stringify(allDay),
      slugs,
    ],
  );
}

/** Other specs book through the same checkout: leave no Tech they could get. */
export async function withdrawTech(uid: string) {
  await sql(
    `update bookings set status = 'cancelled' where assigned_tech_uid = $1`,
    [uid],
  );
  await sql(`delete from tech_profiles where uid = $1`, [uid]);
}
