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
import refusals from "./refusals.json";
import reviewHiddenMail from "./reviewHiddenMail.json";
import reviewMail from "./reviewMail.json";
import search from "./search.json";
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
  refusals,
  reviewHiddenMail,
  reviewMail,
  search,
  trust,
};

export default messages;
