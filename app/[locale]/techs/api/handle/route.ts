import { movedTo } from "@/lib/server/techs/moved";

/** Moved to /tech/api/handle with the other Tech-only routes. */
export const GET = movedTo("/tech/api/handle");
