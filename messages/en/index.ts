// The en catalogue: one JSON file per namespace, each the words of one area.
import accountReviews from "./accountReviews.json";
import allServices from "./allServices.json";
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import deskReviews from "./deskReviews.json";
import home from "./home.json";
import layout from "./layout.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import reviewForm from "./reviewForm.json";
import reviews from "./reviews.json";
import search from "./search.json";
import serviceIslands from "./serviceIslands.json";
import servicePage from "./servicePage.json";
import techReviews from "./techReviews.json";
import trust from "./trust.json";

const messages = {
  accountReviews,
  allServices,
  booking,
  cart,
  checkout,
  deskReviews,
  home,
  layout,
  notFound,
  offering,
  policies,
  reviewForm,
  reviews,
  search,
  serviceIslands,
  servicePage,
  techReviews,
  trust,
};

export default messages;
