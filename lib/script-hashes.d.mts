export type ScriptHashManifest = {
  buildId: string;
  routes: Record<string, string[]>;
};

export declare const manifestFile: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function routeOfHtmlFile(file: string): string;
export declare function readScriptHashes(distDir: string): ScriptHashManifest;
