/** The line at the top of every Spanish policy (issue 60's ruling 89). */
export const englishGoverns =
  "Esta es una traducción de nuestra política en inglés. Si las dos versiones difieren, rige la versión en inglés.";
