import words from "@/messages/es/forms.json";

/**
 * The booking windows as the Spanish forms show them: the catalogue's
 * `forms.timeWindows`, which data/es/labels.ts still hands its readers.
 */
export const timeWindowsEs = words.timeWindows;
