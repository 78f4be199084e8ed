"use client";

import type { ServicePageCopy } from "@/data/copy/service-page";
import { areaWords } from "@/components/shared/words";

/** The words of a service page's islands (cart buttons, ZIP check, its Techs and reviews). */
export type ServicePageWords = Pick<ServicePageCopy, "cart" | "zip" | "techs">;

export const [ServicePageWordsProvider, useServicePageWords] =
  areaWords<ServicePageWords>("The service page");
