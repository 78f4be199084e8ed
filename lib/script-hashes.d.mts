export declare const manifestFile: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function routeOfHtmlFile(file: string): string;
