export declare function gitOutput(args: string[]): string | undefined;
