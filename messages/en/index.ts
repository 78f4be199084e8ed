// The en catalogue: one JSON file per namespace, each the words of one area.
import booking from "./booking.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import desk from "./desk.json";
import deskSearch from "./deskSearch.json";
import home from "./home.json";
import layout from "./layout.json";
import membershipMail from "./membershipMail.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import policies from "./policies.json";
import preview from "./preview.json";
import problemMail from "./problemMail.json";
import problemStatus from "./problemStatus.json";
import problems from "./problems.json";
import remote from "./remote.json";
import remoteMail from "./remoteMail.json";
import search from "./search.json";
import techMail from "./techMail.json";
import techs from "./techs.json";
import techWork from "./techWork.json";
import trust from "./trust.json";

const messages = {
  booking,
  cart,
  checkout,
  desk,
  deskSearch,
  home,
  layout,
  membershipMail,
  notFound,
  offering,
  policies,
  preview,
  problemMail,
  problemStatus,
  problems,
  remote,
  remoteMail,
  search,
  techMail,
  techs,
  techWork,
  trust,
};

export default messages;
