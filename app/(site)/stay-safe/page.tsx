import {
  StaySafeRoute,
  staySafeMetadata,
} from "@/components/trust/stay-safe-route";

export const generateMetadata = () => staySafeMetadata("en");

export default function Page() {
  return <StaySafeRoute locale="en" />;
}
