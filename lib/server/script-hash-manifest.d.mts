export type ScriptHashManifest = {
  buildId: string;
  routes: Record<string, string[]>;
};

export declare function readScriptHashes(distDir: string): ScriptHashManifest;
