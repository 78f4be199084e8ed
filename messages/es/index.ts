// The es catalogue: one JSON file per namespace, each the words of one area.
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import home from "./home.json";
import layout from "./layout.json";
import membershipMail from "./membershipMail.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import remote from "./remote.json";
import search from "./search.json";
import techs from "./techs.json";
import trust from "./trust.json";

const messages = {
  booking,
  cart,
  checkout,
  home,
  layout,
  membershipMail,
  notFound,
  offering,
  policies,
  remote,
  search,
  techs,
  trust,
};

export default messages;
