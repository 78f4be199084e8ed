export declare const compileHint: string;
export declare function startupScripts(html: string): string[];
export declare function withCompileHint(code: string): string;
