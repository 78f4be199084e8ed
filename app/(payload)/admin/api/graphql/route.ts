import config from "@payload-config";
import { GRAPHQL_POST, REST_OPTIONS } from "@payloadcms/next/routes";

// The CMS's GraphQL API, behind the same sign-in and access rules as its REST API.
export const POST = GRAPHQL_POST(config);
export const OPTIONS = REST_OPTIONS(config);
