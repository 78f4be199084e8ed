// The en catalogue: one JSON file per namespace, each the words of one area.
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import home from "./home.json";
import ics from "./ics.json";
import layout from "./layout.json";
import mail from "./mail.json";
import membershipMail from "./membershipMail.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import problemMail from "./problemMail.json";
import refusals from "./refusals.json";
import remoteMail from "./remoteMail.json";
import reviewHiddenMail from "./reviewHiddenMail.json";
import reviewMail from "./reviewMail.json";
import search from "./search.json";
import staffMail from "./staffMail.json";
import techBookingMail from "./techBookingMail.json";
import techProfileMail from "./techProfileMail.json";
import trust from "./trust.json";

const messages = {
  booking,
  cart,
  checkout,
  home,
  ics,
  layout,
  mail,
  membershipMail,
  notFound,
  offering,
  policies,
  problemMail,
  refusals,
  remoteMail,
  reviewHiddenMail,
  reviewMail,
  search,
  staffMail,
  techBookingMail,
  techProfileMail,
  trust,
};

export default messages;
