// The es catalogue: one JSON file per namespace, each the words of one area.
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import contact from "./contact.json";
import fieldChecks from "./fieldChecks.json";
import forms from "./forms.json";
import home from "./home.json";
import layout from "./layout.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import priceStory from "./priceStory.json";
import refusals from "./refusals.json";
import search from "./search.json";
import share from "./share.json";
import trust from "./trust.json";
import zip from "./zip.json";

const messages = {
  booking,
  cart,
  checkout,
  contact,
  fieldChecks,
  forms,
  home,
  layout,
  notFound,
  offering,
  policies,
  priceStory,
  refusals,
  search,
  share,
  trust,
  zip,
};

export default messages;
