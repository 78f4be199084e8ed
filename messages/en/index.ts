// The en catalogue: one JSON file per namespace, each the words of one area.
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import company from "./company.json";
import error from "./error.json";
import home from "./home.json";
import ics from "./ics.json";
import languageOffer from "./languageOffer.json";
import layout from "./layout.json";
import mail from "./mail.json";
import membershipMail from "./membershipMail.json";
import navigation from "./navigation.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import preview from "./preview.json";
import previewBanner from "./previewBanner.json";
import problemMail from "./problemMail.json";
import refusals from "./refusals.json";
import remoteMail from "./remoteMail.json";
import reviewHiddenMail from "./reviewHiddenMail.json";
import reviewMail from "./reviewMail.json";
import search from "./search.json";
import staffMail from "./staffMail.json";
import structuredData from "./structuredData.json";
import techBookingMail from "./techBookingMail.json";
import techProfileMail from "./techProfileMail.json";
import trust from "./trust.json";

const messages = {
  booking,
  cart,
  checkout,
  company,
  error,
  home,
  ics,
  languageOffer,
  layout,
  mail,
  membershipMail,
  navigation,
  notFound,
  offering,
  policies,
  preview,
  previewBanner,
  problemMail,
  refusals,
  remoteMail,
  reviewHiddenMail,
  reviewMail,
  search,
  staffMail,
  structuredData,
  techBookingMail,
  techProfileMail,
  trust,
};

export default messages;
