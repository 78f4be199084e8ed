import { openReview } from "@/lib/server/cms/preview";

export const GET = openReview;
