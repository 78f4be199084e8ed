export function takenPorts(ports: number[]): number[];
export function assertPortsFree(wanted: { port: number; use: string }[]): void;
