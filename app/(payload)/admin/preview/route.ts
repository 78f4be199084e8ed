import { enterPreview } from "@/lib/server/cms/preview";

export const GET = enterPreview;
