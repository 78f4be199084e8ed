import { techPhotoPath } from "@/lib/techs/photo";
import { movedTo } from "@/lib/server/techs/moved";

/** Moved to /tech/api/photo with the other Tech-only routes. */
export const POST = movedTo(techPhotoPath);
export const DELETE = POST;
