export declare function contentFloorParts(html: string): {
  lang: string;
  bodyClass: string;
  stylesheet: string;
  body: string;
};
export declare function contentFloorFiles(
  pages: { route: string; html: string }[],
): Record<string, string>;
