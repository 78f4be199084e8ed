// Where Payload and its admin's routes look for the CMS's config
// (`@payload-config` in tsconfig.json); the config is lib/server/cms/config.ts.
export { default } from "@/lib/server/cms/config";
