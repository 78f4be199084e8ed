// The en catalogue: one JSON file per namespace, each the words of one area.
import account from "./account.json";
import booking from "./booking.json";
import bookingRecord from "./bookingRecord.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import home from "./home.json";
import labels from "./labels.json";
import layout from "./layout.json";
import manage from "./manage.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import plan from "./plan.json";
import policies from "./policies.json";
import priceStory from "./priceStory.json";
import remote from "./remote.json";
import search from "./search.json";
import signIn from "./signIn.json";
import techSignIn from "./techSignIn.json";
import trust from "./trust.json";

const messages = {
  account,
  booking,
  bookingRecord,
  cart,
  checkout,
  home,
  labels,
  layout,
  manage,
  notFound,
  offering,
  plan,
  policies,
  priceStory,
  remote,
  search,
  signIn,
  techSignIn,
  trust,
};

export default messages;
