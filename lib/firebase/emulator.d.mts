export const defaultEmulatorHost: string;
