type Env = Record<string, string | undefined>;
type Header = { key: string; value: string };

export declare const cspReportPath: string;
export declare const cspReportGroup: string;
export declare const googleIdentityOrigins: readonly string[];
export declare const identityPages: string[];
export declare function identityOrigins(
  env: Env,
  defaultEmulatorHost: string,
): string[];
export declare const identityPages: readonly string[];
export declare const identityPrefixes: readonly string[];
export declare function contentSecurityPolicy(options?: {
  connect?: string[];
  scripts?: string[];
}): string;
export declare function pageContentSecurityPolicy(page: {
  pathname: string;
  scripts: string[];
  env: Env;
  defaultEmulatorHost: string;
}): string;
export declare const disabledFeatures: readonly string[];
export declare function baseHeaders(): Header[];
export declare const buildChunksPath: string;
export declare function chunkHeaders(): Header[];
export declare function securityHeaders(): {
  source: string;
  headers: Header[];
}[];
