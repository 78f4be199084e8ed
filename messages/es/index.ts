// The es catalogue: one JSON file per namespace, each the words of one area.
import account from "./account.json";
import accountReviews from "./accountReviews.json";
import allServices from "./allServices.json";
import booking from "./booking.json";
import bookingRecord from "./bookingRecord.json";
import business from "./business.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import company from "./company.json";
import dates from "./dates.json";
import contact from "./contact.json";
import contactSent from "./contactSent.json";
import error from "./error.json";
import forms from "./forms.json";
import home from "./home.json";
import ics from "./ics.json";
import labels from "./labels.json";
import languageOffer from "./languageOffer.json";
import layout from "./layout.json";
import mail from "./mail.json";
import manage from "./manage.json";
import membershipMail from "./membershipMail.json";
import navigation from "./navigation.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import plan from "./plan.json";
import policies from "./policies.json";
import priceStory from "./priceStory.json";
import refusals from "./refusals.json";
import remote from "./remote.json";
import remoteRefusals from "./remoteRefusals.json";
import reviewChecks from "./reviewChecks.json";
import reviewForm from "./reviewForm.json";
import reviewMail from "./reviewMail.json";
import reviews from "./reviews.json";
import search from "./search.json";
import serviceIslands from "./serviceIslands.json";
import servicePage from "./servicePage.json";
import share from "./share.json";
import sharing from "./sharing.json";
import signIn from "./signIn.json";
import structuredData from "./structuredData.json";
import techs from "./techs.json";
import trust from "./trust.json";
import zip from "./zip.json";

const messages = {
  account,
  accountReviews,
  allServices,
  booking,
  bookingRecord,
  business,
  cart,
  checkout,
  company,
  dates,
  contact,
  contactSent,
  error,
  forms,
  home,
  ics,
  labels,
  languageOffer,
  layout,
  mail,
  manage,
  membershipMail,
  navigation,
  notFound,
  offering,
  plan,
  policies,
  priceStory,
  refusals,
  remote,
  remoteRefusals,
  reviewChecks,
  reviewForm,
  reviewMail,
  reviews,
  search,
  serviceIslands,
  servicePage,
  share,
  sharing,
  signIn,
  structuredData,
  techs,
  trust,
  zip,
};

export default messages;
