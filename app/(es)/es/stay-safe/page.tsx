import { setRequestLocale } from "next-intl/server";
import {
  StaySafeRoute,
  staySafeMetadata,
} from "@/components/trust/stay-safe-route";

export const generateMetadata = () => staySafeMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <StaySafeRoute locale="es" />;
}
