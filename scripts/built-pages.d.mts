export declare const distDir: string;
export declare const variantFile: string;
export declare function builtPages(dir?: string): string[];
export declare function prerenderedHtml(page: string, dir?: string): string;
export declare function staticFile(src: string, dir?: string): string;
