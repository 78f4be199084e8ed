import { movedTo } from "@/lib/server/techs/moved";

/** Moved to /tech/api/profile with the other Tech-only routes. */
export const GET = movedTo("/tech/api/profile");
export const POST = GET;
