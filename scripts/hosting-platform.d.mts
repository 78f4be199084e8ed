export const platformMarkers: { platform: string; variable: string }[];
export function hostingPlatform(
  env: Record<string, string | undefined>,
): string | null;
export function platformRefusal(where: string): string;
