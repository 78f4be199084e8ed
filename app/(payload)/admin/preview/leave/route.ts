import { leavePreview } from "@/lib/server/cms/preview";

export const GET = leavePreview;
